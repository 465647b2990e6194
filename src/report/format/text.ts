/**
 * The human report: findings grouped by severity (errors, warnings, hints), each with its place,
 * code, message, consequence, fix, related places and suggestion, and the findings that follow
 * from it (their `cause`: issue 31) listed under it with the fix that applies to them; then the checked characters with
 * their world status line (docs/format.md, the character card's `worlds`); then a totals line. A clean run prints only
 * the spec's positive line. Columns are aligned by display width (CJK counts as 2).
 */
import { displayWidth } from './display-width.js';
import type { Locale, Severity } from '../../diagnostics/define.js';
import { SEVERITIES } from '../../diagnostics/define.js';
import type { Report } from '../report.js';
import { paint } from './ansi.js';
import type { Paint } from './ansi.js';
import { labelsFor } from './labels.js';
import type { Labels } from './labels.js';
import { formatLocation, renderFull } from './rendered.js';
import type { RenderedDiagnostic } from './rendered.js';
import { inertLogLine, oneLine, oneLineData, visible } from '../../common/visible.js';

export interface TextOptions {
  readonly locale: Locale;
  readonly color?: boolean;
  /** False for reports that checked no assets (e.g. check-turn): no counts, no character section. */
  readonly showAssets?: boolean;
}

function padTo(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** Each line of a multi-line text indented the same way. */
function indentLines(text: string, indent: string): string {
  return text.split('\n').join(`\n${indent}`);
}

/** A finding and the findings that follow from it (their `cause`), listed under it. */
interface Block {
  readonly d: RenderedDiagnostic;
  readonly nested: readonly RenderedDiagnostic[];
}

function group(severity: Severity, list: readonly Block[], l: Labels, p: Paint): string[] {
  const all = list.flatMap((b) => [b.d, ...b.nested]);
  const place = (d: RenderedDiagnostic): string => visible(formatLocation(d.file, d.line, d.column, l.noFile));
  const locWidth = all.reduce((w, d) => Math.max(w, displayWidth(place(d))), 0);
  const codeWidth = all.reduce((w, d) => Math.max(w, d.code.length), 0);
  // the findings of this severity: one of another severity listed under its cause counts in its own
  const heading = l.headingCount(l.heading[severity], all.filter((d) => d.severity === severity).length);
  const out = [p.bold(p.severity(severity, heading))];
  const detail = ' '.repeat(4);
  /** Continuation lines start under the text after a label. */
  const indents = new Map(
    [l.consequence, l.fix, l.suggestion].map((label) => [label, detail + ' '.repeat(displayWidth(label))]),
  );
  const under = (label: string) => indents.get(label) ?? detail;
  // a finding of another severity under its cause says which it is (the report stays graded)
  const mark = (d: RenderedDiagnostic): string =>
    d.severity === severity ? '' : p.severity(d.severity, l.severityMark[d.severity]);
  const head = (d: RenderedDiagnostic, indent: string, width: number): string =>
    `${indent}${padTo(place(d), width)}  ${p.dim(padTo(d.code, codeWidth))}  ${mark(d)}${p.code(indentLines(visible(d.message), indent + '  '))}`;
  for (const { d, nested } of list) {
    out.push(head(d, '  ', locWidth));
    out.push(`${detail}${l.consequence}${indentLines(visible(d.consequence), under(l.consequence))}`);
    out.push(`${detail}${l.fix}${p.code(indentLines(visible(d.fix), under(l.fix)))}`);
    for (const r of d.related) {
      out.push(
        `${detail}${l.related}${visible(formatLocation(r.file, r.line, r.column, l.noFile))}  ${indentLines(visible(r.message), detail)}`,
      );
    }
    if (d.suggestion !== undefined)
      out.push(`${detail}${l.suggestion}${indentLines(visible(d.suggestion), under(l.suggestion))}`);
    if (nested.length === 0) continue;
    // what follows from this one: its place, code and message (which names the cause), then the
    // fix that applies to them, once when they share it
    out.push(`${detail}${p.bold(l.followsFrom(nested.length))}`);
    const inner = detail + '  ';
    const innerWidth = nested.reduce((w, x) => Math.max(w, displayWidth(place(x))), 0);
    const fixes = [...new Set(nested.map((x) => x.fix))];
    for (const x of nested) {
      out.push(head(x, inner, innerWidth));
      if (fixes.length > 1) out.push(`${inner}  ${l.fix}${p.code(visible(x.fix))}`);
    }
    if (fixes.length === 1) out.push(`${inner}${l.fix}${p.code(indentLines(visible(fixes[0] ?? ''), inner))}`);
  }
  return out;
}

/** Each finding whose cause is in the report goes under it; the rest stay at the top level. */
function nestUnderCauses(report: Report, rendered: readonly RenderedDiagnostic[]): Block[] {
  const key = (x: { code: string; file: string | null; line: number | null; column: number | null }): string =>
    `${x.code}\u0000${x.file ?? ''}\u0000${x.line ?? ''}\u0000${x.column ?? ''}`;
  const index = new Map<string, number>();
  report.diagnostics.forEach((d, i) => {
    if (!index.has(key(d))) index.set(key(d), i);
  });
  const nested = new Map<number, RenderedDiagnostic[]>();
  const top: number[] = [];
  report.diagnostics.forEach((d, i) => {
    const at = d.cause === undefined ? undefined : index.get(key(d.cause));
    if (at === undefined || at === i || report.diagnostics[at]?.cause !== undefined) top.push(i);
    else nested.set(at, [...(nested.get(at) ?? []), rendered[i] as RenderedDiagnostic]);
  });
  return top.map((i) => ({ d: rendered[i] as RenderedDiagnostic, nested: nested.get(i) ?? [] }));
}

/** Per character: `世界：astra ✓(3 条目) / astara ✗(未找到)`. */
function characterSection(report: Report, l: Labels, p: Paint): string[] {
  const { characters, worlds, entries } = report.assets;
  if (characters.length === 0) return [];
  const entryCount = new Map<string, number>();
  for (const e of entries) entryCount.set(e.world, (entryCount.get(e.world) ?? 0) + 1);
  const known = new Set(worlds.map((w) => w.id));
  const out = [p.bold(l.charactersHeading)];
  for (const c of characters) {
    const name = c.name !== '' && c.name !== c.id ? ` (${oneLine(c.name)})` : '';
    out.push(`  ${oneLine(c.id)}${name}  ` + p.dim(oneLine(c.file)));
    const items = c.worlds.map((w) =>
      w.resolved && known.has(w.ref)
        ? `${oneLine(w.ref)} ${l.worldFound(entryCount.get(w.ref) ?? 0)}`
        : `${oneLine(w.ref)} ${l.worldMissing}`,
    );
    out.push(`    ${visible(l.worlds(items.length > 0 ? items : [l.noWorlds]))}`);
  }
  return out;
}

export function formatText(report: Report, options: TextOptions): string {
  const l = labelsFor(options.locale);
  const p = paint(options.color ?? false);
  const showAssets = options.showAssets ?? true;
  const s = report.summary;
  const counts = showAssets ? l.counts(s) : null;
  // what the scenario files checked, after the spec's positive line (never a silent "nothing ran")
  const tail = showAssets ? l.scenariosTail(s.scenarios) : '';
  if (report.diagnostics.length === 0) return `${l.clean(counts)}${tail}\n`;
  // asset-derived values (the data a message interpolates, paths, suggestions) on one line each
  const rendered = report.diagnostics.map((d) => {
    const r = renderFull({ ...d, data: oneLineData(d.data) }, options.locale);
    return {
      ...r,
      file: r.file === null ? null : oneLine(r.file),
      related: r.related.map((x) => ({ ...x, file: oneLine(x.file) })),
      ...(r.suggestion !== undefined ? { suggestion: oneLine(r.suggestion) } : {}),
    };
  });
  const blocks: string[][] = [];
  const nestedBlocks = nestUnderCauses(report, rendered);
  for (const severity of SEVERITIES) {
    const list = nestedBlocks.filter((b) => b.d.severity === severity);
    if (list.length > 0) blocks.push(group(severity, list, l, p));
  }
  if (showAssets) {
    const section = characterSection(report, l, p);
    if (section.length > 0) blocks.push(section);
  }
  blocks.push([l.totals(counts, l.findings(s.errors, s.warnings, s.hints)) + tail]);
  const text = blocks.map((b) => b.join('\n')).join('\n\n');
  return text.split('\n').map(inertLogLine).join('\n') + '\n';
}
