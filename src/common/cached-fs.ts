/**
 * A file system that remembers what it read until told that a path changed: the language server
 * re-checks a repository after every edit without listing its folders and reading its files again.
 * The same path gives the same Uint8Array object until it is invalidated, so a step memoised on
 * the bytes (`WeakMap`) knows a file is unchanged without comparing it. Failures are remembered
 * too (a missing file stays missing until a change under its path is reported).
 */
import type { DirEntry, FileStat, FileSystem } from './fs.js';
import { dirname, normalize } from './paths.js';

export interface CachedFileSystem extends FileSystem {
  /**
   * Forget `path`, everything under it, and the listing, stat and real path of every folder above
   * it (a file created, changed or deleted; a file created in a new folder may be reported alone).
   */
  invalidate(path: string): void;
  /** Forget everything. */
  clear(): void;
}

export function cachedFileSystem(base: FileSystem): CachedFileSystem {
  // Keyed by the path as asked: the core asks with normalised paths (the working-directory file
  // system joins them), so normalising again would cost more than the rare duplicate it saves (it
  // was a tenth of a re-check at 10,000 entries). readFile per size limit (a refusal depends on it).
  const dirs = new Map<string, Promise<readonly DirEntry[]>>();
  const stats = new Map<string, Promise<FileStat | null>>();
  const reals = new Map<string, Promise<string | null>>();
  const filesByLimit = new Map<number | undefined, Map<string, Promise<Uint8Array>>>();
  const files = (maxBytes: number | undefined): Map<string, Promise<Uint8Array>> => {
    let m = filesByLimit.get(maxBytes);
    if (m === undefined) {
      m = new Map();
      filesByLimit.set(maxBytes, m);
    }
    return m;
  };
  const remember = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    let p = cache.get(key);
    if (p === undefined) {
      // a rejection is kept as the answer too: each caller awaits it and handles it there
      p = load();
      cache.set(key, p);
    }
    return p;
  };
  const forget = (cache: Map<string, unknown>, path: string): void => {
    for (const key of cache.keys()) {
      const p = normalize(key);
      if (p === path || p.startsWith(`${path}/`)) cache.delete(key);
    }
  };
  return {
    readdir: (path) => remember(dirs, path, () => base.readdir(path)),
    stat: (path) => remember(stats, path, () => base.stat(path)),
    realpath: (path) => remember(reals, path, () => base.realpath(path)),
    readFile: (path, maxBytes) => remember(files(maxBytes), path, () => base.readFile(path, maxBytes)),
    invalidate(path: string): void {
      const p = normalize(path);
      for (const c of [dirs, stats, reals, ...filesByLimit.values()]) forget(c, p);
      const above = new Set<string>();
      for (let d = dirname(p); !above.has(d); d = dirname(d)) above.add(d);
      for (const c of [dirs, stats, reals]) for (const key of c.keys()) if (above.has(normalize(key))) c.delete(key);
    },
    clear(): void {
      for (const c of [dirs, stats, reals, filesByLimit]) c.clear();
    },
  };
}
