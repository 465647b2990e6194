/**
 * SillyTavern World Info (`{ entries: { "<uid>": entry } }`): which entry fields map onto ours.
 * The keys SillyTavern runs as regular expressions stay in the kept list (entry/keys.ts); flags
 * read as SillyTavern reads them (`disable` and `constant` by truthiness). docs/format.md
 * "Import and export" has the field-by-field table.
 */
import { BODY, CONSTANT, field, finite, truthy } from '../entry/mapped.js';
import type { MappedField } from '../entry/mapped.js';
import { plainKeys, sourceKeys } from '../entry/keys.js';

/** Always kept for a SillyTavern entry, default or not: its identity and its place in the editor. */
export const ST_ALWAYS_KEPT = ['uid', 'displayIndex'];

export const ST_MAPPED: readonly MappedField[] = [
  field('key', 'keys', plainKeys, (v, kept) => sourceKeys(kept.key, v)),
  field('keysecondary', 'secondaryKeys', plainKeys, (v, kept) => sourceKeys(kept.keysecondary, v)),
  field(
    'comment',
    'name',
    (v) => (typeof v === 'string' ? v : ''),
    (v) => v,
  ),
  BODY,
  CONSTANT,
  field(
    'disable',
    'enabled',
    (v) => !truthy(v),
    (v) => !v,
  ),
  field(
    'order',
    'priority',
    (v) => finite(v, 100),
    (v) => v,
  ),
];
export const ST_MAPPED_NAMES = new Set(ST_MAPPED.map((m) => m.source));
