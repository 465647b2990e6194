/**
 * The sharded search index at 100,000 entries (issue 18 point 1): built in memory from generated
 * documents (the bench corpus's prose, no Astro), then searched for Chinese and Latin queries.
 * Each query, on a fresh engine, may transfer at most 300 KB (gzip-compressed sizes of the files it
 * fetched), and no file of the index may exceed 1 MB. A Latin phrase of common words fills its
 * first page (word-pair keys; with bigrams alone `harbour guard` found 2 of 20 within the budget).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript without declarations (the bench corpus generator)
import { markdownBody, paragraph, personName, placeName } from '../../../bench/corpus/prose.js';
import { createRng } from '../../../bench/corpus/rng.js';
import { buildSearchIndex } from '../../../src/catalog/search-index/build.js';
import { ShardedSearch } from '../../../src/catalog/search-index/query.js';
import type { SearchSource } from '../../../src/catalog/search.js';

interface Rng {
  int(min: number, max: number): number;
}
type Prose = (rng: Rng, ...args: unknown[]) => string;

/** `entries` generated documents: 4 % characters, 0.4 % worlds, the rest world entries, 10 codes. */
export function generatedDocs(entries: number, seed = 1): SearchSource[] {
  const rng = createRng(seed) as Rng;
  const body = markdownBody as Prose;
  const docs: SearchSource[] = [];
  const characters = Math.round(entries * 0.04);
  const worlds = Math.max(1, Math.round(entries * 0.004));
  for (let i = 0; i < characters; i++) {
    const id = `char-${String(i).padStart(5, '0')}`;
    const name = (personName as Prose)(rng);
    docs.push({
      kind: 'character',
      id,
      title: name,
      href: `characters/${id}/`,
      names: [id, name],
      keys: ['tag'],
      body: body(rng, name, 1200),
    });
  }
  for (let i = 0; i < worlds; i++) {
    const id = `world-${String(i).padStart(4, '0')}`;
    const name = (placeName as Prose)(rng);
    docs.push({
      kind: 'world',
      id,
      title: name,
      href: `worlds/${id}/`,
      names: [id, name],
      keys: [],
      body: body(rng, name, 800),
    });
  }
  for (let i = 0; docs.length < characters + worlds + entries; i++) {
    const id = `entry-${String(i).padStart(6, '0')}`;
    const name = (placeName as Prose)(rng);
    const keys = [name, (paragraph as Prose)(rng, 6)];
    docs.push({
      kind: 'entry',
      id,
      title: name,
      href: `worlds/w/entries/${id}/`,
      names: [id, name],
      keys,
      body: body(rng, name, rng.int(150, 600)),
    });
  }
  for (let i = 0; i < 10; i++)
    docs.push({
      kind: 'code',
      id: `asset.code-${i}`,
      title: `Code ${i}`,
      href: `codes/${i}/`,
      names: [`asset.code-${i}`],
      keys: ['asset'],
      body: 'A finding about assets.',
    });
  return docs;
}

export const CJK_QUERIES = [
  '旧日的誓言',
  '北方传来的消息',
  '城墙下的暗门',
  '魔法学院的禁书',
  '说话时习惯先停顿半拍',
  '王都',
  '林清',
  '守夜人',
  '雪',
  '的',
];
export const LATIN_QUERIES = [
  'the',
  'harbour guard',
  'mist',
  'entry-004242',
  'char-00042',
  'river crossing',
  'heir',
  'protect the',
  'tower',
  'e',
];

describe('the sharded search index at 100,000 entries', () => {
  it('transfers at most 300 KB (gzip) for any of ten Chinese and ten Latin queries, with no file over 1 MB', async () => {
    const { files, manifest } = buildSearchIndex(generatedDocs(100_000));
    let largest = 0;
    for (const text of files.values()) largest = Math.max(largest, Buffer.byteLength(text));
    const gz = new Map<string, number>();
    const rows: string[] = [];
    const over: string[] = [];
    const empty: string[] = [];
    // Latin phrases whose words are everywhere in the corpus but which stand together in more than
    // 20 documents: their word pairs narrow the candidates enough to fill the first page
    // (and a phrase where a Chinese sentence meets an English one: its key across the script change)
    const phrases = ['harbour guard', 'river crossing', 'protect the', '今天。 The'];
    const short: string[] = [];
    for (const query of [...CJK_QUERIES, ...LATIN_QUERIES, '今天。 The']) {
      const fetched = new Set<string>();
      const engine = new ShardedSearch(async (path) => {
        fetched.add(path);
        return files.get(path) ?? '';
      });
      const result = await engine.search(query);
      let bytes = 0;
      for (const path of fetched) {
        let size = gz.get(path);
        if (size === undefined) gz.set(path, (size = gzipSync(files.get(path) ?? '').length));
        bytes += size;
      }
      rows.push(
        `${query}: ${result.hits.length} hits of ${result.candidates} candidates, ${fetched.size} files, ${(bytes / 1024).toFixed(1)} KB`,
      );
      over.push(...(bytes > 300 * 1024 ? [query] : []));
      if (query !== '守夜人' && result.hits.length === 0) empty.push(query);
      if (phrases.includes(query) && result.hits.length < 20) short.push(`${query}: ${result.hits.length}`);
    }
    console.info(
      `search index at 100,000 entries: ${files.size} files, ${manifest.shards} shards, largest ${(largest / 1024).toFixed(0)} KB\n  ${rows.join('\n  ')}`,
    );
    expect(over).toEqual([]);
    expect(empty).toEqual([]);
    expect(short).toEqual([]);
    expect(largest).toBeLessThanOrEqual(1024 * 1024);
  }, 600_000);
});
