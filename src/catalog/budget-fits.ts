/** An entry's fit against the worldEntries budget of every character using its world, for display. */
import type { BudgetSource } from '../common/budget-keys.js';
import type { BudgetFit, CatalogEntry, CatalogLink, WorldUser } from './model.js';
import { compareBy, descending } from '../common/compare.js';

export function budgetFits(entry: Pick<CatalogEntry, 'fits'>, users: readonly WorldUser[]): BudgetFit[] {
  return users.map((u, i) => ({
    character: { id: u.id, name: u.name, href: u.href },
    budget: u.worldEntries,
    source: u.worldEntriesSource,
    fits: entry.fits[i] ?? false,
  }));
}

/** The characters that share one worldEntries budget (value and where it comes from) and its verdict. */
export interface BudgetFitGroup {
  readonly budget: number;
  readonly source: BudgetSource;
  readonly fits: boolean;
  readonly characters: readonly CatalogLink[];
}

/**
 * The same fits grouped by budget, smallest budget first (each group keeps the users' order), so an
 * entry page shows one row per distinct budget instead of one per character: a world used by many
 * characters has only a few distinct budgets.
 */
export function budgetFitGroups(entry: Pick<CatalogEntry, 'fits'>, users: readonly WorldUser[]): BudgetFitGroup[] {
  const groups = new Map<string, { budget: number; source: BudgetSource; fits: boolean; characters: CatalogLink[] }>();
  for (const f of budgetFits(entry, users)) {
    const key = `${f.budget}\u0000${f.source}\u0000${f.fits}`;
    const g = groups.get(key);
    if (g) g.characters.push(f.character);
    else groups.set(key, { budget: f.budget, source: f.source, fits: f.fits, characters: [f.character] });
  }
  return [...groups.values()].sort(
    compareBy(
      (g) => g.budget,
      (g) => g.source,
      descending((g) => Number(g.fits)),
    ),
  );
}
