import { distance } from 'fastest-levenshtein';

/** Case and separator folding, so `max_entries` finds `maxEntries` and `Astra` finds `astra`. */
function fold(s: string): string {
  return s.toLowerCase().replace(/[-_\s]/g, '');
}

/**
 * The candidate closest to `word` by Levenshtein distance, or null when none is close enough.
 *
 * Decision (docs/assets.md): words are compared after folding case and removing `-`, `_` and
 * spaces; a candidate qualifies when its distance is at most 1 for words of up to 3 characters,
 * else max(2, floor(length / 3)) of the longer word (so a swapped pair, `nmae`, still finds `name`). Ties go to the candidate first in code-unit order, so the answer is deterministic.
 * An exact match (the word itself) is never suggested.
 */
export function closestCandidate(word: string, candidates: Iterable<string>): string | null {
  const w = fold(word);
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const f = fold(c);
    const longer = Math.max(w.length, f.length);
    const limit = longer <= 3 ? 1 : Math.max(2, Math.floor(longer / 3));
    if (Math.abs(f.length - w.length) > limit) continue;
    const d = distance(w, f);
    if (d > limit) continue;
    if (d < bestDistance || (d === bestDistance && best !== null && c < best)) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}
