/**
 * A character's worlds -> the card's book. An entry a card import kept is written back as it was
 * read, our edits on top; every other entry (from World Info, a RisuAI book, or written here) is
 * converted from its complete World Info shape as SillyTavern converts a World Info book into a
 * card's (entry/st-card-fields.ts): title in `name` and `comment`, placement and SillyTavern's
 * settings under `extensions`, `selective` written out. Each world's core is one more entry.
 * Entries are made in V3 form; a V2 card's are the same less V3's `use_regex` (assemble.ts).
 */
import type { AssetGraph, Entry, World } from '../../assets/model.js';
import { cardFromSt } from '../entry/st-card-fields.js';
import { toSource } from '../entry/mapped.js';
import { keptOf, ourEntry } from '../entry/our-entry.js';
import { entriesOfWorld } from '../entry/world-entries.js';
import type { Json } from '../shared/same-json.js';
import { coreStEntry, stEntry } from '../sillytavern/entry.js';
import { v2BookEntry } from './assemble.js';
import { BOOK_DEFAULTS, BOOK_ENTRY_V3_DEFAULTS, CARD_MAPPED } from './fields.js';

export type CardFormat = 'ccv3' | 'ccv2';

function bookEntry(e: Entry): Record<string, Json> {
  const card = keptOf(e, 'x-card');
  if (Object.keys(card).length > 0)
    return { ...BOOK_ENTRY_V3_DEFAULTS, ...card, ...toSource(CARD_MAPPED, ourEntry(e), card) };
  return { ...BOOK_ENTRY_V3_DEFAULTS, ...cardFromSt(stEntry(e)) };
}

/**
 * An entry's book entry, made once per entry: every character of a world carries the world's
 * entries in its card, so exporting every character would otherwise convert each entry once per
 * character of its world. The objects are shared between cards and never changed.
 */
const bookEntries = new WeakMap<Entry, Record<string, Json>>();
function sharedBookEntry(e: Entry): Record<string, Json> {
  let entry = bookEntries.get(e);
  if (entry === undefined) {
    entry = bookEntry(e);
    bookEntries.set(e, entry);
  }
  return entry;
}

/** A world's part of a book, in V3 form: its core first, then its entries. */
export function worldBookEntries(graph: AssetGraph, world: World): Record<string, Json>[] {
  const core = coreStEntry(world);
  return [
    ...(core ? [{ ...BOOK_ENTRY_V3_DEFAULTS, ...cardFromSt(core) }] : []),
    ...entriesOfWorld(graph, world.id).map(sharedBookEntry),
  ];
}

/** A world's part in the form a card of `format` has. */
export const inFormat = (entries: readonly Record<string, Json>[], format: CardFormat): Record<string, Json>[] =>
  format === 'ccv3' ? [...entries] : entries.map(v2BookEntry);

/** The book's head (no entries): the first world names it and gives its kept fields. */
export function bookHead(first: World | undefined): Record<string, Json> | null {
  if (!first) return null;
  const out: Record<string, Json> = { ...BOOK_DEFAULTS, ...keptOf(first, 'x-card') };
  delete out.entries;
  if (first.keySpans.name) out.name = first.name;
  if (first.description !== '') out.description = first.description;
  return out;
}
