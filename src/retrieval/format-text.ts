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

/** With real tokens (`addRealTokens`), each table gets a column beside the estimate and a total line. */
export function formatRetrievalText(r: RetrievalResult | RetrievalWithRealTokens, locale: Locale): string {
  const l = LABELS[locale];
  const real = 'realTokens' in r ? r : null;
  const out: string[] = [];
  const worlds = r.worlds.map((w) => `${w.ref} ${w.resolved ? '✓' : '✗'}`).join(' / ') || l.none;
  out.push(
    l.header(
      r.character,
      worlds,
      r.query.recentMessages,
      r.query.messages.length,
      r.query.from + r.query.messages.length,
    ),
  );
  const b = r.budgets;
  out.push(
    `${l.budgets}maxEntries ${b.maxEntries} · worldEntries ${b.worldEntries} · worldCore ${b.worldCore} · contextTotal ${b.contextTotal} · examples ${b.examples}`,
  );
  out.push('');
  out.push(l.injected(r.injected.length, r.contextTotal.worldEntries));
  if (r.injected.length > 0) {
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
    const header = withReal(l.injectedHeader, 6, real && l.realTokens);
    const right = withReal([true, false, false, false, true, true, true, true], 6, real && true);
    out.push(...renderTable(header, rows, right).map((s) => `  ${s}`));
  }
  out.push('');
  out.push(l.excluded(r.excluded.length));
  if (r.excluded.length > 0) {
    const rows = r.excluded.map((x) =>
      withReal(
        [x.id, x.world, l.reason[x.reason], String(x.score), String(x.tokens), detail(x, l), x.file],
        4,
        realCell(x),
      ),
    );
    const header = withReal(l.excludedHeader, 4, real && l.realTokens);
    const right = withReal([false, false, false, true, true], 4, real && true);
    out.push(...renderTable(header, rows, right).map((s) => `  ${s}`));
  }
  out.push('');
  for (const p of r.worldCore.parts) out.push(l.core(p.world, p.keptTokens, p.tokens, p.cutChars));
  if (r.worldCore.parts.length === 0) out.push(l.noCore);
  out.push(r.examples ? l.examples(r.examples.keptChars, r.examples.chars, r.examples.cutChars) : l.noExamples);
  out.push(l.total(r.contextTotal.used, r.contextTotal.budget, r.contextTotal.worldCore, r.contextTotal.worldEntries));
  if (real) {
    const t = real.realTokens;
    out.push(l.realTotal(t.encoding, t.used, r.contextTotal.budget, t.worldCore, t.worldEntries, t.examples));
  }
  if (r.diagnostics.length > 0) {
    out.push('');
    for (const d of r.diagnostics)
      out.push(`${l.severity[d.severity]} ${d.code}: ${renderDiagnostic(d, locale).message}`);
  }
  return out.join('\n') + '\n';
}
