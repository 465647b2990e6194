/**
 * One table per source format says which of its entry fields map onto ours, both ways. Import:
 * `toOurs`; a value that does not come back exactly through `toSource` is kept as written too.
 * Export: the kept value is used again while our field still reads as it did at import (the
 * author did not edit it), else our field is converted, the kept value at hand (a key list keeps
 * its regex keys through an edit: keys.ts). So an untouched round trip is exact and an edit is
 * never overridden by a stale copy, nor does it drop what it did not touch.
 */
import type { Json } from '../shared/same-json.js';
import { sameJson } from '../shared/same-json.js';
import { asBodyText } from '../shared/markdown.js';

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

export type SourceEntry = { readonly [key: string]: Json };

export interface MappedField {
  readonly source: string;
  readonly target: keyof OurEntry;
  toOurs(value: Json | undefined, entry: SourceEntry): OurEntry[keyof OurEntry];
  /** undefined: the field is optional and left out (an empty name, no secondary keys). */
  toSource(value: OurEntry[keyof OurEntry], kept: SourceEntry): Json | undefined;
}

export function field<K extends keyof OurEntry>(
  source: string,
  target: K,
  toOurs: (v: Json | undefined, e: SourceEntry) => OurEntry[K],
  toSource: (v: OurEntry[K], kept: SourceEntry) => Json | undefined,
): MappedField {
  return { source, target, toOurs, toSource: toSource as MappedField['toSource'] };
}

/** JavaScript's truthiness, as the apps read their flags (`!entry.enabled`, `entry.constant || false`). */
export const truthy = (v: Json | undefined): boolean =>
  v !== undefined && v !== null && v !== false && v !== 0 && v !== '';
export const text = (v: Json | undefined): string => (typeof v === 'string' ? asBodyText(v) : '');
export const finite = (v: Json | undefined, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** The body and the always-on flag read the same in every format. */
export const BODY = field('content', 'body', text, (v) => v);
export const CONSTANT = field('constant', 'constant', truthy, (v) => v);

export interface SplitEntry {
  readonly ours: OurEntry;
  /** Mapped source fields whose value did not come back exactly: kept as written. */
  readonly inexact: { readonly [source: string]: Json };
  /** Mapped source fields that were absent (their default was used). */
  readonly absent: readonly string[];
}

export function toOurs(table: readonly MappedField[], entry: SourceEntry): SplitEntry {
  const ours: Record<string, unknown> = {};
  const inexact: Record<string, Json> = {};
  const absent: string[] = [];
  for (const m of table) {
    const v = entry[m.source];
    const mine = m.toOurs(v, entry);
    ours[m.target] = mine;
    if (v === undefined) absent.push(m.source);
    // what export would write with nothing kept: a value it would not give back is kept as written
    else if (!sameJson(m.toSource(mine, {}), v)) inexact[m.source] = v;
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
