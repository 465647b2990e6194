/** An entry's fit against the worldEntries budget of every character using its world, for display. */
import type { BudgetFit, CatalogEntry, WorldUser } from './model.js';

export function budgetFits(entry: Pick<CatalogEntry, 'fits'>, users: readonly WorldUser[]): BudgetFit[] {
  return users.map((u, i) => ({
    character: { id: u.id, name: u.name, href: u.href },
    budget: u.worldEntries,
    source: u.worldEntriesSource,
    fits: entry.fits[i] ?? false,
  }));
}
