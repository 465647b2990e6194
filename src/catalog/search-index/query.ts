/**
 * The query side of the sharded index (browser-safe; files come through a loader, e.g. fetch).
 *
 * A query is folded as the index was (searchQuery), then:
 * 1. a few of its grams are picked (its pair keys (tokens.ts), then the likeliest rare bigrams, not
 *    overlapping) and only their shards are fetched: three, then one more at a time while
 *    candidates abound;
 * 2. each field's candidates are the documents holding every picked gram in that field (a
 *    superset of the documents containing the query there, since the query's grams are all in it);
 * 3. candidates are checked exactly (scoreDoc on the folded document, the reference scan's own
 *    test) field by field in rank order (names, keys, body), fetching only their chunk files,
 *    until `limit` hits are found or `maxChunks` chunk files were fetched by this call;
 * 4. hits are ranked as the reference scan ranks them (compareHits). When every candidate was
 *    checked (`complete`), the result is exactly searchIndex's over all documents.
 */
import {
  compareHits,
  foldForSearch,
  foldList,
  scoreBody,
  scoreNamesKeys,
  searchQuery,
  type SearchField,
  type SearchKind,
} from '../search.js';
import {
  chunkPath,
  decodePostings,
  FIELDS,
  gramPath,
  manifestPath,
  namesPath,
  type BodyRow,
  type Manifest,
  type NamesRow,
  type Shard,
  type Shown,
} from './format.js';
import { snippetOf, type Snippet } from './snippet.js';
import { isLongKey, queryPairs, shortKeyOf } from './tokens.js';
import { compareBy, descending } from '../../common/compare.js';

/** Reads one index file (a path relative to the index folder) as text. */
export type IndexLoader = (path: string) => Promise<string>;

/** SearchOptions' defaults: hits a page, chunk files fetched per call, grams whose shards are fetched. */
export const SEARCH_LIMIT = 20;
export const SEARCH_MAX_CHUNKS = 24;
export const SEARCH_MAX_GRAMS = 6;
/** The grams fetched before the candidates are counted; more follow one at a time while candidates abound. */
const FIRST_GRAMS = 3;
/** Chunk files fetched together. */
const FETCH_AT_ONCE = 8;

export interface SearchOptions {
  /** Only these kinds (default: all). */
  readonly kinds?: readonly SearchKind[];
  /** Stop once this many hits are found (default SEARCH_LIMIT). */
  readonly limit?: number;
  /** Fetch at most this many chunk files (names or body) in this call (default SEARCH_MAX_CHUNKS). */
  readonly maxChunks?: number;
  /** Fetch the shards of at most this many grams (default SEARCH_MAX_GRAMS; 3, then more while candidates abound). */
  readonly maxGrams?: number;
}

export interface IndexHit {
  readonly kind: SearchKind;
  readonly id: string;
  readonly title: string;
  /** Page path relative to the site base. */
  readonly href: string;
  readonly context: string;
  /** Which field matched best, and the score the reference scan gives (search.ts). */
  readonly field: SearchField;
  readonly score: number;
  /** The matched passage of that field, as written. */
  readonly snippet: Snippet | null;
}

export interface SearchResult {
  readonly hits: IndexHit[];
  /** Documents that hold the picked grams (an upper bound of the matches). */
  readonly candidates: number;
  /** Whether every candidate was checked (else a larger limit or budget may find more). */
  readonly complete: boolean;
}

/** How likely a character makes a gram rare: CJK and other scripts over Latin letters over the rest. */
function weight(ch: string): number {
  if (ch.charCodeAt(0) >= 0x2e80) return 3;
  return /[\p{L}\p{N}]/u.test(ch) ? 2 : 1;
}

/**
 * The grams whose shards a folded query fetches: itself when one code unit, else up to `max` of
 * its pair keys and bigrams, rarest first (not among the index's common grams, else the
 * least common; then pair keys, then by the script of their characters), preferring bigrams that
 * do not overlap.
 */
export function queryGrams(q: string, common: readonly string[] = [], max = SEARCH_MAX_GRAMS): string[] {
  if (q.length === 1) return [q];
  const commonRank = new Map(common.map((g, i) => [g, i]));
  // a pair key narrows more than any bigram: weight 10 (a bigram's is 2 to 6); it overlaps none
  const grams: { gram: string; at: number; rarity: number; w: number; pair: boolean }[] = queryPairs(q).map(
    (gram, at) => ({ gram, at, rarity: commonRank.get(gram) ?? Infinity, w: 10, pair: true }),
  );
  const seen = new Set<string>();
  for (let at = 0; at + 1 < q.length; at++) {
    const gram = q.slice(at, at + 2);
    if (seen.has(gram)) continue;
    seen.add(gram);
    const w = weight(gram[0] as string) + weight(gram[1] as string);
    grams.push({ gram, at, rarity: commonRank.get(gram) ?? Infinity, w, pair: false });
  }
  grams.sort(
    compareBy(
      descending((g) => g.rarity),
      descending((g) => g.w),
      (g) => g.at,
    ),
  );
  const apart = (a: (typeof grams)[number], b: (typeof grams)[number]) =>
    a.pair || b.pair || Math.abs(a.at - b.at) >= 2;
  const picked: typeof grams = [];
  for (const g of grams) if (picked.length < max && picked.every((p) => apart(p, g))) picked.push(g);
  for (const g of grams) if (picked.length < max && !picked.includes(g)) picked.push(g);
  return picked.map((g) => g.gram);
}

function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if ((a[i] as number) < (b[j] as number)) i++;
    else if ((a[i] as number) > (b[j] as number)) j++;
    else {
      out.push(a[i] as number);
      i++;
      j++;
    }
  }
  return out;
}

interface NamesDoc {
  readonly shown: Shown;
  readonly names: readonly string[];
  readonly keys: readonly string[];
  readonly foldedNames: string;
  readonly foldedKeys: string;
  readonly length: number;
}

interface BodyDoc {
  readonly shown: Shown;
  readonly body: string;
  readonly folded: string;
}

/** A candidate document: its id, the field (index of FIELDS) it is checked in, and its chunk file. */
interface Candidate {
  readonly id: number;
  readonly field: number;
  readonly path: string;
}

type Found = { hit: IndexHit; score: number; length: number; order: number };

/** One search's check of its candidates: the queue, the hits so far and where it stands. */
interface Check {
  readonly q: string;
  readonly m: Manifest;
  readonly queue: readonly Candidate[];
  readonly limit: number;
  readonly maxChunks: number;
  readonly found: Found[];
  /** Names and keys checked so far: the match, or null (the body may still hold the query). */
  readonly namesKeys: Map<number, { score: number; field: SearchField } | null>;
  /** Chunk files fetched by this search. */
  fetched: number;
  /** The next candidate of the queue to check. */
  next: number;
}

export class ShardedSearch {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly loaded = new Map<string, readonly (NamesDoc | BodyDoc)[]>();

  constructor(private readonly load: IndexLoader) {}

  private json<T>(path: string): Promise<T> {
    let file = this.files.get(path);
    if (file === undefined) {
      file = this.load(path).then((text) => JSON.parse(text) as unknown);
      this.files.set(path, file);
    }
    return file as Promise<T>;
  }

  manifest(): Promise<Manifest> {
    return this.json<Manifest>(manifestPath);
  }

  /** Fetches and folds a names chunk (`n/`) or a body chunk (`d/`). */
  private async loadChunk(path: string): Promise<void> {
    if (path.startsWith('n/')) {
      const rows = await this.json<NamesRow[]>(path);
      this.loaded.set(
        path,
        rows.map(([kind, id, title, href, context, names, keys, length]) => ({
          shown: [kind, id, title, href, context],
          names,
          keys,
          foldedNames: foldList(names),
          foldedKeys: foldList(keys),
          length,
        })),
      );
    } else {
      const rows = await this.json<BodyRow[]>(path);
      this.loaded.set(
        path,
        rows.map(([kind, id, title, href, context, body]) => ({
          shown: [kind, id, title, href, context],
          body,
          folded: foldForSearch(body),
        })),
      );
    }
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
    const q = searchQuery(query);
    if (q === '') return { hits: [], candidates: 0, complete: true };
    const limit = options.limit ?? SEARCH_LIMIT;
    const m = await this.manifest();
    const fields = await this.candidateFields(q, m, { ...options, limit });
    const check: Check = {
      q,
      m,
      queue: candidateQueue(fields, m),
      limit,
      maxChunks: options.maxChunks ?? SEARCH_MAX_CHUNKS,
      found: [],
      namesKeys: new Map(),
      fetched: 0,
      next: 0,
    };
    while (check.next < check.queue.length && check.found.length < limit) {
      await this.fetchNext(check);
      const before = check.next;
      this.checkLoaded(check);
      if (check.next === before) break; // the budget is spent
    }
    check.found.sort(compareHits);
    return {
      hits: check.found.map((f) => f.hit),
      candidates: distinct(fields),
      complete: check.next >= check.queue.length,
    };
  }

  /**
   * Each field's candidates: the documents (of the kinds asked for) holding every picked gram in
   * that field. Three grams first; while they leave many more candidates than `limit`, one more
   * gram at a time.
   */
  private async candidateFields(
    q: string,
    m: Manifest,
    options: SearchOptions & { readonly limit: number },
  ): Promise<number[][]> {
    const ranges = (options.kinds ?? (Object.keys(m.kinds) as SearchKind[]))
      .map((k) => m.kinds[k])
      .filter((r) => r !== undefined);
    const allowed = (id: number) => ranges.some(([start, end]) => id >= start && id < end);
    const grams = queryGrams(q, m.common, options.maxGrams ?? SEARCH_MAX_GRAMS);
    const fields: number[][] = [];
    const narrow = (gram: string, shard: Shard) =>
      FIELDS.forEach((_, f) => {
        const list = Object.hasOwn(shard, gram) ? decodePostings((shard[gram] as readonly string[])[f] ?? '') : [];
        fields[f] = f in fields ? intersect(fields[f] as number[], list) : list.filter(allowed);
      });
    const commonRank = new Map(m.common.map((g, i) => [g, i]));
    // a long pair key the index left out (it did not narrow, tokens.ts) stands for its short key
    const resolve = async (gram: string): Promise<[string, Shard]> => {
      const shard = await this.json<Shard>(gramPath(gram, m, commonRank));
      return !Object.hasOwn(shard, gram) && isLongKey(gram) ? resolve(shortKeyOf(gram)) : [gram, shard];
    };
    for (const [gram, shard] of await Promise.all(grams.slice(0, FIRST_GRAMS).map(resolve))) narrow(gram, shard);
    for (const gram of grams.slice(FIRST_GRAMS)) {
      if (distinct(fields) <= 2 * options.limit) break;
      narrow(...(await resolve(gram)));
    }
    return fields;
  }

  /** Fetches the files of the next candidates together (up to FETCH_AT_ONCE, within the budget). */
  private async fetchNext(check: Check): Promise<void> {
    const want = new Set<string>();
    for (let i = check.next; i < check.queue.length && want.size < FETCH_AT_ONCE; i++) {
      const { path } = check.queue[i] as Candidate;
      if (!this.loaded.has(path) && !want.has(path)) {
        if (check.fetched + want.size >= check.maxChunks) break;
        want.add(path);
      }
    }
    check.fetched += want.size;
    await Promise.all([...want].map((path) => this.loadChunk(path)));
  }

  /** Checks the candidates whose files are loaded, in queue order, until `limit` hits. */
  private checkLoaded(check: Check): void {
    const { q, m, queue, found, namesKeys } = check;
    for (; check.next < queue.length && found.length < check.limit; check.next++) {
      const { id, field, path } = queue[check.next] as Candidate;
      const chunk = this.loaded.get(path);
      if (chunk === undefined) break;
      if (field < 2) {
        const doc = chunk[id % m.namesChunk] as NamesDoc;
        if (!namesKeys.has(id)) namesKeys.set(id, scoreNamesKeys(doc.foldedNames, doc.foldedKeys, q));
        const s = namesKeys.get(id);
        // a document counts under the best field it matches, when that field's turn comes
        if (s && s.field === FIELDS[field]) {
          const items = s.field === 'names' ? doc.names : doc.keys;
          found.push(hitOf(doc.shown, s, listSnippet(items, q), doc.length, id));
        }
      } else if (!namesKeys.get(id)) {
        const doc = chunk[id % m.chunk] as BodyDoc;
        const s = scoreBody(doc.folded, q);
        if (s) found.push(hitOf(doc.shown, s, snippetOf(doc.body, q), doc.folded.length, id));
      }
    }
  }
}

/** How many documents the fields' candidates name. */
const distinct = (fields: readonly (readonly number[])[]): number => new Set(fields.flat()).size;

/** One queue of candidates in rank order: names, keys, body; each with the chunk file that holds it. */
function candidateQueue(fields: readonly (readonly number[])[], m: Manifest): Candidate[] {
  const queue: Candidate[] = [];
  fields.forEach((ids, field) => {
    for (const id of ids) {
      const path = field === 2 ? chunkPath(Math.floor(id / m.chunk)) : namesPath(Math.floor(id / m.namesChunk));
      queue.push({ id, field, path });
    }
  });
  return queue;
}

function hitOf(
  [kind, id, title, href, context]: Shown,
  s: { score: number; field: SearchField },
  snippet: Snippet | null,
  length: number,
  order: number,
): Found {
  return { hit: { kind, id, title, href, context, ...s, snippet }, score: s.score, length, order };
}

/** The snippet from the first name or key holding the query. */
function listSnippet(items: readonly string[], q: string): Snippet | null {
  for (const text of items) {
    const s = snippetOf(text, q);
    if (s) return s;
  }
  // a query holding the separator matched across items (search.ts joins them with U+0000)
  return snippetOf(items.join('\u0000'), q);
}
