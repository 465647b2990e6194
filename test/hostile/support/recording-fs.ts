/**
 * A FileSystem wrapper that records every path the core asks about, split into content reads
 * (readFile, readdir) and metadata look-ups (stat, realpath), so a test can prove nothing outside
 * the roots is ever read.
 */
import type { DirEntry, FileStat, FileSystem } from '../../../src/common/fs.js';

export interface ReadLog {
  /** Paths passed to readFile and readdir. */
  readonly contents: string[];
  /** Paths passed to stat and realpath. */
  readonly lookups: string[];
}

export function recordingFileSystem(inner: FileSystem): { fs: FileSystem; log: ReadLog } {
  const log: ReadLog = { contents: [], lookups: [] };
  const fs: FileSystem = {
    readdir(path: string): Promise<readonly DirEntry[]> {
      log.contents.push(path);
      return inner.readdir(path);
    },
    stat(path: string): Promise<FileStat | null> {
      log.lookups.push(path);
      return inner.stat(path);
    },
    realpath(path: string): Promise<string | null> {
      log.lookups.push(path);
      return inner.realpath(path);
    },
    readFile(path: string, maxBytes?: number): Promise<Uint8Array> {
      log.contents.push(path);
      return inner.readFile(path, maxBytes);
    },
  };
  return { fs, log };
}
