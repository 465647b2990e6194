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

function isSpliced(text: string, quote: string): boolean {
  for (let k = 2; k <= quote.length - 2; k++) {
    if (text.includes(quote.slice(0, k)) && text.includes(quote.slice(k))) return true;
  }
  return false;
}

export function classifyQuoteMiss(text: string, quote: string): QuoteDiff {
  const stripped = quote.replace(QUOTE_MARKS, '');
  if (stripped !== quote && stripped.length > 0 && text.includes(stripped)) return 'quotation-marks';
  if (collapse(text).includes(collapse(quote)) && collapse(quote) !== '') return 'whitespace';
  if (fold(text).includes(fold(quote))) return 'punctuation';
  if (isSpliced(text, quote)) return 'spliced';
  return 'paraphrase';
}
