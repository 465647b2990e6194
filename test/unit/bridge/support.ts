/** Import inputs in memory and load the result as validate would. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAssets } from '../../../src/assets/index.js';
import type { AssetGraph } from '../../../src/assets/model.js';
import { ImportRun, importFile } from '../../../src/bridge/index.js';
import { memoryFileSystem } from '../../../src/core/memory-fs.js';
import type { MemoryNode } from '../../../src/core/memory-fs.js';

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
