/** Deterministic keys and order for the behaviour diff (so `diff(a, b)` and `diff(b, a)` line up). */
import type { JsonValue } from '../routing/model/types.js';
import { compareText } from '../common/compare.js';

/** JSON with object keys sorted: equal values give equal text whatever their key order. */
export function canonicalJson(value: JsonValue | undefined): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const o = value as { readonly [k: string]: JsonValue };
  return `{${Object.keys(o)
    .sort(compareText)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
    .join(',')}}`;
}
