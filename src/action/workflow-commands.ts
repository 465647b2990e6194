/**
 * The Action's own workflow commands (notices about the run itself, log groups). Findings are
 * printed with the github formatter's `workflowCommand`; both share its escaping.
 */
import { randomBytes } from 'node:crypto';
import { escapeData, escapeProperty } from '../diagnostics/format/index.js';
import { oneLine } from '../diagnostics/format/visible.js';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

/** `::notice title=…::message` (no file: an annotation on the run). */
export function runAnnotation(level: AnnotationLevel, title: string, message: string): string {
  return `::${level} title=${escapeProperty(title)}::${escapeData(message)}`;
}

/**
 * A collapsible log group around text that holds asset content (the text report). The body goes
 * between `::stop-commands::<token>` and `::<token>::`, as GitHub documents: the runner executes
 * no command in it, whatever a line says; the token is random per call, so the body cannot end the
 * pause itself. (The text formatter also keeps every asset value on one line: `oneLine`.)
 */
export function logGroup(title: string, body: string, token: string = randomBytes(16).toString('hex')): string {
  const text = body.endsWith('\n') ? body : body + '\n';
  return `::group::${escapeData(title)}\n::stop-commands::${token}\n${text}::${token}::\n::endgroup::`;
}

/** A plain log line of the Action (`rp-assets: …`), with any text in it kept on that one line. */
export function plainLine(text: string): string {
  return `rp-assets: ${oneLine(text)}`;
}
