/**
 * The search index's tokenizer: the one module that says which terms a folded text is indexed
 * under (the builder, build.ts) and which of them every text holding a folded query must hold (the
 * query engine, query.ts). One module, so the two sides cannot disagree; the property test
 * (test/property/search-tokens.property.test.ts) checks the claim on random text.
 *
 * A term is
 * - a gram: one UTF-16 code unit or two consecutive ones (a bigram). Chinese, Japanese and Korean
 *   have no spaces, and any substring of two or more units is found through its bigrams;
 * - a pair key: two neighbouring runs of a text, where a run is a word of a spaced script (Latin,
 *   Cyrillic, digits: letters, digits and marks outside the scripts below) or a run of Chinese,
 *   Japanese or Korean characters, and at least one of the two is a word. Bigrams of spaced scripts
 *   are few and found in nearly every document, so a phrase of such words, or a phrase where a
 *   Chinese sentence meets an English one (`今天。 The`), is narrowed by its pair keys. A key is
 *   the end of the left run, a space, the start of the right run; what stands between the two runs
 *   (spaces, punctuation) is left out, but runs on both sides of U+0000 (which separates a
 *   document's names or keys, search.ts) are not neighbours. A key has three or more units, so it
 *   never equals a gram.
 *
 * Latin pairs have a short key and a long one: `river crossing` → `ver cro` and `river cross`
 * (the short key also stands in `silver crossing`). Every text holding a query holds its short
 * keys, so a short key absent from the index means no document holds the query. A long key is
 * optional: the index keeps it only where it narrows its short key's documents (isLongKey, and
 * build.ts), so one the index lacks tells the query nothing.
 */

/** Chinese, Japanese and Korean: found through bigrams, not words. */
const CJK = String.raw`\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Bopomofo}`;

/** A run: CJK characters (group 1) or a word of letters, digits and marks of other scripts. */
const RUN = new RegExp(String.raw`([${CJK}]+)|((?:(?![${CJK}])[\p{L}\p{N}\p{M}])+)`, 'gu');

/** How many units of each word a Latin pair's short key keeps, and its long key. */
export const SHORT_CONTEXT = 3;
export const LONG_CONTEXT = 5;
/** How many units of a CJK run a key across a script change keeps (about one Chinese word). */
export const CJK_CONTEXT = 2;

/** A run of a folded text: where it starts and ends (code units), and whether it is CJK. */
export interface Run {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly cjk: boolean;
}

/** The runs of a folded text, in order. */
export function runsOf(text: string): Run[] {
  return Array.from(text.matchAll(RUN), (m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
    cjk: m[1] !== undefined,
  }));
}

/** The distinct grams of a folded text: every code unit and every pair of consecutive ones. */
export function gramsOf(text: string, into: Set<string>): void {
  for (let i = 0; i < text.length; i++) {
    into.add(text[i] as string);
    if (i + 1 < text.length) into.add(text.slice(i, i + 2));
  }
}

const key = (left: Run, right: Run, l: number, r: number): string => `${left.text.slice(-l)} ${right.text.slice(0, r)}`;

/**
 * The keys of two neighbouring runs, each with the units it needs of each run: a key is known from
 * a query only where the query shows that many units of the run (or the whole run).
 */
function pairKeys(left: Run, right: Run): { key: string; left: number; right: number }[] {
  if (left.cjk && right.cjk) return [];
  if (left.cjk || right.cjk) {
    const l = left.cjk ? CJK_CONTEXT : SHORT_CONTEXT;
    const r = right.cjk ? CJK_CONTEXT : SHORT_CONTEXT;
    return [{ key: key(left, right, l, r), left: l, right: r }];
  }
  const short = { key: key(left, right, SHORT_CONTEXT, SHORT_CONTEXT), left: SHORT_CONTEXT, right: SHORT_CONTEXT };
  const long = { key: key(left, right, LONG_CONTEXT, LONG_CONTEXT), left: LONG_CONTEXT, right: LONG_CONTEXT };
  return long.key === short.key ? [short] : [short, long];
}

/** Two runs of `text` are neighbours unless a names or keys separator (U+0000) stands between them. */
const neighbours = (text: string, left: Run, right: Run): boolean =>
  !text.slice(left.end, right.start).includes('\u0000');

/** The pair keys of a folded text (for the index). */
export function pairsOf(text: string, into: Set<string>): void {
  const runs = runsOf(text);
  for (let i = 0; i + 1 < runs.length; i++) {
    const left = runs[i] as Run;
    const right = runs[i + 1] as Run;
    if (neighbours(text, left, right)) for (const p of pairKeys(left, right)) into.add(p.key);
  }
}

const LATIN_KEY = new RegExp(String.raw`^[^${CJK}\s]+ [^${CJK}\s]+$`, 'u');

/** Whether a term is a Latin pair's long key: the index may leave it out (see above). */
export function isLongKey(term: string): boolean {
  return LATIN_KEY.test(term) && term.split(' ').some((part) => part.length > SHORT_CONTEXT);
}

/** The short key of a Latin pair's long key (`river cross` → `ver cro`). */
export function shortKeyOf(longKey: string): string {
  const [left = '', right = ''] = longKey.split(' ');
  return `${left.slice(-SHORT_CONTEXT)} ${right.slice(0, SHORT_CONTEXT)}`;
}

/** Every term a folded text is indexed under: its grams and its pair keys. */
export function termsOf(text: string, into: Set<string>): void {
  gramsOf(text, into);
  pairsOf(text, into);
}

/** A high surrogate at the end or a low one at the start: half of a character the text holds whole. */
const CUT_CHARACTER = /^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/g;

/**
 * The pair keys every text holding the folded query `q` holds, long keys first. A run at the
 * query's start may be the end of a longer run in the text, and one at its end the start of one:
 * such a run gives a key only when it shows the units the key keeps. A query cut inside a
 * character (half a surrogate pair at an edge) is read without that half.
 */
export function queryPairs(q: string): string[] {
  const text = q.replace(CUT_CHARACTER, '');
  const runs = runsOf(text);
  const keys: { key: string; units: number }[] = [];
  for (let i = 0; i + 1 < runs.length; i++) {
    const left = runs[i] as Run;
    const right = runs[i + 1] as Run;
    if (!neighbours(text, left, right)) continue;
    const leftWhole = left.start > 0;
    const rightWhole = right.end < text.length;
    for (const p of pairKeys(left, right))
      if ((leftWhole || left.text.length >= p.left) && (rightWhole || right.text.length >= p.right))
        keys.push({ key: p.key, units: p.left + p.right });
  }
  // the keys keeping more units narrow more: first (a stable sort keeps the query's order among equals)
  keys.sort((a, b) => b.units - a.units);
  return [...new Set(keys.map((k) => k.key))];
}
