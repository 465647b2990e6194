/**
 * A RisuAI lorebook entry's kept settings in World Info's names, as SillyTavern converts a RisuAI
 * book on import: keys split at commas, `selective` as written (RisuAI: the secondary keys must
 * match too), `activationPercent` as the probability, placed before the character.
 */
import type { Json } from '../shared/same-json.js';
import { isRecord } from '../shared/same-json.js';
import { truthy } from './mapped.js';

/** RisuAI writes a key list as one string, `a, b, c`. */
export function risuKeyList(v: Json | undefined): string[] {
  if (typeof v !== 'string') return [];
  return v
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

export function stFromRisu(risu: { readonly [key: string]: Json }): Record<string, Json> {
  const st: Record<string, Json> = { selective: truthy(risu.selective), position: 0 };
  if (risu.key !== undefined) st.key = risuKeyList(risu.key);
  if (risu.secondkey !== undefined) st.keysecondary = risuKeyList(risu.secondkey);
  if (typeof risu.activationPercent === 'number') st.probability = risu.activationPercent;
  if (isRecord(risu.extentions) && risu.extentions.risu_case_sensitive === true) st.caseSensitive = true;
  return st;
}
