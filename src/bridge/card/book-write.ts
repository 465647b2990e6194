/**
 * A character's worlds -> the card's book. An entry a card import kept is written back as it was
 * read, our edits on top; every other entry (from World Info, a RisuAI book, or written here) is
 * converted from its complete World Info shape as SillyTavern converts a World Info book into a
 * card's (entry/st-card-fields.ts): title in `name` and `comment`, placement and SillyTavern's
 * settings under `extensions`, `selective` written out. Each world's core is one more entry.
 */
import type { AssetGraph, Entry, World } from '../../assets/model.js';
import { cardFromSt } from '../entry/st-card-fields.js';
import { toSource } from '../entry/mapped.js';
import { keptOf, ourEntry } from '../entry/our-entry.js';
import { entriesOfWorld } from '../entry/world-entries.js';
import type { Json } from '../shared/same-json.js';
import { coreStEntry, stEntry } from '../sillytavern/entry.js';
import { BOOK_DEFAULTS, BOOK_ENTRY_DEFAULTS, BOOK_ENTRY_V3_DEFAULTS, CARD_MAPPED } from './fields.js';

export type CardFormat = 'ccv3' | 'ccv2';

function bookEntry(e: Entry, format: CardFormat): Record<string, Json> {
  const defaults = format === 'ccv3' ? BOOK_ENTRY_V3_DEFAULTS : BOOK_ENTRY_DEFAULTS;
  const card = keptOf(e, 'x-card');
  if (Object.keys(card).length > 0) return { ...defaults, ...card, ...toSource(CARD_MAPPED, ourEntry(e), card) };
  const converted = cardFromSt(stEntry(e));
  // `use_regex` is V3's; a V2 card says so only when a key is a regular expression
  if (format === 'ccv2' && converted.use_regex === false) delete converted.use_regex;
  return { ...defaults, ...converted };
}

/**
 * An entry's book entry, made once per entry and format: every character of a world carries the
 * world's entries in its card, so exporting every character would otherwise convert each entry
 * once per character of its world. The objects are shared between cards and never changed.
 */
const bookEntries = new WeakMap<Entry, Partial<Record<CardFormat, Record<string, Json>>>>();
function sharedBookEntry(e: Entry, format: CardFormat): Record<string, Json> {
  const made = bookEntries.get(e) ?? {};
  const entry = made[format] ?? bookEntry(e, format);
  made[format] = entry;
  bookEntries.set(e, made);
  return entry;
}

/** A world's part of a book: its core first, then its entries. */
export function worldBookEntries(graph: AssetGraph, world: World, format: CardFormat): Record<string, Json>[] {
  const core = coreStEntry(world);
  const defaults = format === 'ccv3' ? BOOK_ENTRY_V3_DEFAULTS : BOOK_ENTRY_DEFAULTS;
  return [
    ...(core ? [{ ...defaults, ...cardFromSt(core) }] : []),
    ...entriesOfWorld(graph, world.id).map((e) => sharedBookEntry(e, format)),
  ];
}

const idOf = (e: Record<string, Json>): number | null => (typeof e.id === 'number' ? e.id : null);

/**
 * The worlds' parts as one list: entries keep the order of their source ids, those without one
 * follow by insertion order. Every entry leaves with an id of its own: SillyTavern keys a book's
 * entries by id and numbers those without one by their place in the list, so an id taken twice
 * (two worlds imported apart), or an entry without one whose place equals another's id, would
 * overwrite an entry there. Ids after the highest one are handed out, in the list's order.
 */
export function joinBookEntries(parts: readonly (readonly Record<string, Json>[])[]): Record<string, Json>[] {
  const entries = parts.flat();
  const order = (e: Record<string, Json>): number => idOf(e) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...entries].sort(
    (a, b) => order(a) - order(b) || Number(a.insertion_order) - Number(b.insertion_order),
  );
  const seen = new Set<number>();
  let next = Math.max(-1, ...entries.map((e) => idOf(e) ?? -1)) + 1;
  return sorted.map((e) => {
    const id = idOf(e);
    if (id !== null && !seen.has(id)) {
      seen.add(id);
      return e;
    }
    return { ...e, id: next++ };
  });
}

/** The book of `worlds` (the first world names it and gives its kept fields), or undefined without a world. */
export function cardBook(
  first: World | undefined,
  entries: readonly Record<string, Json>[],
): Record<string, Json> | undefined {
  if (!first) return undefined;
  const out: Record<string, Json> = { ...BOOK_DEFAULTS, ...keptOf(first, 'x-card'), entries: [...entries] };
  if (first.keySpans.name) out.name = first.name;
  if (first.description !== '') out.description = first.description;
  return out;
}
