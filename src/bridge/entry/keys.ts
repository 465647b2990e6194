/**
 * Key lists between the apps and ours. A key is a regular expression only where SillyTavern
 * takes it as one (`isRegexKey`, src/assets/kept-activation.ts); those, and anything that is not
 * a string, have no place in our `keys` and stay in the kept list. Export writes the kept list
 * back with the author's edits applied to its plain keys: an edit never drops a regex key.
 */
import { isRegexKey } from '../../assets/kept-activation.js';
import type { Json } from '../shared/same-json.js';

/** A list as the apps write it: a list, or (leniently) one string. */
const listOf = (v: Json | undefined): readonly Json[] =>
  Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? [v] : [];

const isPlain = (k: Json): k is string => typeof k === 'string' && !isRegexKey(k);

/** The keys of `v` that are ours: plain strings, in order. */
export function plainKeys(v: Json | undefined): string[] {
  return listOf(v).filter(isPlain);
}

/**
 * The source's key list for `ours`: the kept list's other keys (regex, non-strings) where they
 * were, its plain keys while the author keeps them, and the author's new keys at the end.
 */
export function sourceKeys(kept: Json | undefined, ours: readonly string[]): Json[] {
  if (!Array.isArray(kept)) return [...ours];
  const left = [...ours];
  const out: Json[] = [];
  for (const k of kept) {
    if (!isPlain(k)) out.push(k);
    else {
      const i = left.indexOf(k);
      if (i >= 0) {
        out.push(k);
        left.splice(i, 1);
      }
    }
  }
  return [...out, ...left];
}
