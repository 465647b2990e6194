/**
 * `world.unreachable` (docs/assets.md "Cause first"): a world no character reads while a character's
 * unresolved `worlds:` item names it as the closest id, so its entries are never retrieved for
 * anyone and no budget check reaches them. The suggestion is the one `resolveWorldRefs` reported.
 * `world.budget-differs`: a lorebook budget kept from a card that no reading character's budget
 * says the same as (docs/format.md "Import and export").
 */
import type { Character, Entry, World } from './model.js';
import type { Diagnostic, RelatedPlace } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { unresolvedWorld } from '../diagnostics/codes/character/unresolved-world.js';
import { unreachable } from '../diagnostics/codes/world/unreachable.js';
import { BOOK_BUDGET_EQUIVALENT, budgetDiffers } from '../diagnostics/codes/world/budget-differs.js';
import type { KeptBookBudget } from '../diagnostics/codes/world/budget-differs.js';
import { isMapping } from '../common/yaml/plain.js';
import { worldReaders } from './check-entries.js';

const MEANT = { en: 'the reference that names it closest', 'zh-CN': '最接近它的引用' };

export function checkUnreachableWorlds(
  worlds: readonly World[],
  characters: readonly Character[],
  entries: readonly Entry[],
  diagnostics: Diagnostic[],
): void {
  // the unresolved references, by the world id they were closest to
  const meant = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const suggestion = d.code === unresolvedWorld.code ? d.data['suggestion'] : null;
    if (typeof suggestion !== 'string') continue;
    meant.set(suggestion, [...(meant.get(suggestion) ?? []), d]);
  }
  if (meant.size === 0) return;
  const readers = worldReaders(characters);
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.world, (counts.get(e.world) ?? 0) + 1);
  for (const w of worlds) {
    const refs = meant.get(w.id);
    if (refs === undefined || readers.has(w.id)) continue;
    const span = w.keySpans.id;
    const place = span ? { file: w.file, ...span } : { file: w.file, line: 1, column: 1 };
    const related: RelatedPlace[] = refs.flatMap((d) =>
      d.file === null ? [] : [{ file: d.file, line: d.line, column: d.column, message: MEANT }],
    );
    const names = [...new Set(refs.map((d) => String(d.data['ref'])))];
    diagnostics.push(
      report(unreachable, place, { id: w.id, entries: counts.get(w.id) ?? 0, refs: names }, { related, key: w.id }),
    );
  }
}

export function checkKeptBookBudgets(
  worlds: readonly World[],
  characters: readonly Character[],
  diagnostics: Diagnostic[],
): void {
  const readers = worldReaders(characters);
  for (const w of worlds) {
    const kept = w.extensions?.['x-card'];
    if (!isMapping(kept)) continue;
    for (const field of Object.keys(BOOK_BUDGET_EQUIVALENT) as KeptBookBudget[]) {
      const value = kept[field];
      if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) continue;
      const budget = BOOK_BUDGET_EQUIVALENT[field];
      const all = readers.get(w.id) ?? [];
      const others = all.filter((c) => c.budgets.values[budget] !== value).map((c) => c.id);
      if (all.length > 0 && others.length === 0) continue;
      const span = w.keySpans['x-card'];
      const place = span ? { file: w.file, ...span } : { file: w.file, line: 1, column: 1 };
      diagnostics.push(
        report(
          budgetDiffers,
          place,
          { id: w.id, field, value, budget, characters: others },
          { key: `${w.id}:${field}` },
        ),
      );
    }
  }
}
