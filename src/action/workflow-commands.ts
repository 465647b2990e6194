/**
 * The Action's own workflow commands (notices about the run itself, log groups). Findings are
 * printed with the github formatter's `workflowCommand`; both share its escaping.
 */
import { escapeData, escapeProperty } from '../diagnostics/format/index.js';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

/** `::notice title=…::message` (no file: an annotation on the run). */
export function runAnnotation(level: AnnotationLevel, title: string, message: string): string {
  return `::${level} title=${escapeProperty(title)}::${escapeData(message)}`;
}

/** A collapsible log group around text. */
export function logGroup(title: string, body: string): string {
  return `::group::${escapeData(title)}\n${body.endsWith('\n') ? body : body + '\n'}::endgroup::`;
}
