import { loadAssets } from '../../../src/assets/index.js';
import type { AssetGraph } from '../../../src/assets/index.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import type { MemoryNode } from '../../../src/common/memory-fs.js';

export async function loadMemory(
  files: Record<string, MemoryNode>,
  roots: readonly string[] = ['r'],
): Promise<AssetGraph> {
  return loadAssets({ roots }, memoryFileSystem(files));
}

/** `file:line:col code` lines, the shape fixtures assert. */
export function codesOf(graph: AssetGraph): string[] {
  return graph.diagnostics.map((d) => `${d.file ?? '-'}:${d.line ?? '-'}:${d.column ?? '-'} ${d.code}`);
}

export const fm = (yaml: string, body = '\n# body\n'): string => `---\n${yaml}\n---\n${body}`;
