/**
 * The sharded search index's file layout and encodings, shared by the builder (build.ts, at site
 * build time) and the query engine (query.ts, in the browser): one module, so both sides hash,
 * split and decode the same way.
 *
 * Layout, relative to the index folder (the site serves it at `data/search/`):
 * - `manifest.json`: the Manifest below (a few hundred bytes).
 * - `s/<n>.json`: shard n, a Shard: for every gram hashed to n, its posting lists.
 * - `c/<i>.json`: the i-th most common gram's posting lists alone (a one-gram Shard): common grams
 *   have long lists, and kept apart they do not make the shards of rare grams heavy.
 * - `n/<k>.json`: names chunk k, documents k*namesChunk … as NamesRows: what a result shows, the
 *   names and keys, the folded body's length (for ranking). Enough to check a names or keys match.
 * - `d/<n>.json`: body chunk n, documents n*chunk … as BodyRows: what a result shows and the body.
 * Text is as written, not folded: the engine folds it with the same functions the builder used.
 *
 * The terms a document is indexed under (grams and pair keys) are the tokenizer's: tokens.ts.
 */
import type { SearchKind } from '../search.js';

export const FORMAT_VERSION = 3;

export interface Manifest {
  readonly version: number;
  /** Number of shard files (`s/0.json` … `s/<shards-1>.json`). */
  readonly shards: number;
  /** Number of documents; ids run from 0. */
  readonly docs: number;
  /** Documents per body chunk file. */
  readonly chunk: number;
  /** Documents per names chunk file. */
  readonly namesChunk: number;
  /** Each kind's documents are the ids [start, end). */
  readonly kinds: Readonly<Partial<Record<SearchKind, readonly [number, number]>>>;
  /**
   * The grams found in the most documents, most frequent first (at most COMMON_GRAMS), each in its
   * own file `c/<i>.json`: a query fetches its other grams first, since they narrow the most.
   */
  readonly common: readonly string[];
}

export const COMMON_GRAMS = 1024;

/** The three fields a document is matched on, in rank order (see scoreDoc in ../search.ts). */
export const FIELDS = ['names', 'keys', 'body'] as const;
export type Field = (typeof FIELDS)[number];

/** A shard: gram -> the encoded posting list of each field (in FIELDS order; '' when empty). */
export type Shard = Record<string, readonly [string, string, string]>;

/** What a result shows: kind, id, title, href, context. */
export type Shown = readonly [SearchKind, string, string, string, string];
/** One document of a names chunk: what it shows, names, keys, the folded body's length. */
export type NamesRow = readonly [...Shown, readonly string[], readonly string[], number];
/** One document of a body chunk: what it shows, body. */
export type BodyRow = readonly [...Shown, string];

export const manifestPath = 'manifest.json';
export const shardPath = (n: number): string => `s/${n}.json`;
export const chunkPath = (n: number): string => `d/${n}.json`;
export const namesPath = (k: number): string => `n/${k}.json`;

/** FNV-1a over the gram's UTF-16 code units: the shard of a gram is this modulo the shard count. */
export function gramHash(gram: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gram.length; i++) {
    h ^= gram.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const shardOf = (gram: string, shards: number): number => gramHash(gram) % shards;
export const commonPath = (i: number): string => `c/${i}.json`;

/** The file holding a gram's posting lists: its own when it is common, else its shard. */
export function gramPath(gram: string, manifest: Manifest, commonRank?: ReadonlyMap<string, number>): string {
  const i = commonRank ? commonRank.get(gram) : manifest.common.indexOf(gram);
  return i !== undefined && i >= 0 ? commonPath(i) : shardPath(shardOf(gram, manifest.shards));
}

// Posting lists: ascending document ids, written either as varint gaps ('v' + base64) or as a
// bitmap over all documents ('b' + base64), whichever is shorter. A bigram found in most
// documents (`的`, ` t`) costs docs/8 bytes as a bitmap, whatever the corpus size.

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}

export function encodePostings(ids: readonly number[], docs: number): string {
  if (ids.length === 0) return '';
  const gaps: number[] = [];
  let prev = -1;
  for (const id of ids) {
    let gap = id - prev - 1;
    prev = id;
    while (gap >= 0x80) {
      gaps.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    gaps.push(gap);
  }
  const bitmapBytes = Math.ceil(docs / 8);
  if (gaps.length <= bitmapBytes) return `v${toBase64(Uint8Array.from(gaps))}`;
  const bitmap = new Uint8Array(bitmapBytes);
  for (const id of ids) bitmap[id >>> 3] = (bitmap[id >>> 3] as number) | (1 << (id & 7));
  return `b${toBase64(bitmap)}`;
}

export function decodePostings(text: string): number[] {
  if (text === '') return [];
  const bytes = fromBase64(text.slice(1));
  const ids: number[] = [];
  if (text[0] === 'b') {
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i] as number;
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) ids.push(i * 8 + bit);
    }
    return ids;
  }
  let prev = -1;
  for (let i = 0; i < bytes.length;) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[i++] as number;
      gap += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    prev += gap + 1;
    ids.push(prev);
  }
  return ids;
}
