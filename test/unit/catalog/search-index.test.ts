import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/catalog/build-catalog.js';
import { buildSearchIndex } from '../../../src/catalog/search-index/build.js';
import { decodePostings, encodePostings, gramPath } from '../../../src/catalog/search-index/format.js';
import { queryGrams, ShardedSearch } from '../../../src/catalog/search-index/query.js';
import { queryPairs } from '../../../src/catalog/search-index/tokens.js';
import { snippetOf } from '../../../src/catalog/search-index/snippet.js';
import type { SearchSource } from '../../../src/catalog/search.js';
import { reportOf, sampleGraph } from './graph-fixture.js';

/** An engine over in-memory files that records what it fetched. */
function engineOf(files: ReadonlyMap<string, string>): { engine: ShardedSearch; fetched: string[] } {
  const fetched: string[] = [];
  const engine = new ShardedSearch(async (path) => {
    fetched.push(path);
    const text = files.get(path);
    if (text === undefined) throw new Error(`no index file ${path}`);
    return text;
  });
  return { engine, fetched };
}

const doc = (kind: SearchSource['kind'], id: string, body: string, names: string[] = [id]): SearchSource => ({
  kind,
  id,
  title: id,
  href: `${kind}/${id}/`,
  names,
  keys: [],
  body,
});

describe('posting lists', () => {
  it('round-trip as gaps and as a bitmap', () => {
    for (const ids of [[], [0], [5, 6, 7, 300, 70_000], Array.from({ length: 900 }, (_, i) => i)]) {
      const text = encodePostings(ids, 1000 > (ids.at(-1) ?? 0) ? 1000 : 80_000);
      expect(decodePostings(text)).toEqual(ids);
    }
    expect(encodePostings([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 16)[0]).toBe('b');
    expect(encodePostings([3], 1000)[0]).toBe('v');
  });
});

describe('the sharded search index', () => {
  const catalog = buildCatalog({ report: reportOf(sampleGraph()), routing: null, locale: 'zh-CN' });
  const index = buildSearchIndex(catalog.search);

  it('finds an exact Chinese phrase from an entry body, ranks that entry first, with the passage as a snippet', async () => {
    const { engine } = engineOf(index.files);
    const { hits, complete } = await engine.search('守夜人点起灯塔');
    expect(complete).toBe(true);
    expect(hits.map((h) => [h.kind, h.id])).toEqual([['entry', 'capital']]);
    expect(hits[0]?.snippet?.match).toBe('守夜人点起灯塔');
  });

  it('does not match the words of a phrase separately', async () => {
    const { engine } = engineOf(index.files);
    expect((await engine.search('灯塔守夜人')).hits).toEqual([]);
  });

  it('fetches only the manifest, the shards of the picked grams and the chunks of candidates', async () => {
    const { engine, fetched } = engineOf(index.files);
    await engine.search('守夜人点起灯塔');
    const shards = queryGrams('守夜人点起灯塔', index.manifest.common)
      .slice(0, 3)
      .map((g) => gramPath(g, index.manifest));
    expect(fetched[0]).toBe('manifest.json');
    expect(new Set(fetched.filter((f) => /^[sc]\//.test(f)))).toEqual(new Set(shards));
    expect(fetched.filter((f) => f.startsWith('d/'))).toHaveLength(1);
    expect(fetched.filter((f) => f.startsWith('n/'))).toHaveLength(0);
  });

  it('filters by kind', async () => {
    const files = buildSearchIndex([
      doc('entry', 'e1', '雾港的灯塔'),
      doc('character', 'c1', '她守着雾港的灯塔'),
      doc('code', 'asset.x', '雾港的灯塔 is a code'),
      doc('rule', 'r1', 'nothing'),
    ]).files;
    const { engine } = engineOf(files);
    const all = await engine.search('雾港的灯塔');
    expect(all.hits.map((h) => h.id).sort()).toEqual(['asset.x', 'c1', 'e1']);
    const some = await engine.search('雾港的灯塔', { kinds: ['entry', 'code'] });
    expect(some.hits.map((h) => h.id).sort()).toEqual(['asset.x', 'e1']);
  });

  it('finds single characters and stops at the limit, saying more may exist', async () => {
    const docs = Array.from({ length: 50 }, (_, i) => doc('entry', `e${i}`, i % 2 ? '甲乙' : '丙'));
    const { engine } = engineOf(buildSearchIndex(docs, { chunk: 4 }).files);
    const few = await engine.search('乙', { limit: 5 });
    expect(few.hits).toHaveLength(5);
    expect(few.complete).toBe(false);
    const all = await engine.search('乙', { limit: 100, maxChunks: 100 });
    expect(all.hits).toHaveLength(25);
    expect(all.complete).toBe(true);
  });

  it('narrows a Latin phrase by its word pairs, not by the words found anywhere in a document', async () => {
    // 40 documents hold both words apart, 2 hold the phrase; bigrams alone leave all 42 candidates
    const docs = [
      ...Array.from({ length: 40 }, (_, i) => doc('entry', `apart${i}`, 'The guard walked the harbour at dawn.')),
      doc('entry', 'phrase', 'At dawn the Harbour Guard walked.'),
      doc('entry', 'longer', 'the harbour guardians, the old harbour guard-house'),
    ];
    const { engine, fetched } = engineOf(buildSearchIndex(docs, { chunk: 1, commonGrams: 0 }).files);
    const result = await engine.search('harbour guard', { limit: 1 });
    expect(result.candidates).toBe(2);
    // only the candidates' chunks are read, not the 40 documents holding the words apart
    expect(fetched.filter((f) => f.startsWith('d/')).length).toBeLessThanOrEqual(2);
    const all = await engine.search('harbour guard', { limit: 100 });
    expect(all.hits.map((h) => h.id).sort()).toEqual(['longer', 'phrase']);
  });

  it('narrows a phrase across a change of script by its key, where a Chinese sentence meets an English one', async () => {
    // 40 documents hold 今天 and The apart (and after other Chinese words), 2 hold the phrase
    const docs = [
      ...Array.from({ length: 40 }, (_, i) =>
        doc('entry', `apart${i}`, '他一直等到今天，从不提起。 The guard stayed. 她害怕旧日的誓言。 The tower fell.'),
      ),
      doc('entry', 'phrase', '守卫记得旧日的誓言，直到今天。 The guard remembers.'),
      // holds the key and every bigram, not the phrase: a candidate, checked and left out
      doc('entry', 'tight', '直到今天。The end。 The'),
    ];
    const { engine, fetched } = engineOf(buildSearchIndex(docs, { chunk: 1, commonGrams: 0 }).files);
    const result = await engine.search('今天。 The', { limit: 1 });
    expect(result.candidates).toBe(2);
    expect(fetched.filter((f) => f.startsWith('d/')).length).toBeLessThanOrEqual(2);
    const all = await engine.search('今天。 The', { limit: 100 });
    expect(all.hits.map((h) => h.id)).toEqual(['phrase']);
  });

  it('narrows a Latin phrase by its long key where the short one stands in other word pairs too', async () => {
    const docs = [
      ...Array.from({ length: 20 }, (_, i) => doc('entry', `silver${i}`, 'the silver crossing, the river')),
      ...Array.from({ length: 20 }, (_, i) => doc('entry', `over${i}`, 'watch over crossing of the river')),
      doc('entry', 'phrase', 'at the river crossing'),
      doc('entry', 'start', 'river crossings are cold'),
    ];
    const { engine } = engineOf(buildSearchIndex(docs, { chunk: 1, commonGrams: 0 }).files);
    const result = await engine.search('river crossing', { limit: 1 });
    expect(result.candidates).toBe(2);
    const all = await engine.search('river crossing', { limit: 100 });
    expect(all.hits.map((h) => h.id).sort()).toEqual(['phrase', 'start']);
    // a long key the index left out (`harbour guard` has one word pair here) stands for its short key
    const plain = engineOf(buildSearchIndex([doc('entry', 'a', 'harbour guard'), doc('entry', 'b', 'guard')]).files);
    expect(buildSearchIndex([doc('entry', 'a', 'harbour guard')]).files.get('s/0.json')).not.toContain('rbour guard');
    expect((await plain.engine.search('harbour guard')).hits.map((h) => h.id)).toEqual(['a']);
  });

  it('keys a word pair by its ends, only where the query shows them', () => {
    // words at the query's edges may continue in the text: a short one gives no key; long keys first
    expect(queryPairs('harbour guard')).toEqual(['rbour guard', 'our gua']);
    expect(queryPairs('river crossing')).toEqual(['river cross', 'ver cro']);
    expect(queryPairs('silver for salt')).toEqual(['ilver for', 'ver for', 'for sal']);
    expect(queryPairs('of the')).toEqual([]);
    expect(queryPairs('a word of the sea')).toEqual(['word of', 'ord of', 'of the', 'the sea']);
    expect(queryPairs(' of the ')).toEqual(['of the']);
    expect(queryPairs('char-00042')).toEqual(['har 000']);
    expect(queryPairs('守夜人点起灯塔')).toEqual([]);
  });

  it('keys a pair across a change of script, but not across the names separator', () => {
    expect(queryPairs('今天。 the')).toEqual(['今天 the']);
    expect(queryPairs('今天。 the mist')).toEqual(['the mis', '今天 the']);
    // one Chinese character at the query's start may end a longer run: no key
    expect(queryPairs('天。 the')).toEqual([]);
    expect(queryPairs('雾港mist tower')).toEqual(['mist tower', 'ist tow', '雾港 mis']);
    expect(queryPairs('the mist。今天')).toEqual(['the mis', 'ist 今天']);
    expect(queryPairs('x char\u0000林清 y')).toEqual([]);
  });

  it('keeps every file within the layout: a manifest, shards and chunks of whole documents', () => {
    const paths = [...index.files.keys()];
    expect(paths.filter((p) => p.startsWith('s/'))).toHaveLength(index.manifest.shards);
    expect(paths.filter((p) => p.startsWith('c/'))).toHaveLength(index.manifest.common.length);
    expect(paths.filter((p) => p.startsWith('d/'))).toHaveLength(Math.ceil(index.manifest.docs / index.manifest.chunk));
    expect(paths.filter((p) => p.startsWith('n/'))).toHaveLength(
      Math.ceil(index.manifest.docs / index.manifest.namesChunk),
    );
    expect(index.manifest.docs).toBe(catalog.search.length);
  });
});

describe('snippetOf', () => {
  it('maps a folded match back to the text as written', () => {
    const s = snippetOf('Der  ＬＡＮＴＥＲＮ leuchtet über dem Hafen', 'lantern l');
    expect(s).toMatchObject({ before: 'Der ', match: 'ＬＡＮＴＥＲＮ l', cutStart: false });
  });

  it('cuts long text around the match', () => {
    const s = snippetOf(`${'甲'.repeat(100)}灯塔${'乙'.repeat(200)}`, '灯塔', 10);
    expect(s).toEqual({ before: '甲'.repeat(10), match: '灯塔', after: '乙'.repeat(20), cutStart: true, cutEnd: true });
  });

  it('returns null when the text does not hold the query', () => {
    expect(snippetOf('abc', 'x')).toBeNull();
  });
});
