/**
 * The passage of a text closest to a quote: the substring with the smallest edit distance
 * (approximate substring matching, Sellers 1980: free start and end in the text). O(|quote|·|text|)
 * time, O(|text|) memory; above MAX_CELLS it gives up (returns null) rather than stall.
 */
export const MAX_CELLS = 50_000_000;

export interface Passage {
  readonly start: number;
  readonly end: number;
  readonly distance: number;
}

export function closestPassage(text: string, quote: string): Passage | null {
  const m = quote.length;
  const n = text.length;
  if (m === 0 || n === 0 || m * n > MAX_CELLS) return null;
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  let prevStart = new Int32Array(n + 1);
  let curStart = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prevStart[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    curStart[0] = 0;
    const q = quote.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const sub = (prev[j - 1] as number) + (q === text.charCodeAt(j - 1) ? 0 : 1);
      const skipQuote = (prev[j] as number) + 1;
      const skipText = (cur[j - 1] as number) + 1;
      // Ties prefer dropping a quote character over substituting one, so an added mark at either
      // end is left out of the passage instead of swallowing a neighbouring character.
      if (sub < skipQuote && sub <= skipText) {
        cur[j] = sub;
        curStart[j] = prevStart[j - 1] as number;
      } else if (skipQuote <= skipText) {
        cur[j] = skipQuote;
        curStart[j] = prevStart[j] as number;
      } else {
        cur[j] = skipText;
        curStart[j] = curStart[j - 1] as number;
      }
    }
    [prev, cur] = [cur, prev];
    [prevStart, curStart] = [curStart, prevStart];
  }
  let best = 1;
  for (let j = 2; j <= n; j++) if ((prev[j] as number) < (prev[best] as number)) best = j;
  return { start: prevStart[best] as number, end: best, distance: prev[best] as number };
}
