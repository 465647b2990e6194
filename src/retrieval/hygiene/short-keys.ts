/** `entry.short-key`: a primary key of one character, or of two Latin letters or digits (docs/retrieval.md "Key hygiene"). */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { shortKey } from '../../diagnostics/codes/entry/short-key.js';
import { keyPlace, type WorldKey } from './world-keys.js';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const TWO_LETTERS_OR_DIGITS = /^[\p{L}\p{N}]{2}$/u;

/** Whether a folded key is too short to name one thing: one character, or two letters or digits of a non-CJK script. */
export function isShortKey(folded: string): boolean {
  if (folded.length > 4) return false; // two code points are at most four UTF-16 units
  const chars = [...folded].length;
  if (chars === 1) return true;
  return chars === 2 && TWO_LETTERS_OR_DIGITS.test(folded) && !CJK.test(folded);
}

export function checkShortKeys(keys: readonly WorldKey[], out: Diagnostic[]): void {
  for (const k of keys) {
    if (!isShortKey(k.folded)) continue;
    out.push(
      report(
        shortKey,
        keyPlace(k),
        { id: k.entry.id, key: k.key, field: k.field },
        { key: `${k.entry.world}:${k.entry.id}:${k.folded}` },
      ),
    );
  }
}
