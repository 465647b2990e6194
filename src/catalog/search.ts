/**
 * Exact-substring search over characters, worlds, entries and rules (browser-safe, no dependencies).
 *
 * Chinese has no spaces between words, so word-based engines split a phrase and lose precision or
 * recall (docs/search.md). Here text and query are both folded the same way (NFKC,
 * lower case, runs of white space to one space) and a document matches when the folded query is a
 * substring of one of its fields. Ranking: where it matched (id or name, then keys, then body),
 * then how well (equal, prefix, inside), then how often, then the shorter document.
 */

export type SearchKind = 'character' | 'world' | 'entry' | 'rule' | 'code';

/** The kinds in index order: the sharded index numbers documents kind by kind in this order. */
export const SEARCH_KINDS: readonly SearchKind[] = ['character', 'world', 'entry', 'rule', 'code'];

/** A document as written (not folded): what the catalog keeps and the sharded index ships. */
export interface SearchSource {
  readonly kind: SearchKind;
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly context?: string;
  readonly names: readonly string[];
  readonly keys: readonly string[];
  readonly body: string;
}

/** One document, folded for matching (searchDoc of a SearchSource). */
export interface SearchDoc {
  readonly kind: SearchKind;
  readonly id: string;
  readonly title: string;
  /** Page path relative to the site base, e.g. `worlds/astra/entries/guard/`. */
  readonly href: string;
  /** Context shown under the title (the world of an entry). */
  readonly context: string;
  /** Folded ids and names, separated by U+0000. */
  readonly names: string;
  /** Folded keys, aliases, secondary keys and tags, separated by U+0000. */
  readonly keys: string;
  /** Folded body text. */
  readonly body: string;
}

export interface SearchHit {
  readonly doc: SearchDoc;
  readonly score: number;
  /** Which field matched best. */
  readonly field: 'names' | 'keys' | 'body';
}

const SEP = '\u0000';

/**
 * The one folding used for index and query: NFKC, lower case, every whitespace run one space.
 * The runs are collapsed with split + join rather than `replace(/\s+/g, ' ')`, which gives the same
 * text but, in V8, as a chain of one concatenation node per run: the site keeps a folded copy of
 * every body, and at 10,000 entries those chains were a million heap objects (about 40 MB) that
 * every garbage collection walked (test/property/fold-for-search.property.test.ts checks both agree).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().split(/\s+/).join(' ');
}

/** Names or keys folded and joined with U+0000, as a SearchDoc holds them. */
export function foldList(items: readonly string[]): string {
  return items.map(foldForSearch).join(SEP);
}

export function searchDoc(input: SearchSource): SearchDoc {
  return {
    kind: input.kind,
    id: input.id,
    title: input.title,
    href: input.href,
    context: input.context ?? '',
    names: foldList(input.names),
    keys: foldList(input.keys),
    body: foldForSearch(input.body),
  };
}

function countOf(hay: string, needle: string): number {
  let n = 0;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** How well `q` matches a SEP-joined list: 3 equal, 2 prefix, 1 inside, 0 none. */
function listMatch(list: string, q: string): number {
  if (!list.includes(q)) return 0;
  let best = 1;
  for (const item of list.split(SEP)) {
    if (item === q) return 3;
    if (item.startsWith(q)) best = 2;
  }
  return best;
}

export type SearchField = SearchHit['field'];

/** How the folded names and keys match `q` (score and field), or null when neither holds it. */
export function scoreNamesKeys(names: string, keys: string, q: string): { score: number; field: SearchField } | null {
  const n = listMatch(names, q);
  if (n > 0) return { score: 3000 + n * 100, field: 'names' };
  const k = listMatch(keys, q);
  if (k > 0) return { score: 2000 + k * 100, field: 'keys' };
  return null;
}

/** How the folded body matches `q` (by how often it holds it), or null when it does not. */
export function scoreBody(body: string, q: string): { score: number; field: SearchField } | null {
  const b = countOf(body, q);
  return b > 0 ? { score: 1000 + Math.min(b, 99), field: 'body' } : null;
}

/** How `doc` matches the folded, trimmed query `q`, or null when it does not contain it. */
export function scoreDoc(doc: SearchDoc, q: string): SearchHit | null {
  const s = scoreNamesKeys(doc.names, doc.keys, q) ?? scoreBody(doc.body, q);
  return s ? { doc, ...s } : null;
}

/** The folded query as matched: folded, then trimmed ('' matches nothing). */
export function searchQuery(query: string): string {
  return foldForSearch(query).trim();
}

/** A hit's place in the ranking: its score, its folded body's length and its index order. */
export interface RankKey {
  readonly score: number;
  readonly length: number;
  readonly order: number;
}

/** Best first: higher score, then the shorter (folded) body, then index order. */
export function compareHits(a: RankKey, b: RankKey): number {
  return b.score - a.score || a.length - b.length || a.order - b.order;
}

/**
 * Documents containing the folded query, best first; ties keep the shorter document, then index
 * order. A scan of every document: the reference the sharded index (search-index/) must agree with.
 */
export function searchIndex(docs: readonly SearchDoc[], query: string, limit = 50): SearchHit[] {
  const q = searchQuery(query);
  if (q === '') return [];
  const hits: (RankKey & { hit: SearchHit })[] = [];
  docs.forEach((doc, order) => {
    const hit = scoreDoc(doc, q);
    if (hit) hits.push({ hit, score: hit.score, length: doc.body.length, order });
  });
  hits.sort(compareHits);
  return hits.slice(0, limit).map((h) => h.hit);
}
