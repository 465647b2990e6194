/**
 * A card from its parts: the card without its book, the book's head (name, description, kept
 * fields, budgets) and each world's part of the book. Export assembles a card this way, and so
 * does the catalog in the browser, from the small character file and the worlds' shared files
 * (src/astro/downloads.ts): so this module imports nothing a browser would not need.
 */
import type { Json } from '../shared/same-json.js';
import { setOwn } from '../../common/own.js';

export interface CardParts {
  /** The card, `data.character_book` left out. */
  readonly card: { readonly [key: string]: Json };
  /** The book without its entries, or null for a character that reads no world. */
  readonly book: { readonly [key: string]: Json } | null;
  /** Top-level copies of `data` fields the card carries (a V1 reader's view). */
  readonly rootCopies: readonly string[];
}

const idOf = (e: { readonly [key: string]: Json }): number | null => (typeof e.id === 'number' ? e.id : null);

/**
 * The worlds' parts as one list: entries keep the order of their source ids, those without one
 * follow by insertion order. Every entry leaves with an id of its own: SillyTavern keys a book's
 * entries by id and numbers those without one by their place in the list, so an id taken twice
 * (two worlds imported apart), or an entry without one whose place equals another's id, would
 * overwrite an entry there. Ids after the highest one are handed out, in the list's order.
 */
export function joinBookEntries(
  parts: readonly (readonly { readonly [key: string]: Json }[])[],
): Record<string, Json>[] {
  const entries = parts.flat();
  const order = (e: { readonly [key: string]: Json }): number => idOf(e) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...entries].sort(
    (a, b) => order(a) - order(b) || Number(a.insertion_order) - Number(b.insertion_order),
  );
  const seen = new Set<number>();
  let next = Math.max(-1, ...entries.map((e) => idOf(e) ?? -1)) + 1;
  return sorted.map((e) => {
    const id = idOf(e);
    if (id !== null && !seen.has(id)) {
      seen.add(id);
      return { ...e };
    }
    return { ...e, id: next++ };
  });
}

/**
 * A V3 book entry as V2 has it: `use_regex` is V3's, so a V2 entry says it only when a key is a
 * regular expression (or the source said so); every other field is the same.
 */
export function v2BookEntry(v3: { readonly [key: string]: Json }): Record<string, Json> {
  const { use_regex: useRegex, ...rest } = v3;
  return useRegex === false || useRegex === undefined ? rest : { ...rest, use_regex: useRegex };
}

export function assembleCard(
  parts: CardParts,
  entries: readonly (readonly { readonly [key: string]: Json }[])[],
): Record<string, Json> {
  const data = { ...(parts.card.data as { readonly [key: string]: Json }) };
  if (parts.book) data.character_book = { ...parts.book, entries: joinBookEntries(entries) };
  const card: Record<string, Json> = { ...parts.card, data };
  for (const k of parts.rootCopies) if (data[k] !== undefined) setOwn(card, k, data[k] as Json);
  return card;
}
