/**
 * A read-only FileSystem over a Git tree listing (from `git ls-tree` or the git trees API): the
 * structure is known up front, file bytes are fetched on demand, so validating the base commit
 * reads only the files the core asks for. Paths are relative to the listing's root, like the head
 * run's paths are relative to the working directory.
 */
import { FileTooLargeError, NotAFileError, notFoundError } from './fs.js';
import type { DirEntry, FileStat, FileSystem } from './fs.js';
import { linkTree } from './link-tree.js';

export interface TreeEntry {
  /** Path relative to the tree root, forward slashes. */
  readonly path: string;
  readonly kind: 'file' | 'symlink';
  readonly size: number;
  /** Blob id. */
  readonly oid: string;
  /** Symlink target (the blob's text), known up front for links. */
  readonly target?: string;
}

export function treeFileSystem(
  entries: readonly TreeEntry[],
  readBlob: (oid: string) => Promise<Uint8Array>,
): FileSystem {
  const { nodes, dirs, resolve } = linkTree<TreeEntry>(
    entries.map((e) => [e.path, e] as const),
    { linkTarget: (e) => (e.kind === 'symlink' ? (e.target ?? null) : undefined), confined: true },
  );

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
      const e = nodes.get(r);
      return e ? { kind: 'file', size: e.size } : null;
    },
    async realpath(path: string): Promise<string | null> {
      return resolve(path);
    },
    async readFile(path: string, maxBytes?: number): Promise<Uint8Array> {
      const r = resolve(path);
      if (r !== null && dirs.has(r)) throw new NotAFileError(path);
      const e = r === null ? undefined : nodes.get(r);
      if (!e || e.kind !== 'file') throw notFoundError(path);
      // The listing knows the size: a large blob is refused without being fetched.
      if (maxBytes !== undefined && e.size > maxBytes) throw new FileTooLargeError(path, e.size, maxBytes);
      const bytes = await readBlob(e.oid);
      if (maxBytes !== undefined && bytes.length > maxBytes) throw new FileTooLargeError(path, bytes.length, maxBytes);
      return bytes;
    },
  };
}
