import { loadAssets } from '../../../src/assets/index.js';
import type { AssetGraph } from '../../../src/assets/index.js';
import { memoryFileSystem } from '../../../src/core/memory-fs.js';
import type { MemoryNode } from '../../../src/core/memory-fs.js';
import { nodeFileSystem } from '../../../src/core/node-fs.js';

export async function loadMemory(files: Record<string, MemoryNode>, roots: readonly string[] = ['r']): Promise<AssetGraph> {
  return loadAssets({ roots }, memoryFileSystem(files));
}

/** `file:line:col code` lines, the shape fixtures assert. */
export function codesOf(graph: AssetGraph): string[] {
  return graph.diagnostics.map((d) => `${d.file ?? '-'}:${d.line ?? '-'}:${d.column ?? '-'} ${d.code}`);
}

export function fixtureRoot(area: string, slug: string, name: string): string {
  return `test/fixtures/${area}/${slug}/${name}`;
}

export async function loadFixture(area: string, slug: string, name: string, roots: readonly string[] = ['.']): Promise<AssetGraph> {
  const base = fixtureRoot(area, slug, name);
  return loadAssets({ roots: roots.map((r) => (r === '.' ? base : `${base}/${r}`)) }, nodeFileSystem());
}

export const fm = (yaml: string, body = '\n# body\n'): string => `---\n${yaml}\n---\n${body}`;
