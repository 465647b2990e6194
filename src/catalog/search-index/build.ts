/**
 * buildSearchIndex: the sharded search index's files from the searchable documents. Pure: the same
 * documents give the same files. Layout and encodings: format.ts.
 */
import { SEARCH_KINDS, searchDoc, type SearchKind, type SearchSource } from '../search.js';
import {
  chunkPath,
  COMMON_GRAMS,
  commonPath,
  encodePostings,
  FIELDS,
  FORMAT_VERSION,
  manifestPath,
  shardOf,
  shardPath,
  namesPath,
  type BodyRow,
  type Manifest,
  type NamesRow,
  type Shard,
  type Shown,
} from './format.js';
import { isLongKey, shortKeyOf, termsOf } from './tokens.js';
import { compareBy, descending } from '../../common/compare.js';

export interface BuildOptions {
  /** Documents per body chunk file (default BODY_CHUNK, 8: a chunk is what checking one body costs). */
  readonly chunk?: number;
  /** Documents per names chunk file (default NAMES_CHUNK, 128). */
  readonly namesChunk?: number;
  /** How many of the most common grams get a file of their own (default COMMON_GRAMS). */
  readonly commonGrams?: number;
  /** Target size of a shard file (rare grams only) in bytes, before compression (default SHARD_BYTES, 24 KB). */
  readonly shardBytes?: number;
}

export interface SearchIndexFiles {
  readonly manifest: Manifest;
  /** Path relative to the index folder -> file text (JSON). */
  readonly files: ReadonlyMap<string, string>;
}

/**
 * A long pair key (tokens.ts) is written only when it holds at most this share of its short key's
 * postings: where a short key comes from one word pair only, the long key would repeat its list.
 */
const LONG_KEY_SHARE = 0.5;

/** The documents in index order: kind by kind (SEARCH_KINDS), each kind in its given order. */
export function indexOrder(sources: readonly SearchSource[]): SearchSource[] {
  const rank = (k: SearchKind) => SEARCH_KINDS.indexOf(k);
  return sources
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s.kind) - rank(b.s.kind) || a.i - b.i)
    .map((x) => x.s);
}

/** BuildOptions' defaults. */
export const BODY_CHUNK = 8;
export const NAMES_CHUNK = 128;
export const SHARD_BYTES = 24 * 1024;

type Postings = Map<string, [number[], number[], number[]]>;

/** Per gram, each field's ascending document ids; each kind's range of ids; each body's length. */
function collectPostings(docs: readonly SearchSource[]): {
  readonly postings: Postings;
  readonly kinds: Partial<Record<SearchKind, [number, number]>>;
  readonly bodyLength: readonly number[];
} {
  const postings: Postings = new Map();
  const kinds: Partial<Record<SearchKind, [number, number]>> = {};
  const bodyLength: number[] = [];
  const grams = new Set<string>();
  docs.forEach((source, id) => {
    const range = (kinds[source.kind] ??= [id, id]);
    range[1] = id + 1;
    const doc = searchDoc(source);
    bodyLength.push(doc.body.length);
    FIELDS.forEach((field, f) => {
      grams.clear();
      termsOf(doc[field], grams);
      for (const gram of grams) {
        let lists = postings.get(gram);
        if (lists === undefined) postings.set(gram, (lists = [[], [], []]));
        lists[f]?.push(id);
      }
    });
  });
  return { postings, kinds, bodyLength };
}

/** A long key is kept only where it narrows its short key: on at most LONG_KEY_SHARE of its documents. */
function dropWideLongKeys(postings: Postings): void {
  const size = (lists: readonly number[][]) => lists.reduce((n, l) => n + l.length, 0);
  for (const [term, lists] of postings)
    if (isLongKey(term) && size(lists) > LONG_KEY_SHARE * size(postings.get(shortKeyOf(term)) ?? []))
      postings.delete(term);
}

/** The `count` most common grams, most common first (ties by code units, so Map order does not matter). */
function commonGrams(postings: Postings, count: number): string[] {
  const frequency = [...postings].map(([gram, [n, k, b]]) => ({ gram, df: n.length + k.length + b.length }));
  frequency.sort(
    compareBy(
      descending((f) => f.df),
      (f) => f.gram,
    ),
  );
  return frequency.slice(0, count).map((f) => f.gram);
}

type Encode = (gram: string) => [string, string, string];

/** The rare grams (all but `common`) spread over as many shards as `shardBytes` asks for. */
function rareShards(
  postings: Postings,
  {
    common,
    encode,
    shardBytes,
  }: {
    readonly common: readonly string[];
    readonly encode: Encode;
    readonly shardBytes: number;
  },
): Shard[] {
  const isCommon = new Set(common);
  const rare: [string, [string, string, string]][] = [];
  let total = 0;
  for (const gram of postings.keys()) {
    if (isCommon.has(gram)) continue;
    const entry = encode(gram);
    total += gram.length + entry[0].length + entry[1].length + entry[2].length + 16;
    rare.push([gram, entry]);
  }
  const shardCount = Math.max(1, Math.ceil(total / shardBytes));
  const shards: Shard[] = Array.from({ length: shardCount }, () => ({}));
  for (const [gram, entry] of rare) (shards[shardOf(gram, shardCount)] as Shard)[gram] = entry;
  return shards;
}

const shown = (d: SearchSource): Shown => [d.kind, d.id, d.title, d.href, d.context ?? ''];

/** The names chunks (`n/`: what is shown, names, keys, body length) and the body chunks (`d/`). */
function chunkFiles(
  docs: readonly SearchSource[],
  bodyLength: readonly number[],
  { chunk, namesChunk }: { readonly chunk: number; readonly namesChunk: number },
): [string, string][] {
  const files: [string, string][] = [];
  for (let start = 0, k = 0; start < docs.length; start += namesChunk, k++) {
    const rows: NamesRow[] = docs
      .slice(start, start + namesChunk)
      .map((d, i) => [...shown(d), d.names, d.keys, bodyLength[start + i] as number]);
    files.push([namesPath(k), JSON.stringify(rows)]);
  }
  for (let start = 0, n = 0; start < docs.length; start += chunk, n++) {
    const rows: BodyRow[] = docs.slice(start, start + chunk).map((d) => [...shown(d), d.body]);
    files.push([chunkPath(n), JSON.stringify(rows)]);
  }
  return files;
}

export function buildSearchIndex(sources: readonly SearchSource[], options: BuildOptions = {}): SearchIndexFiles {
  const chunk = options.chunk ?? BODY_CHUNK;
  const namesChunk = options.namesChunk ?? NAMES_CHUNK;
  const docs = indexOrder(sources);
  const { postings, kinds, bodyLength } = collectPostings(docs);
  dropWideLongKeys(postings);
  const common = commonGrams(postings, options.commonGrams ?? COMMON_GRAMS);
  const encode: Encode = (gram) => {
    const [names, keys, body] = postings.get(gram) as [number[], number[], number[]];
    return [encodePostings(names, docs.length), encodePostings(keys, docs.length), encodePostings(body, docs.length)];
  };
  const shards = rareShards(postings, { common, encode, shardBytes: options.shardBytes ?? SHARD_BYTES });
  const manifest: Manifest = {
    version: FORMAT_VERSION,
    shards: shards.length,
    docs: docs.length,
    chunk,
    namesChunk,
    kinds,
    common,
  };
  const files = new Map<string, string>([[manifestPath, JSON.stringify(manifest)]]);
  shards.forEach((shard, n) => files.set(shardPath(n), JSON.stringify(shard)));
  common.forEach((gram, i) => files.set(commonPath(i), JSON.stringify({ [gram]: encode(gram) })));
  for (const [path, text] of chunkFiles(docs, bodyLength, { chunk, namesChunk })) files.set(path, text);
  return { manifest, files };
}
