/**
 * A character -> Character Card V3 (`chara_card_v3` 3.0) or V2 (`chara_card_v2` 2.0): every
 * required field present (strict), kept fields restored, the character's worlds as its book. In
 * parts (`cardParts`, and each world's `worldBookEntries`), so the catalog can ship each world's
 * part of the book once and assemble a card in the browser (assemble.ts).
 */
import type { AssetGraph, Character, World } from '../../assets/model.js';
import { keptOf } from '../entry/our-entry.js';
import { asBodyText, bodyText } from '../shared/markdown.js';
import type { Json } from '../shared/same-json.js';
import { isRecord, sameJson } from '../shared/same-json.js';
import { composeBody, splitBody } from './body.js';
import { assembleCard } from './assemble.js';
import type { CardParts } from './assemble.js';
import { bookHead, inFormat, worldBookEntries } from './book-write.js';
import type { CardFormat } from './book-write.js';
import { CARD_DATA_DEFAULTS, CARD_V3_DATA_DEFAULTS, V3_ONLY } from './fields.js';
import { setOwn } from '../../common/own.js';

/** The bridge's own keys in a character's `x-card`. */
const BRIDGE_KEYS = ['root', 'rootCopies'];

/** description, personality and scenario: as kept while the body still reads the same, else split from the body. */
function cardTexts(c: Character, kept: Record<string, Json>): Record<string, Json> {
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
  const keptAny = ['description', 'personality', 'scenario'].some((k) => kept[k] !== undefined);
  return keptAny && fromKept === body ? keptTexts : { ...splitBody(body) };
}

/**
 * A book's `token_budget` and `scan_depth` as the character's budgets say them: the kept value
 * while the character's `worldEntries` / `recentMessages` still equal what the import set, the
 * character's own value when its file sets a different one.
 */
function bookBudgets(c: Character, book: Record<string, Json>): void {
  const pairs = [
    ['token_budget', 'worldEntries'],
    ['scan_depth', 'recentMessages'],
  ] as const;
  for (const [field, budget] of pairs) {
    if (c.budgets.source[budget] === 'default') continue;
    const value = c.budgets.values[budget];
    if (book[field] !== value) book[field] = value;
  }
}

/** The card for `c` with no book yet: `data.character_book` is filled by `assembleCard`. */
export function cardWithoutBook(c: Character, format: CardFormat): Record<string, Json> {
  const kept = keptOf(c, 'x-card');
  const data: Record<string, Json> = { ...(format === 'ccv3' ? CARD_V3_DATA_DEFAULTS : CARD_DATA_DEFAULTS) };
  for (const [k, v] of Object.entries(kept)) if (!BRIDGE_KEYS.includes(k)) setOwn(data, k, v);
  if (format === 'ccv2') for (const k of V3_ONLY) delete data[k];
  // a card needs a name: a character without one is named by its id (the loader's default)
  data.name = c.name;
  Object.assign(data, cardTexts(c, kept));
  const tags = isRecord(kept) && Array.isArray(kept.tags) ? kept.tags : undefined;
  data.tags =
    tags !== undefined &&
    sameJson(
      tags.filter((t) => typeof t === 'string'),
      c.tags,
    )
      ? tags
      : [...c.tags];
  const examples = c.examples?.text ?? '';
  data.mes_example =
    typeof kept.mes_example === 'string' && asBodyText(kept.mes_example) === examples ? kept.mes_example : examples;
  delete data.character_book;
  const card: Record<string, Json> = {
    spec: format === 'ccv3' ? 'chara_card_v3' : 'chara_card_v2',
    spec_version: format === 'ccv3' ? '3.0' : '2.0',
    data,
  };
  const root = isRecord(kept.root) ? kept.root : {};
  return { ...root, ...card };
}

/** Which top-level copies of `data` fields the card carries (a V1 reader's view). */
function rootCopies(c: Character): string[] {
  const copies = keptOf(c, 'x-card').rootCopies;
  return Array.isArray(copies) ? copies.filter((k): k is string => typeof k === 'string') : [];
}

/** The worlds a character reads, each once, in the order it names them. */
export function worldsOf(graph: AssetGraph, c: Character): World[] {
  const ids = [...new Set(c.worlds.map((r) => r.ref))];
  return ids.flatMap((id) => graph.worlds.filter((w) => w.id === id));
}

/** Everything of the card but its book's entries (assemble.ts puts them in). */
export function cardParts(graph: AssetGraph, c: Character, format: CardFormat): CardParts {
  const head = bookHead(worldsOf(graph, c)[0]);
  if (head) bookBudgets(c, head);
  return { card: cardWithoutBook(c, format), book: head, rootCopies: rootCopies(c) };
}

export function exportCard(graph: AssetGraph, characterId: string, format: CardFormat): Record<string, Json> {
  const c = graph.characters.find((x) => x.id === characterId);
  if (!c) throw new Error(`no character ${characterId}`);
  const parts = worldsOf(graph, c).map((w) => inFormat(worldBookEntries(graph, w), format));
  return assembleCard(cardParts(graph, c, format), parts);
}
