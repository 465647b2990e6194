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

/** A symlink's target is a path: longer than PATH_MAX, it is no link a checkout could make (never read). */
export const MAX_LINK_TARGET_BYTES = 4096;

/**
 * No blob above this is fetched, whatever the caller asks: the core's own limits are lower (10 MiB
 * per asset file, 5 MiB per YAML file), so this only stops a caller that gives none.
 */
export const MAX_TREE_BLOB_BYTES = 10 * 1024 * 1024;

/** A tree entry whose name is not valid UTF-8: listed (flagged) like on disk, never opened. */
export interface UnreadableName {
  /** The folder holding it, relative to the tree root (`.` for the top). */
  readonly dir: string;
  /** The name as Node shows such names on disk: U+FFFD for each bad byte. */
  readonly name: string;
  readonly kind: 'file' | 'symlink' | 'directory';
}

export function treeFileSystem(
  entries: readonly TreeEntry[],
  readBlob: (oid: string) => Promise<Uint8Array>,
  unreadable: readonly UnreadableName[] = [],
): FileSystem {
  const { nodes, dirs, resolve } = linkTree<TreeEntry | null>(
    [
      ...entries.map((e) => [e.path, e] as const),
      // the folders that hold them exist even when nothing else is in them
      ...unreadable.map((u) => [`${u.dir}/`, null] as const),
    ],
    { linkTarget: (e) => (e?.kind === 'symlink' ? (e.target ?? null) : undefined), confined: true },
  );
  const flagged = new Map<string, DirEntry[]>();
  for (const u of unreadable) {
    const list = flagged.get(u.dir) ?? [];
    list.push({ name: u.name, kind: u.kind, nameNotUtf8: true });
    flagged.set(u.dir, list);
  }

  return {
    async readdir(path: string): Promise<readonly DirEntry[]> {
      const r = resolve(path);
      const d = r === null ? undefined : dirs.get(r);
      if (!d || r === null) throw new Error(`ENOTDIR: ${path}`);
      return [...[...d.entries()].map(([name, kind]) => ({ name, kind })), ...(flagged.get(r) ?? [])];
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
      const limit = Math.min(maxBytes ?? MAX_TREE_BLOB_BYTES, MAX_TREE_BLOB_BYTES);
      if (e.size > limit) throw new FileTooLargeError(path, e.size, limit);
      const bytes = await readBlob(e.oid);
      if (bytes.length > limit) throw new FileTooLargeError(path, bytes.length, limit);
      return bytes;
    },
  };
}
