import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, indexOrder } from '../../src/catalog/search-index/build.js';
import { ShardedSearch } from '../../src/catalog/search-index/query.js';
import { SEARCH_KINDS, searchDoc, searchIndex, type SearchHit, type SearchSource } from '../../src/catalog/search.js';

// Chinese, Japanese, Korean, Latin in both cases and full width, white space of several kinds,
// a final-sigma case, a surrogate pair, NFKC compatibility characters and the names separator;
// Latin words shorter and longer than a word-pair key keeps, punctuation, digits and a combining
// mark, so that queries start and end inside words; Chinese next to Latin and words sharing the
// ends a short key keeps (river, silver), so that pair keys across scripts and long keys are built,
// kept or left out (tokens.ts).
const pieces = [
  'the',
  'harbour',
  'river',
  'silver',
  'crossing',
  '今天。',
  'gu',
  'ing',
  '-',
  '.',
  '7',
  'e\u0301',
  '雾',
  '港',
  '灯塔',
  '守夜人',
  'の',
  '夜',
  '한',
  '국',
  'a',
  'B',
  'ab',
  'ＡＢ',
  'Σ',
  'ς',
  ' ',
  '  ',
  '\n',
  '\u3000',
  '😀',
  'ﬁ',
  '①',
  '\u0000',
];
const text = (max: number) => fc.array(fc.constantFrom(...pieces), { maxLength: max }).map((a) => a.join(''));

const source = fc.record({
  kind: fc.constantFrom(...SEARCH_KINDS),
  names: fc.array(text(4), { maxLength: 2 }),
  keys: fc.array(text(4), { maxLength: 3 }),
  body: text(30),
});

type Hit = Pick<SearchHit, 'field' | 'score'> & { kind: string; id: string };
const flat = (h: SearchHit): Hit => ({ kind: h.doc.kind, id: h.doc.id, field: h.field, score: h.score });
const key = (h: Hit) => `${h.kind}:${h.id}:${h.field}:${h.score}`;
const rank = (h: Hit) => ['names', 'keys', 'body'].indexOf(h.field);

describe('the sharded search index', () => {
  it('returns exactly what a scan of every document returns, in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(source, { minLength: 1, maxLength: 30 }),
        fc.oneof(text(4), fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 6 }))),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        async (raw, pick, limit, commonGrams) => {
          const sources: SearchSource[] = raw.map((r, i) => ({ ...r, id: `d${i}`, title: `d${i}`, href: `d${i}/` }));
          // a query either drawn from the pieces or cut out of some document's body
          let query: string;
          if (typeof pick === 'string') query = pick;
          else {
            const body = (sources[pick[0] % sources.length] as SearchSource).body;
            const at = pick[1] % (body.length + 1);
            query = body.slice(at, at + pick[2]);
          }
          const files = buildSearchIndex(sources, { chunk: 3, namesChunk: 5, shardBytes: 300, commonGrams }).files;
          const engine = new ShardedSearch(async (p) => files.get(p) ?? '');
          const expected = searchIndex(indexOrder(sources).map(searchDoc), query, Infinity).map(flat);
          const all = await engine.search(query, { limit: Infinity, maxChunks: Infinity });
          expect(all.complete).toBe(true);
          expect(all.hits.map(key)).toEqual(expected.map(key));
          // with a limit: only true hits, and none ranked by a worse field than one left out
          const some = await engine.search(query, { limit, maxChunks: Infinity });
          expect(some.hits.length).toBe(Math.min(limit, expected.length));
          const keys = new Set(expected.map(key));
          for (const h of some.hits) expect(keys.has(key(h))).toBe(true);
          const shown = new Set(some.hits.map(key));
          const worstShown = Math.max(-1, ...some.hits.map(rank));
          const bestLeft = Math.min(3, ...expected.filter((h) => !shown.has(key(h))).map(rank));
          expect(worstShown).toBeLessThanOrEqual(bestLeft);
          // every hit has a snippet holding the folded query
          for (const h of all.hits) expect(h.snippet).not.toBeNull();
        },
      ),
      { numRuns: 400 },
    );
  });
});
