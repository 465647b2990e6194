/**
 * A read-only FileSystem over a Git tree listing (from `git ls-tree` or the git trees API): the
 * structure is known up front, file bytes are fetched on demand, so validating the base commit
 * reads only the files the core asks for. Paths are relative to the listing's root, like the head
 * run's paths are relative to the working directory.
 */
import { FileTooLargeError, NotAFileError, notFoundError } from '../core/fs.js';
import type { DirEntry, FileStat, FileSystem } from '../core/fs.js';
import { dirname, join, normalize } from '../core/paths.js';

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

const MAX_LINK_HOPS = 40;

export function treeFileSystem(
  entries: readonly TreeEntry[],
  readBlob: (oid: string) => Promise<Uint8Array>,
): FileSystem {
  const nodes = new Map<string, TreeEntry>();
  const dirs = new Map<string, Map<string, DirEntry['kind']>>();
  const ensureDir = (d: string): Map<string, DirEntry['kind']> => {
    let m = dirs.get(d);
    if (!m) {
      m = new Map();
      dirs.set(d, m);
      if (d !== '.') ensureDir(dirname(d)).set(d.slice(d.lastIndexOf('/') + 1), 'directory');
    }
    return m;
  };
  ensureDir('.');
  for (const e of entries) {
    const p = normalize(e.path);
    if (p.startsWith('..') || p.startsWith('/')) continue;
    nodes.set(p, e);
    ensureDir(dirname(p)).set(p.slice(p.lastIndexOf('/') + 1), e.kind);
  }

  /** Resolve symlinks in every segment; null when missing or looping. Links out of the tree resolve to nothing. */
  const resolve = (path: string): string | null => {
    let hops = 0;
    const n = normalize(path);
    if (n.startsWith('/')) return null;
    const queue = n.split('/');
    let cur = '.';
    while (queue.length > 0) {
      const seg = queue.shift() as string;
      if (seg === '.' || seg === '') continue;
      if (seg === '..') {
        if (cur === '.') return null;
        cur = dirname(cur);
        continue;
      }
      const next = join(cur, seg);
      const node = nodes.get(next);
      if (node?.kind === 'symlink') {
        if (++hops > MAX_LINK_HOPS || node.target === undefined || node.target.startsWith('/')) return null;
        queue.unshift(...normalize(join(dirname(next), node.target)).split('/'));
        cur = '.';
        continue;
      }
      if (node === undefined && !dirs.has(next)) return null;
      cur = next;
    }
    return cur;
  };

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
