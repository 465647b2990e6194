/**
 * GitHub Actions workflow commands, one line per diagnostic:
 * `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message` (hint -> `notice`), with the
 * runner's escaping (research/github-action.md 1.2). Columns are written only for single-line
 * ranges, because the runner drops them otherwise. No cap here: the Action applies its own limits.
 */
import type { Diagnostic, Locale, Severity } from '../define.js';
import type { Report } from '../../validate/report.js';
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

function properties(d: Diagnostic, title: string): string {
  const props: [string, string | number][] = [];
  if (d.file !== null) {
    props.push(['file', d.file]);
    if (d.line !== null) {
      props.push(['line', d.line]);
      const singleLine = d.endLine === null || d.endLine === d.line;
      if (singleLine && d.column !== null) props.push(['col', d.column]);
      if (d.endLine !== null && d.endLine >= d.line) props.push(['endLine', d.endLine]);
      if (singleLine && d.column !== null && d.endColumn !== null) props.push(['endColumn', d.endColumn]);
    }
  }
  props.push(['title', title]);
  return props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
}

/** One workflow command for one diagnostic. */
export function workflowCommand(d: Diagnostic, locale: Locale): string {
  const l = labelsFor(locale);
  const r = renderFull(d, locale);
  const lines = [r.message, `${l.consequence}${r.consequence}`, `${l.fix}${r.fix}`];
  for (const x of r.related)
    lines.push(`${l.related}${formatLocation(x.file, x.line, x.column, l.noFile)} ${x.message}`);
  if (r.suggestion !== undefined) lines.push(`${l.suggestion}${r.suggestion}`);
  lines.push(`${l.docs}${docsUrl(d.code)}`);
  let body = lines.join('\n');
  if (body.length > MAX_MESSAGE) body = body.slice(0, MAX_MESSAGE - 1) + '…';
  return `::${COMMAND[d.severity]} ${properties(d, `${d.code}: ${r.title}`)}::${escapeData(body)}`;
}

export function formatGithub(report: Report, options: GithubOptions): string {
  return report.diagnostics.map((d) => workflowCommand(d, options.locale) + '\n').join('');
}
