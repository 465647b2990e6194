/**
 * Character Card V2 (`chara_card_v2`, spec_version 2.0) and V3 (`chara_card_v3`, 3.0, lorebook
 * `lorebook_v3`): the complete shapes (defaults of every field), used to read leniently and
 * write strictly, and which book entry fields map onto ours. Flags read as SillyTavern reads them
 * (`!entry.enabled`: a missing `enabled` is disabled there). docs/format.md "Import and export".
 */
import { BODY, CONSTANT, field, finite, truthy } from '../entry/mapped.js';
import type { MappedField, SourceEntry } from '../entry/mapped.js';
import { plainKeys, sourceKeys } from '../entry/keys.js';
import type { Json } from '../shared/same-json.js';

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

/** Fields only V3 defines: left out of a V2 card. */
export const V3_ONLY = [
  'group_only_greetings',
  'assets',
  'nickname',
  'creator_notes_multilingual',
  'source',
  'creation_date',
  'modification_date',
];

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

const str = (v: Json | undefined): string => (typeof v === 'string' ? v : '');
/** The title: `name`, else `comment` (the one SillyTavern reads and writes). */
const titleOf = (e: SourceEntry): string => str(e.name) || str(e.comment);
const orNothing = (v: string): string | undefined => (v === '' ? undefined : v);

/** Card book entries. Keys spelled SillyTavern's way (`key`) are read too; export writes the title to both `name` and `comment`. */
export const CARD_MAPPED: readonly MappedField[] = [
  field(
    'keys',
    'keys',
    (v, e) => plainKeys(v ?? e.key),
    (v, kept) => sourceKeys(kept.keys, v),
  ),
  field(
    'secondary_keys',
    'secondaryKeys',
    (v, e) => plainKeys(v ?? e.keysecondary),
    (v, kept) => (v.length > 0 || kept.secondary_keys !== undefined ? sourceKeys(kept.secondary_keys, v) : undefined),
  ),
  field('name', 'name', (_, e) => titleOf(e), orNothing),
  // SillyTavern writes `comment` always, and reads the title from it alone
  field(
    'comment',
    'name',
    (_, e) => titleOf(e),
    (v) => v,
  ),
  BODY,
  CONSTANT,
  field('enabled', 'enabled', truthy, (v) => v),
  field(
    'insertion_order',
    'priority',
    (v) => finite(v, 0),
    (v) => v,
  ),
];
export const CARD_MAPPED_NAMES = new Set(CARD_MAPPED.map((m) => m.source));
