/**
 * Matching one entry against the query messages (docs/retrieval.md, "Matching" and "Score").
 *
 * - Keys, aliases and secondary keys are trimmed; blank ones are ignored.
 * - A key matches when its folded form is a substring of one folded message (never across two
 *   messages). Substring matching works for Chinese, Japanese and Korean, which have no spaces.
 * - Keys that fold to the same text count once; a key listed as both primary and secondary counts as
 *   primary.
 * - score = (distinct primary matches) + SECONDARY_WEIGHT × (distinct secondary matches), and the
 *   secondary part only counts when at least one primary key matched: secondary keys boost, they
 *   never trigger an entry on their own.
 */
import type { Entry } from '../assets/model.js';
import { foldForMatch } from './fold.js';

export const SECONDARY_WEIGHT = 0.5;

export type KeyKind = 'key' | 'alias' | 'secondary';

export interface MatchedKey {
  readonly kind: KeyKind;
  /** The key as the author wrote it (trimmed). */
  readonly key: string;
  /** Index (0-based) in the query messages of the first message it was found in. */
  readonly message: number;
}

export interface EntryMatch {
  readonly score: number;
  /** Distinct primary matches (keys and aliases). */
  readonly primary: number;
  /** Distinct secondary matches that counted (0 when no primary key matched). */
  readonly secondary: number;
  /** Every key found, secondary ones included even when they did not count (for the preview). */
  readonly matched: readonly MatchedKey[];
  /** True when the entry has at least one primary key or alias (so it can ever fire without `constant`). */
  readonly hasPrimary: boolean;
}

/** A key of an entry as matching sees it: trimmed as written, and folded. */
export interface KeyCandidate {
  readonly kind: KeyKind;
  readonly key: string;
  readonly folded: string;
}

/**
 * The distinct keys of an entry in the order matching tries them: keys, aliases, secondary keys;
 * blank ones dropped, a folded duplicate kept once with its first kind (so primary wins).
 */
export function entryKeys(entry: Entry): KeyCandidate[] {
  const out: KeyCandidate[] = [];
  const seen = new Set<string>();
  const lists: readonly [KeyKind, readonly string[]][] = [
    ['key', entry.keys],
    ['alias', entry.aliases],
    ['secondary', entry.secondaryKeys],
  ];
  for (const [kind, list] of lists) {
    for (const raw of list) {
      if (typeof raw !== 'string') continue;
      const key = raw.trim();
      if (key === '') continue;
      const folded = foldForMatch(key);
      if (folded === '' || seen.has(folded)) continue;
      seen.add(folded);
      out.push({ kind, key, folded });
    }
  }
  return out;
}

/** Match one entry against messages already passed through `foldForMatch` (`keys`: its `entryKeys`, when known). */
export function matchEntry(
  entry: Entry,
  foldedMessages: readonly string[],
  keys: readonly KeyCandidate[] = entryKeys(entry),
): EntryMatch {
  const matched: MatchedKey[] = [];
  let primary = 0;
  let secondary = 0;
  for (const k of keys) {
    const message = foldedMessages.findIndex((m) => m.includes(k.folded));
    if (message < 0) continue;
    matched.push({ kind: k.kind, key: k.key, message });
    if (k.kind === 'secondary') secondary++;
    else primary++;
  }
  const counted = primary > 0 ? secondary : 0;
  return {
    score: primary + SECONDARY_WEIGHT * counted,
    primary,
    secondary: counted,
    matched,
    hasPrimary: keys.some((k) => k.kind !== 'secondary'),
  };
}
