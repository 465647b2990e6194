/**
 * The job summary: the complete record. Counts (exact), the filter and any fallback notes, a table
 * of every reported finding linked to its line at the head commit, each character's worlds (✓/✗
 * like the CLI), and the pre-existing / filtered-out findings collapsed in `<details>`. Rows stop
 * before GitHub's 1 MiB step-summary limit, with a note saying how many were left out.
 */
import { inertInline } from '../report/format/inert-markdown.js';
import type { Locale, Severity } from '../diagnostics/define.js';
import { labelsFor } from '../report/format/labels.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import type { AssetGraph } from '../assets/model.js';
import type { ReportSummary } from '../report/report.js';
import type { Finding } from './findings.js';
import type { FilterMode } from './inputs.js';
import { messagesFor } from './messages.js';

/** Below the 1 MiB hard limit, with room for other text of the same step. */
export const SUMMARY_BUDGET = 900 * 1024;

export interface SummaryInput {
  readonly locale: Locale;
  readonly findings: readonly Finding[];
  readonly failed: boolean;
  readonly failOn: string;
  readonly mode: FilterMode;
  readonly askedMode: FilterMode;
  readonly annotated: number;
  readonly omitted: number;
  readonly annotatedWhere: string;
  readonly notes: readonly string[];
  readonly assets: AssetGraph;
  /** What the scenario files checked (the head's report summary); said even when nothing ran. */
  readonly scenarios: ReportSummary['scenarios'];
  /** Repo-relative path of a core (working-directory relative) path. */
  readonly toRepo: (file: string) => string;
  /** `https://github.com/o/r/blob/<sha>` or null when unknown. */
  readonly blobBase: string | null;
  readonly budget?: number;
  /** Pull requests: the behaviour diff as Markdown (sections at level 3), when the base was read. */
  readonly behaviour?: string;
  /** The last line, small: what was checked and the time of each phase (progress.ts); empty for none. */
  readonly footer?: string;
}

const ICON: Readonly<Record<Severity, string>> = { error: '🔴', warning: '🟠', hint: '🔵' };

/** Markdown-table-safe, inert text (src/report/format/inert-markdown.ts): `|` escaped, newlines as `<br>`. */
export function cell(text: string): string {
  return inertInline(text);
}

/**
 * A repository path as the path of a link: each segment percent-encoded, including the characters
 * `encodeURIComponent` leaves (`!'()*~`) and `_`, all of which Markdown reads specially (a `)` in a
 * folder name ended the link early). Decoding gives the path back.
 */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((seg) =>
      encodeURIComponent(seg).replace(/[!'()*~_]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase()),
    )
    .join('/');
}

function where(f: Finding, blobBase: string | null): string {
  const d = f.d;
  if (d.file === null) return '—';
  const label = d.line === null ? d.file : `${d.file}:${d.line}`;
  const text = cell(label);
  if (blobBase === null) return text;
  const anchor =
    d.line === null ? '' : d.endLine !== null && d.endLine > d.line ? `#L${d.line}-L${d.endLine}` : `#L${d.line}`;
  return `[${text}](${blobBase}/${encodePath(d.file)}${anchor})`;
}

function row(f: Finding, s: SummaryInput): string {
  const t = renderDiagnostic(f.d, s.locale);
  const m = messagesFor(s.locale);
  const age = f.isNew === null ? '' : ` (${f.isNew ? m.new : m.old})`;
  return `| ${ICON[f.d.severity]} | \`${f.d.code}\`${age} | ${where(f, s.blobBase)} | ${cell(t.message)} | ${cell(t.fix)} |`;
}

class Budget {
  private used = 0;
  constructor(private readonly limit: number) {}
  take(text: string): boolean {
    const n = Buffer.byteLength(text, 'utf8') + 1;
    if (this.used + n > this.limit) return false;
    this.used += n;
    return true;
  }
  force(text: string): void {
    this.used += Buffer.byteLength(text, 'utf8') + 1;
  }
  /** The first of `lines` the budget takes, up to the first it cannot (later lines are not made). */
  fit(lines: Iterable<string>): string[] {
    const taken: string[] = [];
    for (const line of lines) {
      if (!this.take(line)) break;
      taken.push(line);
    }
    return taken;
  }
}

function count(list: readonly Finding[]): [number, number, number, number] {
  const c: [number, number, number, number] = [0, 0, 0, list.length];
  for (const f of list) c[f.d.severity === 'error' ? 0 : f.d.severity === 'warning' ? 1 : 2]++;
  return c;
}

export function buildSummary(s: SummaryInput): string {
  const m = messagesFor(s.locale);
  const budget = new Budget(s.budget ?? SUMMARY_BUDGET);
  const reported = s.findings.filter((f) => f.reported);
  const others = s.findings.filter((f) => !f.reported);
  const out = summaryHead(s, reported);
  for (const line of out) budget.force(line);
  out.push(`### ${m.findingsHeading}`, '');
  out.push(...(reported.length === 0 ? [m.noFindings] : findingsTable(reported, s, budget)), '');
  // after the findings, before the character table; cut at a line when the summary is full
  if (s.behaviour !== undefined) out.push(...behaviourLines(s.behaviour, budget, m), '');
  out.push(...charactersSection(s, budget));
  const closing: string[] = [];
  if (others.length > 0) {
    out.push('<details>', `<summary>${m.otherHeading(others.length)}</summary>`, '');
    closing.push('', '</details>', '');
    out.push(...findingsTable(others, s, budget));
  }
  const footer = s.footer === undefined || s.footer === '' ? [] : ['', `<sub>${cell(s.footer)}</sub>`];
  for (const line of footer) budget.force(line);
  return [...out, ...closing, ...footer].join('\n') + '\n';
}

/** The conclusion, the counts, how the findings were filtered and shown, the scenarios and the notes. */
function summaryHead(s: SummaryInput, reported: readonly Finding[]): string[] {
  const m = messagesFor(s.locale);
  const head: string[] = [
    `## ${m.title}`,
    '',
    m.conclusion(s.failed, s.failOn),
    '',
    `| ${m.countsHeader.join(' | ')} |`,
    '| --- | ---: | ---: | ---: | ---: |',
    `| ${m.reportedRow} | ${count(reported).join(' | ')} |`,
    `| ${m.totalRow} | ${count(s.findings).join(' | ')} |`,
    '',
    `${m.filterLine(s.mode, s.askedMode)}  `,
    `${m.annotatedLine(s.annotated, s.omitted, s.annotatedWhere)}  `,
    m.scenariosLine(labelsFor(s.locale).scenarios(s.scenarios)),
    '',
  ];
  if (s.notes.length > 0) head.push(`**${m.notesHeading}**`, '', ...s.notes.map((n) => `- ${n}`), '');
  return head;
}

/** A table of findings, as many rows as the budget takes, then how many were left out. */
function findingsTable(list: readonly Finding[], s: SummaryInput, budget: Budget): string[] {
  const m = messagesFor(s.locale);
  const lines = [`| ${m.tableHeader.join(' | ')} |`, '| --- | --- | --- | --- | --- |'];
  for (const line of lines) budget.force(line);
  const rows = budget.fit(
    (function* () {
      for (const f of list) yield row(f, s);
    })(),
  );
  lines.push(...rows);
  if (rows.length < list.length) {
    const note = m.truncated(rows.length, list.length);
    budget.force(note);
    lines.push('', note);
  }
  return lines;
}

/** The behaviour diff's Markdown, cut at a line (with a note) when the summary is full. */
function behaviourLines(markdown: string, budget: Budget, m: ReturnType<typeof messagesFor>): string[] {
  const lines = markdown.trimEnd().split('\n');
  const shown = budget.fit(lines);
  if (shown.length === lines.length) return shown;
  budget.force(m.behaviourTruncated);
  return [...shown, '', m.behaviourTruncated];
}

/** The table of characters and their worlds, as far as the budget goes (nothing without characters). */
function charactersSection(s: SummaryInput, budget: Budget): string[] {
  const m = messagesFor(s.locale);
  const chars = characterLines(s, labelsFor(s.locale), m.charactersHeader);
  if (chars.length === 0) return [];
  const shown = budget.fit(chars);
  const cut = shown.length < chars.length ? ['', m.truncated(Math.max(0, shown.length - 2), chars.length - 2)] : [];
  return [`### ${m.charactersHeading}`, '', ...shown, ...cut, ''];
}

/** `| alice (Alice) | file | astra ✓(3 entries) / astara ✗(not found) |` per active character. */
function characterLines(s: SummaryInput, l: ReturnType<typeof labelsFor>, header: readonly string[]): string[] {
  const { characters, worlds, entries } = s.assets;
  if (characters.length === 0) return [];
  const entryCount = new Map<string, number>();
  for (const e of entries) entryCount.set(e.world, (entryCount.get(e.world) ?? 0) + 1);
  const known = new Set(worlds.map((w) => w.id));
  const lines = [`| ${header.join(' | ')} |`, '| --- | --- | --- |'];
  for (const c of characters) {
    const name = c.name !== '' && c.name !== c.id ? ` (${c.name})` : '';
    const items = c.worlds.map((w) =>
      w.resolved && known.has(w.ref)
        ? `${w.ref} ${l.worldFound(entryCount.get(w.ref) ?? 0)}`
        : `${w.ref} ${l.worldMissing}`,
    );
    const file = s.toRepo(c.file);
    const fileCell = s.blobBase === null ? cell(file) : `[${cell(file)}](${s.blobBase}/${encodePath(file)})`;
    lines.push(
      `| ${cell(c.id + name)} | ${fileCell} | ${cell((items.length > 0 ? items : [l.noWorlds]).join(' / '))} |`,
    );
  }
  return lines;
}
