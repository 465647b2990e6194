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
 * A gram is one UTF-16 code unit (for one-unit queries) or two consecutive ones (a bigram) of a
 * folded field. Bigrams, not words: Chinese, Japanese and Korean have no spaces, and any substring
 * of two or more units is found through its bigrams.
 *
 * Bigrams of Latin (and other spaced) scripts are few and common, so a phrase of such words also
 * has word-pair keys (pairsOf): two words standing next to each other, as the last PAIR_CONTEXT
 * units of the first, a space, the first PAIR_CONTEXT units of the second (`harbour guard` →
 * `our gua`). A key is three or more units long, so it never collides with a gram.
 */
import type { SearchKind } from '../search.js';

export const FORMAT_VERSION = 2;

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

/** The distinct grams of a folded text: every code unit and every pair of consecutive ones. */
export function gramsOf(text: string, into: Set<string>): void {
  for (let i = 0; i < text.length; i++) {
    into.add(text[i] as string);
    if (i + 1 < text.length) into.add(text.slice(i, i + 2));
  }
}

/** How many units of each word a word-pair key keeps (see the layout note above). */
export const PAIR_CONTEXT = 3;

/**
 * A word: a maximal run of letters, digits and marks of spaced scripts. Chinese, Japanese and
 * Korean characters are not word characters (they are found through bigrams), so they split a run:
 * `雾港mist` holds the word `mist`.
 */
const WORD = /(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Bopomofo}])[\p{L}\p{N}\p{M}])+/gu;

/** A word of a folded text and where it starts and ends (code units). */
export interface Word {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** The words of a folded text, in order. */
export function wordsOf(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
}

/** The word-pair key of two neighbouring words. */
export const pairKey = (left: string, right: string): string =>
  `${left.slice(-PAIR_CONTEXT)} ${right.slice(0, PAIR_CONTEXT)}`;

/** The word-pair keys of a folded text: one per two words with only non-word characters between. */
export function pairsOf(text: string, into: Set<string>): void {
  const words = wordsOf(text);
  for (let i = 0; i + 1 < words.length; i++) into.add(pairKey((words[i] as Word).word, (words[i + 1] as Word).word));
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
