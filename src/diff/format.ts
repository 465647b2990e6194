/**
 * The behaviour diff's three outputs: `json` (the data as it is), `text` (a terminal or log: every
 * line one line, no control characters, never a line that starts with `::`) and `markdown` (the
 * job summary and the PR comment: every asset-derived value inert, `inertInline`).
 */
import type { Locale } from '../diagnostics/define.js';
import { inertInline } from '../report/format/inert-markdown.js';
import { oneLine } from '../common/visible.js';
import { describeDiff } from './describe.js';
import type { BehaviourDiff } from './types.js';

export type DiffFormat = 'text' | 'json' | 'markdown';
export const DIFF_FORMATS: readonly DiffFormat[] = ['text', 'json', 'markdown'];

/** A log line may not start with `::` (a workflow command) or hold `##[` (the old syntax). */
function safeLine(line: string): string {
  return oneLine(line).replace(/^::/, '\\u{3a}:').replace(/##\[/g, '#\\u{23}[');
}

export function formatDiffText(diff: BehaviourDiff, locale: Locale): string {
  const d = describeDiff(diff, locale);
  const lines = [safeLine(d.heading)];
  for (const s of d.sections) {
    lines.push('', safeLine(s.title));
    for (const item of s.items) {
      lines.push(`  ${safeLine(item.text)}`);
      for (const detail of item.details) lines.push(`    ${safeLine(detail)}`);
    }
  }
  lines.push('', safeLine(d.footer));
  return lines.join('\n') + '\n';
}

/**
 * Markdown; `level` is the heading level of the sections (the title is one level above). It is
 * the job summary and the PR comment: files that only moved are left out (the pull request's file
 * list shows them, and they change no behaviour), so a no-op change leaves no line to read.
 */
export function formatDiffMarkdown(diff: BehaviourDiff, locale: Locale, level = 3): string {
  const d = describeDiff(diff, locale);
  const h = (n: number): string => '#'.repeat(Math.min(6, Math.max(1, n)));
  const out = [`${h(level - 1)} ${inertInline(d.heading)}`, ''];
  for (const s of d.sections) {
    if (s.kind === 'moved') continue;
    out.push(`${h(level)} ${inertInline(s.title)}`, '');
    for (const item of s.items) {
      out.push(`- ${inertInline(item.text)}`);
      for (const detail of item.details) out.push(`  - ${inertInline(detail)}`);
    }
    out.push('');
  }
  out.push(inertInline(d.footer), '');
  return out.join('\n');
}

export function formatDiff(diff: BehaviourDiff, format: DiffFormat, locale: Locale): string {
  if (format === 'json') return JSON.stringify(diff, null, 2) + '\n';
  return format === 'markdown' ? formatDiffMarkdown(diff, locale) : formatDiffText(diff, locale);
}
