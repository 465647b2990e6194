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
  ST_ENTRY_DEFAULTS,
} from '../../../src/bridge/formats.js';
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

/** JSON-normalised World Info: key order ignored, absent entry fields equal to their defaults. */
export function stNormal(doc: Obj): unknown {
  const entries = doc.entries as Record<string, Obj>;
  return normaliseJson({
    ...doc,
    entries: Object.fromEntries(Object.entries(entries).map(([k, e]) => [k, { ...ST_ENTRY_DEFAULTS, ...e }])),
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
