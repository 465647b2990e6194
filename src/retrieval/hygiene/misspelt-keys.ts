/**
 * `entry.misspelt-key`: a key one typo away from a word of its own entry's name, which the name
 * itself does not contain (docs/retrieval.md "Key hygiene"). Authors copy keys from the name; a key
 * that differs from it by one typo is most often a slip, and a misspelt key never fires on the name
 * as people write it. A typo is two neighbouring characters swapped; in a key without CJK also one
 * letter replaced, added or dropped (Chinese names that differ by one character, 许辰 and 许云辰,
 * are usually two people). Only the name is searched (short: the check stays linear in the number
 * of keys), and only keys of at least 3 characters (4 without CJK).
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { misspeltKey } from '../../diagnostics/codes/entry/misspelt-key.js';
import { foldForMatch } from '../fold.js';
import { CJK } from './long-keys.js';
import { keyPlace, type WorldKey } from './world-keys.js';

const MIN_LENGTH = { cjk: 3, other: 4 } as const;

/** a and b (arrays of characters of one length) differ by one swap of neighbours. */
function swapped(a: readonly string[], b: readonly string[]): boolean {
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && diff.push(i) > 2) return false;
  const [i, j] = diff as [number, number];
  return diff.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

/**
 * A typo replaces, adds or drops a letter: a space, a digit or a sign written or left out between
 * two words (`keeper1008` for `keeper 1008`) is a way of writing the key, not a slip of the hand.
 */
const LETTER = /^\p{L}$/u;

/** a and b (arrays of characters of one length) differ by one letter replaced or one swap of neighbours. */
function oneApartSameLength(a: readonly string[], b: readonly string[]): boolean {
  const at = a.flatMap((c, i) => (c !== b[i] ? [i] : []));
  if (at.length === 1) return LETTER.test(a[at[0] as number] as string) && LETTER.test(b[at[0] as number] as string);
  return swapped(a, b);
}

/** `longer` is `shorter` with one letter inserted. */
function oneInserted(shorter: readonly string[], longer: readonly string[]): boolean {
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  for (let j = i; j < shorter.length; j++) if (shorter[j] !== longer[j + 1]) return false;
  return LETTER.test(longer[i] as string);
}

/** The word of `name` (any run of its characters) one typo away from `key`, or null. */
export function nearMissIn(key: readonly string[], name: readonly string[], cjk: boolean): string | null {
  if (cjk) {
    for (let at = 0; at + key.length <= name.length; at++) {
      const word = name.slice(at, at + key.length);
      if (swapped(key, word)) return word.join('');
    }
    return null;
  }
  for (const size of [key.length, key.length - 1, key.length + 1]) {
    for (let at = 0; at + size <= name.length; at++) {
      const word = name.slice(at, at + size);
      const near =
        size === key.length
          ? oneApartSameLength(key, word)
          : size < key.length
            ? oneInserted(word, key)
            : oneInserted(key, word);
      if (near) return word.join('');
    }
  }
  return null;
}

export function checkMisspeltKeys(keys: readonly WorldKey[], out: Diagnostic[]): void {
  // an entry's keys come together: its name folded once for all of them
  const names = new Map<WorldKey['entry'], string>();
  for (const k of keys) {
    // a name the author wrote (without one, the name is the file's id, not a spelling to copy)
    if (k.entry.keySpans['name'] === undefined) continue;
    const key = [...k.folded];
    const cjk = CJK.test(k.folded);
    if (key.length < MIN_LENGTH[cjk ? 'cjk' : 'other']) continue;
    let name = names.get(k.entry);
    if (name === undefined) names.set(k.entry, (name = foldForMatch(k.entry.name)));
    if (name.includes(k.folded)) continue;
    const near = nearMissIn(key, [...name], cjk);
    if (near === null) continue;
    out.push(
      report(
        misspeltKey,
        keyPlace(k),
        { id: k.entry.id, key: k.key, field: k.field, near },
        { key: `${k.entry.world}:${k.entry.id}:${k.folded}` },
      ),
    );
  }
}
