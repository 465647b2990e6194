/**
 * A file system whose files can be replaced by texts held in memory: the language server shows the
 * core the editor's unsaved buffers instead of the bytes on disk, so what is on screen is what is
 * checked. Buffers are keyed by the path the core asks for (absolute, forward slashes, normalised);
 * a buffer whose file is not on disk (a new file not yet saved, or one whose folder was deleted) is
 * listed in its folder too, and the folders above it exist as long as it does.
 */
import { FileTooLargeError } from './fs.js';
import type { DirEntry, FileStat, FileSystem } from './fs.js';
import { basename, dirname, isAbsolute, join, normalize } from './paths.js';

export interface Overlay {
  /** The buffers, by normalised path. The map is read at each call, so edits show at once. */
  readonly buffers: ReadonlyMap<string, Uint8Array>;
}

export function overlayFileSystem(base: FileSystem, overlay: Overlay): FileSystem {
  const reads = new WeakMap<Uint8Array, Promise<Uint8Array>>();
  // most reads are of files no editor has open: no normalising for them
  const buffer = (path: string): Uint8Array | undefined =>
    overlay.buffers.size === 0 ? undefined : (overlay.buffers.get(path) ?? overlay.buffers.get(normalize(path)));
  /** Whether a buffer lies below the folder `path`. */
  const holdsBuffer = (path: string): boolean => {
    if (overlay.buffers.size === 0) return false;
    const dir = normalize(path);
    for (const file of overlay.buffers.keys()) if (below(dir, file) !== null) return true;
    return false;
  };
  const realpath = async (path: string): Promise<string | null> => {
    const real = await base.realpath(path);
    if (real !== null || (buffer(path) === undefined && !holdsBuffer(path))) return real;
    // a new file not saved yet (or a folder that holds one): where it will be, in its folder as
    // the disk resolves it
    const parent = dirname(normalize(path));
    const folder = parent === normalize(path) ? null : await realpath(parent);
    return folder === null ? normalize(path) : join(folder, basename(path));
  };
  return {
    async readdir(path: string): Promise<readonly DirEntry[]> {
      const extra: DirEntry[] = [];
      const seen = new Set<string>();
      const dir = overlay.buffers.size === 0 ? '' : normalize(path);
      for (const file of overlay.buffers.keys()) {
        const rest = below(dir, file);
        if (rest === null) continue;
        const slash = rest.indexOf('/');
        const name = slash < 0 ? rest : rest.slice(0, slash);
        if (seen.has(name)) continue;
        seen.add(name);
        extra.push({ name, kind: slash < 0 ? 'file' : 'directory' });
      }
      let listed: readonly DirEntry[];
      try {
        listed = await base.readdir(path);
      } catch (e) {
        if (extra.length === 0) throw e;
        listed = [];
      }
      if (extra.length === 0) return listed;
      const names = new Set(listed.map((e) => e.name));
      return [...listed, ...extra.filter((e) => !names.has(e.name))];
    },
    async stat(path: string): Promise<FileStat | null> {
      const b = buffer(path);
      if (b !== undefined) return { kind: 'file', size: b.length };
      const st = await base.stat(path);
      return st === null && holdsBuffer(path) ? { kind: 'directory', size: 0 } : st;
    },
    realpath,
    // not async: a file no editor has open is the base's own promise, not one more wrapped around it
    readFile(path: string, maxBytes?: number): Promise<Uint8Array> {
      const b = buffer(path);
      if (b === undefined) return base.readFile(path, maxBytes);
      if (maxBytes !== undefined && b.length > maxBytes)
        return Promise.reject(new FileTooLargeError(path, b.length, maxBytes));
      // one promise per buffer: a caller may tell an unchanged read by its promise (load-assets.ts)
      let p = reads.get(b);
      if (p === undefined) reads.set(b, (p = Promise.resolve(b)));
      return p;
    },
  };
}

/** `file` relative to the folder `dir` when it lies below it (both normalised), else null. */
function below(dir: string, file: string): string | null {
  if (dir === '.') return isAbsolute(file) || file === '..' || file.startsWith('../') ? null : file;
  const prefix = dir.endsWith('/') ? dir : `${dir}/`;
  return file.startsWith(prefix) && file.length > prefix.length ? file.slice(prefix.length) : null;
}
