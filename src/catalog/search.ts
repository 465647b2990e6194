/**
 * Exact-substring search over characters, worlds, entries and rules (browser-safe, no dependencies).
 *
 * Chinese has no spaces between words, so word-based engines split a phrase and lose precision or
 * recall (research/astro-catalog.md §6). Here text and query are both folded the same way (NFKC,
 * lower case, runs of white space to one space) and a document matches when the folded query is a
 * substring of one of its fields. Ranking: where it matched (id or name, then keys, then body),
 * then how well (equal, prefix, inside), then how often, then the shorter document.
 */

export type SearchKind = 'character' | 'world' | 'entry' | 'rule';

/** One document of the precomputed index (search.json). Fields are already folded. */
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

export function searchDoc(input: {
  kind: SearchKind;
  id: string;
  title: string;
  href: string;
  context?: string;
  names: readonly string[];
  keys: readonly string[];
  body: string;
}): SearchDoc {
  return {
    kind: input.kind,
    id: input.id,
    title: input.title,
    href: input.href,
    context: input.context ?? '',
    names: input.names.map(foldForSearch).join(SEP),
    keys: input.keys.map(foldForSearch).join(SEP),
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

function scoreDoc(doc: SearchDoc, q: string): SearchHit | null {
  const n = listMatch(doc.names, q);
  if (n > 0) return { doc, score: 3000 + n * 100, field: 'names' };
  const k = listMatch(doc.keys, q);
  if (k > 0) return { doc, score: 2000 + k * 100, field: 'keys' };
  const b = countOf(doc.body, q);
  if (b > 0) return { doc, score: 1000 + Math.min(b, 99), field: 'body' };
  return null;
}

/** Documents containing the folded query, best first; ties keep the shorter document, then index order. */
export function searchIndex(docs: readonly SearchDoc[], query: string, limit = 50): SearchHit[] {
  const q = foldForSearch(query).trim();
  if (q === '') return [];
  const hits: { hit: SearchHit; order: number }[] = [];
  docs.forEach((doc, order) => {
    const hit = scoreDoc(doc, q);
    if (hit) hits.push({ hit, order });
  });
  hits.sort((a, b) => b.hit.score - a.hit.score || a.hit.doc.body.length - b.hit.doc.body.length || a.order - b.order);
  return hits.slice(0, limit).map((h) => h.hit);
}
