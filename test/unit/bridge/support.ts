/** Import inputs in memory and load the result as validate would. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAssets } from '../../../src/assets/index.js';
import type { AssetGraph } from '../../../src/assets/model.js';
import { ImportRun, importFile, normaliseJson } from '../../../src/bridge/index.js';
import {
  BOOK_DEFAULTS,
  BOOK_ENTRY_V3_DEFAULTS,
  CARD_DATA_DEFAULTS,
  CARD_V3_DATA_DEFAULTS,
} from '../../../src/bridge/card/fields.js';
import { ST_ENTRY_DEFAULTS } from '../../../src/bridge/entry/st-card-fields.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import type { MemoryNode } from '../../../src/common/memory-fs.js';

export const FIXTURES = join(import.meta.dirname, '../../fixtures/bridge');
export const fixture = (name: string): Uint8Array => readFileSync(join(FIXTURES, name));
export const fixtureJson = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Record<string, unknown>;

export interface Imported {
  readonly run: ImportRun;
  readonly graph: AssetGraph;
  readonly files: Record<string, MemoryNode>;
}

export async function importAll(
  inputs: readonly { name: string; bytes: Uint8Array }[],
  extra: Record<string, string> = {},
): Promise<Imported> {
  const run = new ImportRun();
  for (const i of inputs) importFile(i.bytes, i.name, run);
  const files: Record<string, MemoryNode> = { ...extra };
  for (const f of run.files) files[f.path] = f.bytes;
  const graph = await loadAssets({ roots: ['.'] }, memoryFileSystem(files));
  return { run, graph, files };
}

export const bytesOf = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));

type Obj = Record<string, unknown>;

/**
 * JSON-normalised World Info: key order ignored, absent entry fields equal to their defaults, and
 * `selective` as SillyTavern's activation reads it (it filters only when truthy and there are
 * secondary keys; a missing `selective` is no filter there, whatever the editor's default). With
 * `stem`, the source is the imported file: export names the world, so `name` is the file's stem
 * where the file had none.
 */
export function stNormal(doc: Obj, stem?: string): unknown {
  const entries = doc.entries as Record<string, Obj>;
  const normal = (e: Obj): Obj => {
    const { selective, ...rest }: Obj = { ...ST_ENTRY_DEFAULTS, ...e, selective: e.selective ?? false };
    const secondary = Array.isArray(rest.keysecondary) && rest.keysecondary.length > 0;
    return secondary ? { ...rest, selective: Boolean(selective) } : rest;
  };
  return normaliseJson({
    ...doc,
    // export writes the world's name (SillyTavern keeps it): a file without one gets its stem
    ...(stem !== undefined && doc.name === undefined ? { name: stem } : {}),
    entries: Object.fromEntries(Object.entries(entries).map(([k, e]) => [k, normal(e)])),
  });
}

export function v3Normal(card: Obj, v3 = true): unknown {
  const data = card.data as Obj;
  const book = data.character_book as Obj | undefined;
  const entryDefaults = v3 ? BOOK_ENTRY_V3_DEFAULTS : { ...BOOK_ENTRY_V3_DEFAULTS };
  return normaliseJson({
    ...card,
    data: {
      ...(v3 ? CARD_V3_DATA_DEFAULTS : CARD_DATA_DEFAULTS),
      ...data,
      ...(book
        ? {
            character_book: {
              ...BOOK_DEFAULTS,
              ...book,
              entries: (book.entries as Obj[]).map((e) => ({ ...entryDefaults, ...e })),
            },
          }
        : {}),
    },
  });
}

/**
 * A card whose book entries carry their title in both `name` and `comment`, as export writes
 * them (SillyTavern reads only `comment`): a title only one of them had is copied to the other;
 * `comment` is always written (empty without a title), `name` only with a title.
 */
export function withBothTitles(card: Obj): Obj {
  const data = card.data as Obj;
  const book = data.character_book as Obj | undefined;
  if (!book) return card;
  const entries = (book.entries as Obj[]).map((e) => {
    const text = (v: unknown): string => (typeof v === 'string' ? v : '');
    const title = text(e.name) || text(e.comment);
    const { name: _name, ...rest } = e;
    return { ...rest, comment: text(e.comment) || title, ...(title === '' ? {} : { name: text(e.name) || title }) };
  });
  return { ...card, data: { ...data, character_book: { ...book, entries } } };
}

/**
 * An exported World Info without the identity marks export adds (`extensions.rp_assets`: an
 * entry's id where its title would not give it back, its aliases): what to compare with a source
 * that never went through rp-assets.
 */
export function withoutMarks(doc: Obj, source: Obj): Obj {
  const had = (k: string): boolean => (source.entries as Record<string, Obj>)[k]?.extensions !== undefined;
  const entries = Object.fromEntries(
    Object.entries(doc.entries as Record<string, Obj>).map(([k, e]) => {
      const ext = e.extensions as Obj | undefined;
      if (ext?.rp_assets === undefined) return [k, e];
      const { rp_assets: _mark, ...rest } = ext;
      const { extensions: _ext, ...entry } = e;
      return [k, Object.keys(rest).length > 0 || had(k) ? { ...entry, extensions: rest } : entry];
    }),
  );
  return { ...doc, entries };
}
