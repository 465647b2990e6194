/**
 * RisuAI's lorebook export (`{ type: "risu", ver: 1, data: [entry…] }`): which entry fields map
 * onto ours. Keys are one comma-separated string; `alwaysActive` is the constant flag, `comment`
 * the title, `insertorder` the order; `mode: "folder"` items are folders, not entries.
 */
import { BODY, field, finite, truthy } from '../entry/mapped.js';
import type { MappedField } from '../entry/mapped.js';
import { plainKeys, sourceKeys } from '../entry/keys.js';
import { risuKeyList } from '../entry/st-risu-fields.js';
import type { Json } from '../shared/same-json.js';

/** Keys as RisuAI writes them; the kept string's list, with the author's edits, joined again. */
const risuKeys = (v: readonly string[], kept: Json | undefined): Json => {
  const list = sourceKeys(typeof kept === 'string' ? risuKeyList(kept) : undefined, v);
  return list.join(', ');
};

export const RISU_MAPPED: readonly MappedField[] = [
  field(
    'key',
    'keys',
    (v) => plainKeys(risuKeyList(v)),
    (v, kept) => risuKeys(v, kept.key),
  ),
  field(
    'secondkey',
    'secondaryKeys',
    (v) => plainKeys(risuKeyList(v)),
    (v, kept) => risuKeys(v, kept.secondkey),
  ),
  field(
    'comment',
    'name',
    (v) => (typeof v === 'string' ? v : ''),
    (v) => v,
  ),
  BODY,
  field('alwaysActive', 'constant', truthy, (v) => v),
  field(
    'insertorder',
    'priority',
    (v) => finite(v, 100),
    (v) => v,
  ),
];
export const RISU_MAPPED_NAMES = new Set(RISU_MAPPED.map((m) => m.source));

/** A new entry's fields in RisuAI, left out of kept settings when equal. */
export const RISU_ENTRY_DEFAULTS: { readonly [key: string]: Json } = {
  key: '',
  secondkey: '',
  insertorder: 100,
  comment: '',
  content: '',
  mode: 'normal',
  alwaysActive: false,
  selective: false,
};

/** The bridge's own key in `x-risu`: the entry's place in the book (RisuAI has no id that orders). */
export const RISU_INDEX = 'index';
