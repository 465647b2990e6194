/**
 * The public formats' complete shapes (defaults of every field), used to read leniently and write
 * strictly: a kept value equal to its default is not written into frontmatter (readable files),
 * and export fills every field back (complete, spec-valid output).
 *
 * SillyTavern World Info: `{ entries: { "<uid>": entry } }`, the entry fields of SillyTavern's
 * world-info editor. Character Card V2 (`chara_card_v2`, spec_version 2.0) and V3 (`chara_card_v3`,
 * 3.0, lorebook `lorebook_v3`). docs/format.md "Import and export" has the field-by-field table.
 */
import type { Json } from './same-json.js';

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
  delayUntilRecursion: false,
  probability: 100,
  useProbability: true,
  depth: 4,
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
};

/** Always kept for a SillyTavern entry, default or not: its identity and its place in the editor. */
export const ST_ALWAYS_KEPT = ['uid', 'displayIndex'];

export const CARD_DATA_DEFAULTS: { readonly [key: string]: Json } = {
  name: '',
  description: '',
  personality: '',
  scenario: '',
  first_mes: '',
  mes_example: '',
  creator_notes: '',
  system_prompt: '',
  post_history_instructions: '',
  alternate_greetings: [],
  tags: [],
  creator: '',
  character_version: '',
  extensions: {},
};

/** V3 adds a required `group_only_greetings`; its optional fields have no default. */
export const CARD_V3_DATA_DEFAULTS: { readonly [key: string]: Json } = {
  ...CARD_DATA_DEFAULTS,
  group_only_greetings: [],
};

export const BOOK_DEFAULTS: { readonly [key: string]: Json } = { extensions: {}, entries: [] };

export const BOOK_ENTRY_DEFAULTS: { readonly [key: string]: Json } = {
  keys: [],
  content: '',
  extensions: {},
  enabled: true,
  insertion_order: 0,
};

/** V3 makes `use_regex` required (and `constant` expected). */
export const BOOK_ENTRY_V3_DEFAULTS: { readonly [key: string]: Json } = {
  ...BOOK_ENTRY_DEFAULTS,
  use_regex: false,
  constant: false,
};

/**
 * SillyTavern's World Info fields and their names in a card book entry's `extensions`, as
 * SillyTavern itself writes them when a World Info book becomes a card's book (and back).
 */
export const ST_TO_CARD_EXTENSION: { readonly [st: string]: string } = {
  position: 'position',
  excludeRecursion: 'exclude_recursion',
  displayIndex: 'display_index',
  probability: 'probability',
  useProbability: 'useProbability',
  depth: 'depth',
  selectiveLogic: 'selectiveLogic',
  group: 'group',
  groupOverride: 'group_override',
  groupWeight: 'group_weight',
  preventRecursion: 'prevent_recursion',
  delayUntilRecursion: 'delay_until_recursion',
  scanDepth: 'scan_depth',
  matchWholeWords: 'match_whole_words',
  useGroupScoring: 'use_group_scoring',
  caseSensitive: 'case_sensitive',
  automationId: 'automation_id',
  role: 'role',
  vectorized: 'vectorized',
  sticky: 'sticky',
  cooldown: 'cooldown',
  delay: 'delay',
};

/** SillyTavern's `position` numbers and a card entry's two named positions. */
export const CARD_POSITION: { readonly [n: number]: 'before_char' | 'after_char' } = {
  0: 'before_char',
  1: 'after_char',
};
