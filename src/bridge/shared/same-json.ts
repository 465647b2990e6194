/** JSON values compared as JSON: key order ignored, array order kept. */
import { setOwn } from '../../common/own.js';
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

export function isRecord(v: unknown): v is { [key: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A copy with object keys sorted, for printing and comparing normalised JSON. */
export function normaliseJson(v: unknown): Json {
  if (Array.isArray(v)) return v.map(normaliseJson);
  if (isRecord(v)) {
    const out: { [key: string]: Json } = {};
    for (const k of Object.keys(v).sort()) setOwn(out, k, normaliseJson(v[k]));
    return out;
  }
  return v as Json;
}
