import { FileTooLargeError, NotAFileError, notFoundError } from './fs.js';
import type { DirEntry, FileStat, FileSystem } from './fs.js';
import { dirname, join, normalize } from './paths.js';

/** A symlink in a memory tree: its target, relative to the link's directory or absolute. */
export interface MemoryLink {
  readonly symlink: string;
}
export type MemoryNode = string | Uint8Array | MemoryLink;

const MAX_LINK_HOPS = 40;

/**
 * An in-memory file system for tests and the browser playground. Keys are file paths
 * (`roleplay/characters/alice/CHARACTER.md`); directories are implied by the paths.
 * `readdir` order is the insertion order, so tests can prove the core does not depend on it.
 */
export function memoryFileSystem(files: Readonly<Record<string, MemoryNode>>): FileSystem {
  const nodes = new Map<string, MemoryNode>();
  const dirs = new Map<string, Map<string, DirEntry['kind']>>();
  const ensureDir = (d: string): Map<string, DirEntry['kind']> => {
    let m = dirs.get(d);
    if (!m) {
      m = new Map();
      dirs.set(d, m);
      if (d !== '.' && d !== '/') ensureDir(dirname(d)).set(d.slice(d.lastIndexOf('/') + 1), 'directory');
    }
    return m;
  };
  ensureDir('.');
  for (const [raw, node] of Object.entries(files)) {
    const p = normalize(raw);
    if (p.endsWith('/') || raw.endsWith('/')) {
      ensureDir(p);
      continue;
    }
    nodes.set(p, node);
    const kind: DirEntry['kind'] = typeof node === 'object' && 'symlink' in node ? 'symlink' : 'file';
    ensureDir(dirname(p)).set(p.slice(p.lastIndexOf('/') + 1), kind);
  }

  /** Resolve symlinks in every segment. */
  const resolve = (path: string): string | null => {
    let hops = 0;
    const segs = normalize(path).split('/');
    let cur = segs[0] === '' ? '/' : '.';
    const queue = segs[0] === '' ? segs.slice(1) : segs;
    while (queue.length > 0) {
      const seg = queue.shift() as string;
      if (seg === '.' || seg === '') continue;
      const next = seg === '..' ? dirname(cur) : join(cur, seg);
      const node = nodes.get(next);
      if (node !== undefined && typeof node === 'object' && 'symlink' in node) {
        if (++hops > MAX_LINK_HOPS) return null;
        const target = node.symlink.startsWith('/') ? node.symlink : join(dirname(next), node.symlink);
        const tsegs = normalize(target).split('/');
        cur = tsegs[0] === '' ? '/' : '.';
        queue.unshift(...(tsegs[0] === '' ? tsegs.slice(1) : tsegs));
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
