import { FileTooLargeError, NotAFileError, notFoundError } from './fs.js';
import type { DirEntry, FileStat, FileSystem } from './fs.js';
import { linkTree } from './link-tree.js';

/** A symlink in a memory tree: its target, relative to the link's directory or absolute. */
export interface MemoryLink {
  readonly symlink: string;
}
export type MemoryNode = string | Uint8Array | MemoryLink;

/**
 * An in-memory file system for tests and the browser playground. Keys are file paths
 * (`roleplay/characters/alice/CHARACTER.md`); directories are implied by the paths.
 * `readdir` order is the insertion order, so tests can prove the core does not depend on it.
 */
export function memoryFileSystem(files: Readonly<Record<string, MemoryNode>>): FileSystem {
  const { nodes, dirs, resolve } = linkTree<MemoryNode>(Object.entries(files), {
    linkTarget: (n) => (typeof n === 'object' && 'symlink' in n ? n.symlink : undefined),
    confined: false,
  });

  return {
    async readdir(path: string): Promise<readonly DirEntry[]> {
      const r = resolve(path);
      const d = r === null ? undefined : dirs.get(r);
      if (!d) throw new Error(`ENOTDIR: ${path}`);
      return [...d.entries()].map(([name, kind]) => ({ name, kind }));
    },
    async stat(path: string): Promise<FileStat | null> {
      const r = resolve(path);
      if (r === null) return null;
      if (dirs.has(r)) return { kind: 'directory', size: 0 };
      const n = nodes.get(r);
      if (n === undefined) return null;
      return {
        kind: 'file',
        size: typeof n === 'string' ? new TextEncoder().encode(n).length : (n as Uint8Array).length,
      };
    },
    async realpath(path: string): Promise<string | null> {
      return resolve(path);
    },
    async readFile(path: string, maxBytes?: number): Promise<Uint8Array> {
      const r = resolve(path);
      if (r !== null && dirs.has(r)) throw new NotAFileError(path);
      const n = r === null ? undefined : nodes.get(r);
      if (n === undefined) throw notFoundError(path);
      const bytes = typeof n === 'string' ? new TextEncoder().encode(n) : (n as Uint8Array);
      if (maxBytes !== undefined && bytes.length > maxBytes) throw new FileTooLargeError(path, bytes.length, maxBytes);
      return bytes;
    },
  };
}
