/**
 * The lists that grow with the repository (a world's entries, the findings) are split into pages
 * of a fixed size, each at a URL of its own: page 1 at the list's URL (`worlds/astra/`,
 * `diagnostics/`), page n at `<list>/<n>/`. The sizes keep the largest page well under 500 KB of
 * HTML at 100,000 entries and 10,000 findings with long titles (docs/site.md, "Pages that stay
 * small"; test/e2e/site/page-size.scale.test.ts).
 */

import { slugAllocator } from '@rp-assets/core/catalog/slug.js';

/** Entries per page of a world. */
export const ENTRIES_PER_PAGE = 100;
/** Findings per page of the diagnostics lists. */
export const DIAGNOSTICS_PER_PAGE = 50;
/** Routing rules per page of `routing/` (each page with the matrix columns of its rules). */
export const RULES_PER_PAGE = 100;
/** Routing and retrieval scenarios per page of their lists (`routing/scenarios/`, `routing/retrieval/`). */
export const SCENARIOS_PER_PAGE = 50;
/** Scenarios of each kind the routing page shows before it links to their list. */
export const SCENARIOS_INLINE = 20;
/** Characters per page of `characters/` and of a tag's list. */
export const CHARACTERS_PER_PAGE = 100;
/** Worlds per page of `worlds/`. */
export const WORLDS_PER_PAGE = 100;
/** Overridden characters and worlds per page of `overrides/`. */
export const OVERRIDES_PER_PAGE = 100;
/** The most characters a card shows of a description; the asset's page shows all. */
export const CARD_CHARS = 200;
/** Findings an asset's page shows before it links to the rest (the diagnostics list filtered by the file). */
export const DIAGNOSTICS_INLINE = 50;
/**
 * Paths a row of the rules list shows of each of a rule's writes, locks and lost writes; the rule's
 * page shows all. One rule can lose a write to hundreds of earlier locks (193 in the bench's 100,000
 * corpus), which made one page of 100 rules 1 MB.
 */
export const PATHS_INLINE = 5;
/** The most characters a cell of a list shows of one text (a name, the keys); the entry's page shows all. */
export const CELL_CHARS = 80;

/** Page `n` (1-based) of the list at `listHref` (a path relative to the base, ending with a slash). */
export function pageHref(listHref: string, n: number): string {
  return n <= 1 ? listHref : `${listHref}${n}/`;
}

/** The page (1-based) that shows the item at 1-based `position`. */
export function pageOf(position: number, size: number): number {
  return Math.max(1, Math.ceil(position / size));
}

/** The text cut to `max` characters (code points) with an ellipsis. */
export function clip(text: string, max = CELL_CHARS): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The page numbers a pager shows: the first, the last and two around the current one; null for a gap. */
export function pagerWindow(current: number, last: number): (number | null)[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && n > previous + 1) out.push(n === previous + 2 ? previous + 1 : null);
    out.push(n);
  }
  return out;
}

/** The row of a routing rule on the page of `routing/` that lists it (`routing/3/#rule-x`). */
export function ruleRowHref(rule: { readonly order: number; readonly slug: string }): string {
  return `${pageHref('routing/', pageOf(rule.order, RULES_PER_PAGE))}#rule-${rule.slug}`;
}

/** Each character tag's slug (`characters/tags/<slug>/`), allocated in sorted order so it is stable. */
export function tagSlugs(tags: Iterable<string>): Map<string, string> {
  const allocate = slugAllocator();
  return new Map([...new Set(tags)].sort().map((tag) => [tag, allocate.take(tag)]));
}
