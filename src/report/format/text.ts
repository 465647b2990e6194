/**
 * The human report: findings grouped by severity (errors, warnings, hints), each with its place,
 * code, message, consequence, fix, related places and suggestion; then the checked characters with
 * their world status line (asset-format-v1.md#worlds); then a totals line. A clean run prints only
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
import { inertLogLine, oneLine, oneLineData, visible } from './visible.js';

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

function group(severity: Severity, list: readonly RenderedDiagnostic[], l: Labels, p: Paint): string[] {
  const locations = list.map((d) => visible(formatLocation(d.file, d.line, d.column, l.noFile)));
  const locWidth = locations.reduce((w, s) => Math.max(w, displayWidth(s)), 0);
  const codeWidth = list.reduce((w, d) => Math.max(w, d.code.length), 0);
  const heading = l.headingCount(l.heading[severity], list.length);
  const out = [p.bold(p.severity(severity, heading))];
  const detail = ' '.repeat(4);
  /** Continuation lines start under the text after a label. */
  const indents = new Map(
    [l.consequence, l.fix, l.suggestion].map((label) => [label, detail + ' '.repeat(displayWidth(label))]),
  );
  const under = (label: string) => indents.get(label) ?? detail;
  list.forEach((d, i) => {
    const loc = padTo(locations[i] as string, locWidth);
    const code = p.dim(padTo(d.code, codeWidth));
    out.push(`  ${loc}  ${code}  ${p.code(indentLines(visible(d.message), detail))}`);
    out.push(`${detail}${l.consequence}${indentLines(visible(d.consequence), under(l.consequence))}`);
    out.push(`${detail}${l.fix}${p.code(indentLines(visible(d.fix), under(l.fix)))}`);
    for (const r of d.related) {
      out.push(
        `${detail}${l.related}${visible(formatLocation(r.file, r.line, r.column, l.noFile))}  ${indentLines(visible(r.message), detail)}`,
      );
    }
    if (d.suggestion !== undefined)
      out.push(`${detail}${l.suggestion}${indentLines(visible(d.suggestion), under(l.suggestion))}`);
  });
  return out;
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
  for (const severity of SEVERITIES) {
    const list = rendered.filter((d) => d.severity === severity);
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
