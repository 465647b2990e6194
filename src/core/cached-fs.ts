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
  /** Forget `path`, everything under it and its folder's listing (a file created, changed or deleted). */
  invalidate(path: string): void;
  /** Forget everything. */
  clear(): void;
}

export function cachedFileSystem(base: FileSystem): CachedFileSystem {
  // keyed by normalised path; readFile by `${maxBytes}\0${path}` (a refusal depends on the limit)
  const dirs = new Map<string, Promise<readonly DirEntry[]>>();
  const stats = new Map<string, Promise<FileStat | null>>();
  const reals = new Map<string, Promise<string | null>>();
  const files = new Map<string, Promise<Uint8Array>>();
  const remember = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    let p = cache.get(key);
    if (p === undefined) {
      p = load();
      cache.set(key, p);
      // a rejection is kept as the answer; this only marks it handled while nobody awaits it
      p.catch(() => {});
    }
    return p;
  };
  const pathOf = (key: string): string => key.slice(key.indexOf('\0') + 1);
  const forget = (cache: Map<string, unknown>, path: string, keyPath: (k: string) => string): void => {
    for (const key of cache.keys()) {
      const p = keyPath(key);
      if (p === path || p.startsWith(`${path}/`)) cache.delete(key);
    }
  };
  return {
    readdir: (path) => remember(dirs, normalize(path), () => base.readdir(path)),
    stat: (path) => remember(stats, normalize(path), () => base.stat(path)),
    realpath: (path) => remember(reals, normalize(path), () => base.realpath(path)),
    readFile: (path, maxBytes) =>
      remember(files, `${maxBytes ?? ''}\0${normalize(path)}`, () => base.readFile(path, maxBytes)),
    invalidate(path: string): void {
      const p = normalize(path);
      const same = (k: string): string => k;
      forget(dirs, p, same);
      forget(stats, p, same);
      forget(reals, p, same);
      forget(files, p, pathOf);
      dirs.delete(dirname(p));
    },
    clear(): void {
      for (const c of [dirs, stats, reals, files]) c.clear();
    },
  };
}
