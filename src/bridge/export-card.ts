/**
 * A character -> Character Card V3 (`chara_card_v3` 3.0) or V2 (`chara_card_v2` 2.0): every
 * required field present (strict), kept fields restored, the character's worlds as its book.
 */
import type { AssetGraph, Entry, World } from '../assets/model.js';
import { composeBody, splitBody } from './character-body.js';
import { cardFromSt } from './cross-format.js';
import {
  BOOK_DEFAULTS,
  BOOK_ENTRY_DEFAULTS,
  BOOK_ENTRY_V3_DEFAULTS,
  CARD_DATA_DEFAULTS,
  CARD_V3_DATA_DEFAULTS,
} from './formats.js';
import { CARD_MAPPED, toSource } from './mapped-fields.js';
import { asBodyText, bodyText } from './markdown.js';
import { keptOf, ourEntry } from './our-entry.js';
import type { Json } from './same-json.js';
import { isRecord, sameJson } from './same-json.js';
import { entriesOfWorld } from './world-entries.js';

export type CardFormat = 'ccv3' | 'ccv2';

/** Fields only V3 defines: left out of a V2 card. */
const V3_ONLY = [
  'group_only_greetings',
  'assets',
  'nickname',
  'creator_notes_multilingual',
  'source',
  'creation_date',
  'modification_date',
];
const BRIDGE_KEYS = ['root', 'rootCopies'];

function bookEntry(e: Entry, format: CardFormat): Record<string, Json> {
  const card = keptOf(e, 'x-card');
  const kept = Object.keys(card).length > 0 ? card : cardFromSt(keptOf(e, 'x-sillytavern'));
  const defaults = format === 'ccv3' ? BOOK_ENTRY_V3_DEFAULTS : BOOK_ENTRY_DEFAULTS;
  return { ...defaults, ...kept, ...toSource(CARD_MAPPED, ourEntry(e), kept) };
}

/**
 * An entry's book entry, made once per entry and format: every character of a world carries the
 * world's entries in its card, so the site's downloads would otherwise convert each entry once per
 * character of its world. A speed trick that pays: on the 100,000-entry bench corpus it takes the
 * downloads from 14 s to 2.6 s of CPU, a sixth of the catalog's (docs/performance.md, decisions).
 * The objects are shared between cards and never changed.
 */
const bookEntries = new WeakMap<Entry, Partial<Record<CardFormat, Record<string, Json>>>>();
function sharedBookEntry(e: Entry, format: CardFormat): Record<string, Json> {
  const made = bookEntries.get(e) ?? {};
  const entry = made[format] ?? bookEntry(e, format);
  made[format] = entry;
  bookEntries.set(e, made);
  return entry;
}

const order = (e: Record<string, Json>): number => (typeof e.id === 'number' ? e.id : Number.MAX_SAFE_INTEGER);

function book(graph: AssetGraph, worlds: readonly World[], format: CardFormat): Record<string, Json> | undefined {
  const first = worlds[0];
  if (!first) return undefined;
  const entries = worlds.flatMap((w) => entriesOfWorld(graph, w.id).map((e) => sharedBookEntry(e, format)));
  // entries keep the order of their source ids; those without one follow, by insertion order
  entries.sort((a, b) => order(a) - order(b) || Number(a.insertion_order) - Number(b.insertion_order));
  const kept = keptOf(first, 'x-card');
  const out: Record<string, Json> = { ...BOOK_DEFAULTS, ...kept, entries };
  if (first.keySpans.name) out.name = first.name;
  if (first.description !== '') out.description = first.description;
  return out;
}

export function exportCard(graph: AssetGraph, characterId: string, format: CardFormat): Record<string, Json> {
  const c = graph.characters.find((x) => x.id === characterId);
  if (!c) throw new Error(`no character ${characterId}`);
  const kept = keptOf(c, 'x-card');
  const data: Record<string, Json> = { ...(format === 'ccv3' ? CARD_V3_DATA_DEFAULTS : CARD_DATA_DEFAULTS) };
  for (const [k, v] of Object.entries(kept)) if (!BRIDGE_KEYS.includes(k)) data[k] = v;
  if (format === 'ccv2') for (const k of V3_ONLY) delete data[k];
  data.name = c.keySpans.name ? c.name : '';
  // the body, split back; texts kept as written are used again while the body still reads the same
  const body = bodyText(c.body);
  const keptTexts = {
    description: typeof kept.description === 'string' ? kept.description : '',
    personality: typeof kept.personality === 'string' ? kept.personality : '',
    scenario: typeof kept.scenario === 'string' ? kept.scenario : '',
  };
  const fromKept = composeBody({
    description: asBodyText(keptTexts.description),
    personality: asBodyText(keptTexts.personality),
    scenario: asBodyText(keptTexts.scenario),
  });
  const texts =
    ['description', 'personality', 'scenario'].some((k) => kept[k] !== undefined) && fromKept === body
      ? keptTexts
      : splitBody(body);
  Object.assign(data, texts);
  data.tags =
    kept.tags !== undefined &&
    sameJson(
      (kept.tags as Json[]).filter((t) => typeof t === 'string'),
      c.tags,
    )
      ? kept.tags
      : [...c.tags];
  const examples = c.examples?.text ?? '';
  data.mes_example =
    typeof kept.mes_example === 'string' && asBodyText(kept.mes_example) === examples ? kept.mes_example : examples;
  const worlds = c.worlds.flatMap((r) => graph.worlds.filter((w) => w.id === r.ref));
  const characterBook = book(graph, worlds, format);
  if (characterBook) data.character_book = characterBook;
  else delete data.character_book;
  const card: Record<string, Json> = {
    spec: format === 'ccv3' ? 'chara_card_v3' : 'chara_card_v2',
    spec_version: format === 'ccv3' ? '3.0' : '2.0',
    data,
  };
  const root = isRecord(kept.root) ? kept.root : {};
  const copies = Array.isArray(kept.rootCopies)
    ? kept.rootCopies.filter((k): k is string => typeof k === 'string')
    : [];
  for (const k of copies) if (data[k] !== undefined) card[k] = data[k] as Json;
  return { ...root, ...card };
}
