/**
 * One table per source format says which of its entry fields map onto ours, both ways. Import:
 * `toOurs`; a value that does not come back exactly through `toSource` is kept as written too.
 * Export: the kept value is used again while our field still reads as it did at import (the
 * author did not edit it), else our field is converted. So an untouched round trip is exact and
 * an edit is never overridden by a stale copy.
 */
import { REGEX_KEY } from '../assets/kept-activation.js';
import type { Json } from './same-json.js';
import { sameJson } from './same-json.js';
import { asBodyText } from './markdown.js';

/** The fields of ours an entry maps onto. */
export interface OurEntry {
  readonly keys: readonly string[];
  readonly secondaryKeys: readonly string[];
  readonly name: string;
  readonly body: string;
  readonly constant: boolean;
  readonly enabled: boolean;
  readonly priority: number;
}

type Source = { readonly [key: string]: Json };

export interface MappedField {
  readonly source: string;
  readonly target: keyof OurEntry;
  toOurs(value: Json | undefined, entry: Source): OurEntry[keyof OurEntry];
  /** undefined: the field is optional and left out (an empty name, no secondary keys). */
  toSource(value: OurEntry[keyof OurEntry], entry: Source): Json | undefined;
}

const strings = (v: Json | undefined, regex: boolean): string[] => {
  const list = Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? [v] : [];
  return list.filter((k): k is string => typeof k === 'string' && (!regex || !REGEX_KEY.test(k)));
};
const text = (v: Json | undefined): string => (typeof v === 'string' ? asBodyText(v) : '');
const finite = (v: Json | undefined, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

function field<K extends keyof OurEntry>(
  source: string,
  target: K,
  toOurs: (v: Json | undefined, e: Source) => OurEntry[K],
  toSource: (v: OurEntry[K], e: Source) => Json | undefined,
): MappedField {
  return { source, target, toOurs, toSource: toSource as MappedField['toSource'] };
}

/** The body and the always-on flag read the same in every format. */
const BODY = field('content', 'body', text, (v) => v);
const CONSTANT = field(
  'constant',
  'constant',
  (v) => v === true,
  (v) => v,
);

/** SillyTavern World Info: keys written `/…/flags` are regular expressions there, not ours. */
export const ST_MAPPED: readonly MappedField[] = [
  field(
    'key',
    'keys',
    (v) => strings(v, true),
    (v) => [...v],
  ),
  field(
    'keysecondary',
    'secondaryKeys',
    (v) => strings(v, true),
    (v) => [...v],
  ),
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
    (v) => v !== true,
    (v) => !v,
  ),
  field(
    'order',
    'priority',
    (v) => finite(v, 100),
    (v) => v,
  ),
];

/** Character Card V2/V3 lorebook entries: with `use_regex: true` every key is a pattern. */
export const CARD_MAPPED: readonly MappedField[] = [
  field(
    'keys',
    'keys',
    (v, e) => (e.use_regex === true ? [] : strings(v, false)),
    (v) => [...v],
  ),
  field(
    'secondary_keys',
    'secondaryKeys',
    (v, e) => (e.use_regex === true ? [] : strings(v, false)),
    (v) => (v.length > 0 ? [...v] : undefined),
  ),
  field(
    'name',
    'name',
    (v) => (typeof v === 'string' ? v : ''),
    (v) => (v === '' ? undefined : v),
  ),
  BODY,
  CONSTANT,
  field(
    'enabled',
    'enabled',
    (v) => v !== false,
    (v) => v,
  ),
  field(
    'insertion_order',
    'priority',
    (v) => finite(v, 0),
    (v) => v,
  ),
];

export interface SplitEntry {
  readonly ours: OurEntry;
  /** Mapped source fields whose value did not come back exactly: kept as written. */
  readonly inexact: { readonly [source: string]: Json };
  /** Mapped source fields that were absent (their default was used). */
  readonly absent: readonly string[];
}

export function toOurs(table: readonly MappedField[], entry: Source): SplitEntry {
  const ours: Record<string, unknown> = {};
  const inexact: Record<string, Json> = {};
  const absent: string[] = [];
  for (const m of table) {
    const v = entry[m.source];
    const mine = m.toOurs(v, entry);
    ours[m.target] = mine;
    if (v === undefined) absent.push(m.source);
    else if (!sameJson(m.toSource(mine, entry), v)) inexact[m.source] = v;
  }
  return { ours: ours as unknown as OurEntry, inexact, absent };
}

/** The mapped source fields for `ours`, preferring a kept value our field still agrees with. */
export function toSource(
  table: readonly MappedField[],
  ours: OurEntry,
  kept: { readonly [key: string]: Json },
): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const m of table) {
    const k = kept[m.source];
    const v = k !== undefined && sameJson(m.toOurs(k, kept), ours[m.target]) ? k : m.toSource(ours[m.target], kept);
    if (v !== undefined) out[m.source] = v;
  }
  return out;
}
