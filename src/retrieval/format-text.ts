/**
 * The retrieval preview as text (`rp-assets retrieve --format text`): what is injected, what is
 * left out and why, what the budgets cut. Columns align for CJK text.
 */
import type { Locale } from '../diagnostics/define.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import type { MatchedKey } from './match.js';
import { renderTable } from './table.js';
import type { RetrievalWithRealTokens } from './real-figures.js';
import type { ExcludedEntry, RetrievalResult } from './types.js';
import { LABELS } from './text-labels.js';
import type { RetrievalLabels } from './text-labels.js';

function keys(matched: readonly MatchedKey[], l: RetrievalLabels): string {
  return matched.map((k) => `${k.key}${l.kind[k.kind]}`).join(' ');
}

function detail(x: ExcludedEntry, l: RetrievalLabels): string {
  if (x.reason === 'budget' && x.budget) return l.budgetDetail(x.budget.name, x.budget.needed, x.budget.available);
  if (x.reason === 'duplicate-id' && x.keptFile) return l.keptDetail(x.keptFile);
  if (x.reason === 'no-match' && x.matched.length > 0) return l.secondaryOnly(keys(x.matched, l));
  return '';
}

/** Inserts `cell` after index `at` when real tokens are shown. */
function withReal<T>(cells: readonly T[], at: number, cell: T | null): T[] {
  return cell === null ? [...cells] : [...cells.slice(0, at + 1), cell, ...cells.slice(at + 1)];
}

/** An entry's real tokens, when the result carries them (`addRealTokens`). */
function realCell(e: object): string | null {
  return 'realTokens' in e && typeof e.realTokens === 'number' ? String(e.realTokens) : null;
}

type Result = RetrievalResult | RetrievalWithRealTokens;

/** The character, its worlds, the messages read, and the budgets. */
function headerLines(r: Result, l: RetrievalLabels): string[] {
  const worlds = r.worlds.map((w) => `${w.ref} ${w.resolved ? '✓' : '✗'}`).join(' / ') || l.none;
  const { recentMessages, messages, from } = r.query;
  const b = r.budgets;
  return [
    l.header(r.character, worlds, recentMessages, messages.length, from + messages.length),
    `${l.budgets}maxEntries ${b.maxEntries} · worldEntries ${b.worldEntries} · worldCore ${b.worldCore} · contextTotal ${b.contextTotal} · examples ${b.examples}`,
  ];
}

/** A table indented under its heading; with real tokens, a column after `realAt` (the estimate). */
function table(
  { header, rows, right }: { header: readonly string[]; rows: string[][]; right: readonly boolean[] },
  { realAt, real, l }: { realAt: number; real: boolean; l: RetrievalLabels },
): string[] {
  const lines = renderTable(
    withReal(header, realAt, real ? l.realTokens : null),
    rows,
    withReal(right, realAt, real ? true : null),
  );
  return lines.map((s) => `  ${s}`);
}

/** The injected entries in order, with their scores, tokens and the keys that matched. */
function injectedLines(r: Result, l: RetrievalLabels, real: boolean): string[] {
  const out = [l.injected(r.injected.length, r.contextTotal.worldEntries)];
  if (r.injected.length === 0) return out;
  const rows = r.injected.map((e) =>
    withReal(
      [
        String(e.order),
        e.id,
        e.world,
        e.constant ? l.yes : '',
        String(e.score),
        String(e.priority),
        String(e.tokens),
        String(e.runningTokens),
        e.constant && e.matched.length === 0 ? l.constant : keys(e.matched, l),
      ],
      6,
      realCell(e),
    ),
  );
  const right = [true, false, false, false, true, true, true, true];
  return [...out, ...table({ header: l.injectedHeader, rows, right }, { realAt: 6, real, l })];
}

/** The entries left out, each with its reason. */
function excludedLines(r: Result, l: RetrievalLabels, real: boolean): string[] {
  const out = [l.excluded(r.excluded.length)];
  if (r.excluded.length === 0) return out;
  const rows = r.excluded.map((x) =>
    withReal(
      [x.id, x.world, l.reason[x.reason], String(x.score), String(x.tokens), detail(x, l), x.file],
      4,
      realCell(x),
    ),
  );
  const right = [false, false, false, true, true];
  return [...out, ...table({ header: l.excludedHeader, rows, right }, { realAt: 4, real, l })];
}

/** What the budgets cut of the world core and the examples, and the totals. */
function cutLines(r: Result, l: RetrievalLabels): string[] {
  const out = r.worldCore.parts.map((p) => l.core(p.world, p.keptTokens, p.tokens, p.cutChars));
  if (r.worldCore.parts.length === 0) out.push(l.noCore);
  out.push(r.examples ? l.examples(r.examples.keptChars, r.examples.chars, r.examples.cutChars) : l.noExamples);
  out.push(l.total(r.contextTotal.used, r.contextTotal.budget, r.contextTotal.worldCore, r.contextTotal.worldEntries));
  if ('realTokens' in r) {
    const t = r.realTokens;
    out.push(l.realTotal(t.encoding, t.used, r.contextTotal.budget, t.worldCore, t.worldEntries, t.examples));
  }
  return out;
}

/** With real tokens (`addRealTokens`), each table gets a column beside the estimate and a total line. */
export function formatRetrievalText(r: Result, locale: Locale): string {
  const l = LABELS[locale];
  const real = 'realTokens' in r;
  const out = [
    ...headerLines(r, l),
    '',
    ...injectedLines(r, l, real),
    '',
    ...excludedLines(r, l, real),
    '',
    ...cutLines(r, l),
  ];
  if (r.diagnostics.length > 0) {
    out.push('');
    for (const d of r.diagnostics)
      out.push(`${l.severity[d.severity]} ${d.code}: ${renderDiagnostic(d, locale).message}`);
  }
  return out.join('\n') + '\n';
}
