/**
 * An entry between its two SillyTavern shapes, as SillyTavern itself converts it: a World Info
 * entry becomes a card book entry when a character linked to a World Info book is saved (its
 * fields under the card entry's `extensions`, by SillyTavern's names), and a card book entry
 * becomes a World Info entry through "Import Card Lore" (the title from `comment`, `selective`
 * off, a missing `position` after the character, a missing `enabled` disabled). Both directions
 * are one table, so every field that survives one survives the other; `characterFilter` is
 * carried as `extensions.character_filter` too, which SillyTavern does not read from a card
 * (docs/format.md "Import and export": "Between World Info and card form").
 */
import { isRegexKey } from '../../assets/kept-activation.js';
import type { Json } from '../shared/same-json.js';
import { isRecord, sameJson } from '../shared/same-json.js';
import { truthy } from './mapped.js';

/**
 * SillyTavern's World Info entry template: every field and its default. A field equal to its
 * default is not kept by an import and is filled back by export.
 */
export const ST_ENTRY_DEFAULTS: { readonly [key: string]: Json } = {
  key: [],
  keysecondary: [],
  comment: '',
  content: '',
  constant: false,
  vectorized: false,
  selective: true,
  selectiveLogic: 0,
  addMemo: false,
  order: 100,
  position: 0,
  disable: false,
  ignoreBudget: false,
  excludeRecursion: false,
  preventRecursion: false,
  matchPersonaDescription: false,
  matchCharacterDescription: false,
  matchCharacterPersonality: false,
  matchCharacterDepthPrompt: false,
  matchScenario: false,
  matchCreatorNotes: false,
  delayUntilRecursion: false,
  probability: 100,
  useProbability: true,
  depth: 4,
  outletName: '',
  group: '',
  groupOverride: false,
  groupWeight: 100,
  scanDepth: null,
  caseSensitive: null,
  matchWholeWords: null,
  useGroupScoring: null,
  automationId: '',
  role: null,
  sticky: null,
  cooldown: null,
  delay: null,
  triggers: [],
};

/** World Info fields and their names under a card book entry's `extensions`. */
export const ST_CARD_EXTENSIONS: readonly (readonly [st: string, card: string])[] = [
  ['position', 'position'],
  ['excludeRecursion', 'exclude_recursion'],
  ['displayIndex', 'display_index'],
  ['probability', 'probability'],
  ['useProbability', 'useProbability'],
  ['depth', 'depth'],
  ['selectiveLogic', 'selectiveLogic'],
  ['outletName', 'outlet_name'],
  ['group', 'group'],
  ['groupOverride', 'group_override'],
  ['groupWeight', 'group_weight'],
  ['preventRecursion', 'prevent_recursion'],
  ['delayUntilRecursion', 'delay_until_recursion'],
  ['scanDepth', 'scan_depth'],
  ['matchWholeWords', 'match_whole_words'],
  ['useGroupScoring', 'use_group_scoring'],
  ['caseSensitive', 'case_sensitive'],
  ['automationId', 'automation_id'],
  ['role', 'role'],
  ['vectorized', 'vectorized'],
  ['sticky', 'sticky'],
  ['cooldown', 'cooldown'],
  ['delay', 'delay'],
  ['matchPersonaDescription', 'match_persona_description'],
  ['matchCharacterDescription', 'match_character_description'],
  ['matchCharacterPersonality', 'match_character_personality'],
  ['matchCharacterDepthPrompt', 'match_character_depth_prompt'],
  ['matchScenario', 'match_scenario'],
  ['matchCreatorNotes', 'match_creator_notes'],
  ['triggers', 'triggers'],
  ['ignoreBudget', 'ignore_budget'],
  ['characterFilter', 'character_filter'],
];
const CARD_EXTENSION_NAMES = new Set(ST_CARD_EXTENSIONS.map(([, card]) => card));

/**
 * World Info fields from what a card entry kept: its `extensions` by SillyTavern's names, its
 * `id`, `selective` and `position` as "Import Card Lore" reads them, kept key lists and titles.
 * The mapped fields themselves (keys, title, content…) come from our entry at export.
 */
export function stFromCard(card: { readonly [key: string]: Json }): Record<string, Json> {
  const st: Record<string, Json> = {};
  const ext = isRecord(card.extensions) ? card.extensions : {};
  for (const [stName, cardName] of ST_CARD_EXTENSIONS) if (ext[cardName] !== undefined) st[stName] = ext[cardName];
  const other = Object.fromEntries(Object.entries(ext).filter(([k]) => !CARD_EXTENSION_NAMES.has(k)));
  if (Object.keys(other).length > 0) st.extensions = other;
  if (card.id !== undefined) st.uid = card.id;
  if (card.keys !== undefined) st.key = card.keys;
  if (card.secondary_keys !== undefined) st.keysecondary = card.secondary_keys;
  if (card.comment !== undefined) st.comment = card.comment;
  if (card.insertion_order !== undefined) st.order = card.insertion_order;
  st.selective = truthy(card.selective);
  if (st.position === undefined) st.position = card.position === 'before_char' ? 0 : 1;
  return st;
}

/**
 * A complete card book entry from a complete World Info entry: the entry-level fields, and the
 * SillyTavern settings under `extensions` (those equal to SillyTavern's defaults left out, which
 * "Import Card Lore" fills back; `position` always, since a card entry without it reads as after
 * the character). The title goes to both `comment` (what SillyTavern reads) and `name`.
 */
export function cardFromSt(st: { readonly [key: string]: Json }): Record<string, Json> {
  const extensions: Record<string, Json> = isRecord(st.extensions) ? { ...st.extensions } : {};
  for (const [stName, cardName] of ST_CARD_EXTENSIONS) {
    // the entry's own value wins over a stale copy in `extensions`, as in SillyTavern's converter
    const v = st[stName];
    if (v !== undefined && !sameJson(v, ST_ENTRY_DEFAULTS[stName])) extensions[cardName] = v;
    else delete extensions[cardName];
  }
  const position = typeof st.position === 'number' ? st.position : 0;
  extensions.position = st.position ?? 0;
  const keys = Array.isArray(st.key) ? st.key : [];
  const title = typeof st.comment === 'string' ? st.comment : '';
  const card: Record<string, Json> = {};
  if (st.uid !== undefined) card.id = st.uid;
  Object.assign(card, {
    keys,
    secondary_keys: Array.isArray(st.keysecondary) ? st.keysecondary : [],
    comment: title,
    ...(title === '' ? {} : { name: title }),
    content: typeof st.content === 'string' ? st.content : '',
    constant: truthy(st.constant),
    selective: truthy(st.selective),
    insertion_order: typeof st.order === 'number' ? st.order : 100,
    enabled: !truthy(st.disable),
    position: position === 0 ? 'before_char' : 'after_char',
    use_regex: keys.some((k) => typeof k === 'string' && isRegexKey(k)),
    extensions,
  });
  return card;
}
