/**
 * GitHub Actions workflow commands, one line per diagnostic:
 * `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message` (hint -> `notice`), with the
 * runner's escaping (docs/action.md). Columns are written only for single-line
 * ranges, because the runner drops them otherwise. No cap here: the Action applies its own limits.
 */
import type { Diagnostic, Locale, Severity } from '../../diagnostics/define.js';
import type { Report } from '../report.js';
import { truncate } from '../../common/truncate.js';
import { visible } from '../../common/visible.js';
import { labelsFor } from './labels.js';
import { formatLocation, renderFull } from './rendered.js';
import { docsUrl } from './tool.js';

export interface GithubOptions {
  readonly locale: Locale;
}

const COMMAND: Readonly<Record<Severity, 'error' | 'warning' | 'notice'>> = {
  error: 'error',
  warning: 'warning',
  hint: 'notice',
};
/** The runner truncates longer messages at 4096 characters; stay below with room for the ellipsis. */
const MAX_MESSAGE = 4000;

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * One diagnostic as an annotation: the command, the properties the runner reads (columns only on
 * single-line spans, where the runner keeps them) and the message. `workflowCommand` prints it;
 * the Action hands the same fields to `@actions/core` (`core.error(message, properties)`).
 */
export interface Annotation {
  readonly command: 'error' | 'warning' | 'notice';
  readonly message: string;
  readonly properties: AnnotationFields;
}

/** The fields of `@actions/core`'s `AnnotationProperties`, in the runner's order. */
export interface AnnotationFields {
  readonly title: string;
  readonly file?: string;
  readonly startLine?: number;
  readonly endLine?: number;
  readonly startColumn?: number;
  readonly endColumn?: number;
}

export function annotationOf(d: Diagnostic, locale: Locale): Annotation {
  const l = labelsFor(locale);
  const r = renderFull(d, locale);
  const lines = [r.message, `${l.consequence}${r.consequence}`, `${l.fix}${r.fix}`];
  for (const x of r.related)
    lines.push(`${l.related}${formatLocation(x.file, x.line, x.column, l.noFile)} ${x.message}`);
  if (r.suggestion !== undefined) lines.push(`${l.suggestion}${r.suggestion}`);
  lines.push(`${l.docs}${docsUrl(d.code)}`);
  // control characters and bidirectional overrides from asset text shown as escapes (issue 42 C1):
  // the runner's log is a terminal, and GitHub's annotation view shows text in the order given
  const message = visible(truncate(lines.join('\n'), MAX_MESSAGE));
  const p: { -readonly [K in keyof AnnotationFields]: AnnotationFields[K] } = {
    title: visible(`${d.code}: ${r.title}`),
  };
  if (d.file !== null) {
    p.file = visible(d.file);
    if (d.line !== null) {
      p.startLine = d.line;
      const singleLine = d.endLine === null || d.endLine === d.line;
      if (singleLine && d.column !== null) p.startColumn = d.column;
      if (d.endLine !== null && d.endLine >= d.line) p.endLine = d.endLine;
      if (singleLine && d.column !== null && d.endColumn !== null) p.endColumn = d.endColumn;
    }
  }
  return { command: COMMAND[d.severity], message, properties: p };
}

/** The runner's property names, in the order the CLI has always printed them. */
const PROPERTY_NAMES: readonly (readonly [keyof AnnotationFields, string])[] = [
  ['file', 'file'],
  ['startLine', 'line'],
  ['startColumn', 'col'],
  ['endLine', 'endLine'],
  ['endColumn', 'endColumn'],
  ['title', 'title'],
];

/** One workflow command for one diagnostic. */
export function workflowCommand(d: Diagnostic, locale: Locale): string {
  const a = annotationOf(d, locale);
  const props = PROPERTY_NAMES.flatMap(([field, name]) => {
    const v = a.properties[field];
    return v === undefined ? [] : [`${name}=${escapeProperty(String(v))}`];
  });
  return `::${a.command} ${props.join(',')}::${escapeData(a.message)}`;
}

export function formatGithub(report: Report, options: GithubOptions): string {
  return report.diagnostics.map((d) => workflowCommand(d, options.locale) + '\n').join('');
}
