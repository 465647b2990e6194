/**
 * Why a quote is not a verbatim substring, in the author's terms (docs/turn.md "Quotes"). The checks
 * run in this order and the first that explains the miss wins:
 * - `quotation-marks`: it matches once the quotation marks around it are removed (「」, “”, "…");
 * - `whitespace`: it matches once runs of whitespace are collapsed on both sides;
 * - `punctuation`: it matches once both sides are NFKC-folded (，vs , ；vs ; full-width letters);
 * - `spliced`: it is two verbatim fragments (each at least 2 characters) that are not adjacent;
 * - `paraphrase`: none of the above.
 */
export type QuoteDiff = 'quotation-marks' | 'whitespace' | 'punctuation' | 'spliced' | 'paraphrase';

const QUOTE_MARKS = /^[「『“‘"'《〈﹁﹃【]+|[」』”’"'》〉﹂﹄】]+$/gu;

function collapse(s: string): string {
  return s.replace(/\s+/gu, ' ').trim();
}

function fold(s: string): string {
  return s.normalize('NFKC');
}

/** The longest `k` such that `piece(k)` occurs in `text`, for a `piece` that only grows with `k`. */
function longestIn(text: string, max: number, piece: (k: number) => string): number {
  // a shorter prefix (or suffix) of a piece that occurs occurs too: binary search on k
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (text.includes(piece(mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Two verbatim fragments, each at least 2 characters: some split `k` has the quote's first `k`
 * characters and its last `m - k` in the text. With the longest prefix `p` and the longest suffix
 * `s` that occur (binary search, O(n log m) instead of a scan of every split), such a `k` exists
 * exactly when max(2, m - s) <= min(p, m - 2).
 */
function isSpliced(text: string, quote: string): boolean {
  const m = quote.length;
  if (m < 4) return false;
  const p = longestIn(text, m, (k) => quote.slice(0, k));
  const s = longestIn(text, m, (k) => quote.slice(m - k));
  return Math.max(2, m - s) <= Math.min(p, m - 2);
}

export function classifyQuoteMiss(text: string, quote: string): QuoteDiff {
  const stripped = quote.replace(QUOTE_MARKS, '');
  if (stripped !== quote && stripped.length > 0 && text.includes(stripped)) return 'quotation-marks';
  if (collapse(text).includes(collapse(quote)) && collapse(quote) !== '') return 'whitespace';
  if (fold(text).includes(fold(quote))) return 'punctuation';
  if (isSpliced(text, quote)) return 'spliced';
  return 'paraphrase';
}
