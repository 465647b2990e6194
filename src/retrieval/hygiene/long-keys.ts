/** `entry.long-key`: a primary key longer than a message would hold word for word (docs/retrieval.md "Key hygiene"). */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { longKey } from '../../diagnostics/codes/entry/long-key.js';
import { keyPlace, type WorldKey } from './world-keys.js';

/** A character of Chinese, Japanese or Korean (a key with one is read by the CJK limits). */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** The longest key, in characters, a message plausibly holds verbatim: with CJK in it, and without. */
export const LONG_KEY_LIMITS = { cjk: 12, other: 40 } as const;

/** The limit a folded key is over, or null when it is within it. */
export function longKeyLimit(folded: string): { length: number; limit: number } | null {
  if (folded.length <= LONG_KEY_LIMITS.cjk) return null; // no key of at most 12 UTF-16 units is over either limit
  const length = [...folded].length;
  const limit = CJK.test(folded) ? LONG_KEY_LIMITS.cjk : LONG_KEY_LIMITS.other;
  return length > limit ? { length, limit } : null;
}

export function checkLongKeys(keys: readonly WorldKey[], out: Diagnostic[]): void {
  for (const k of keys) {
    const over = longKeyLimit(k.folded);
    if (over === null) continue;
    out.push(
      report(
        longKey,
        keyPlace(k),
        { id: k.entry.id, key: k.key, field: k.field, ...over },
        { key: `${k.entry.world}:${k.entry.id}:${k.folded}` },
      ),
    );
  }
}
