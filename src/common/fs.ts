/**
 * The file-system interface the pure core reads through. Paths are strings with forward slashes,
 * relative to the caller's working directory or absolute. Node (CLI, Action, site build) passes
 * `nodeFileSystem`, tests and the browser playground pass `memoryFileSystem`.
 */
export type DirEntryKind = 'file' | 'directory' | 'symlink' | 'other';

export interface DirEntry {
  readonly name: string;
  /** The kind of the entry itself (a symlink is reported as `symlink`, not followed). */
  readonly kind: DirEntryKind;
  /**
   * True when the name on disk is not valid UTF-8: `name` then holds U+FFFD in place of the bad
   * bytes and cannot be used to open the entry.
   */
  readonly nameNotUtf8?: boolean;
}

export interface FileStat {
  /** The kind after following symlinks. */
  readonly kind: 'file' | 'directory' | 'other';
  readonly size: number;
}

export interface FileSystem {
  /** Entries of a directory, in any order (the core sorts). Throws when it is not a readable directory. */
  readdir(path: string): Promise<readonly DirEntry[]>;
  /** Follows symlinks; null when the path does not exist or the link is broken. */
  stat(path: string): Promise<FileStat | null>;
  /** The canonical path with every symlink resolved; null when it does not exist. */
  realpath(path: string): Promise<string | null>;
  /**
   * The raw bytes. Throws when missing; throws `NotAFileError` when the path is not a regular file
   * and, given `maxBytes`, `FileTooLargeError` when the file is larger (checked on the opened file
   * before reading, so a file that grows after a size check is still refused).
   */
  readFile(path: string, maxBytes?: number): Promise<Uint8Array>;
  /**
   * Where another thread of this process can read the same bytes (an absolute host path), or
   * absent when there is no such place (memory trees, Git trees). Lets a worker pool read files
   * itself instead of receiving their bytes.
   */
  readonly hostPath?: (path: string) => string;
}

/** `readFile` refused a file above its `maxBytes`. */
export class FileTooLargeError extends Error {
  readonly path: string;
  readonly size: number;
  readonly limit: number;
  constructor(path: string, size: number, limit: number) {
    super(`${path}: ${size} bytes, more than ${limit}`);
    this.name = 'FileTooLargeError';
    this.path = path;
    this.size = size;
    this.limit = limit;
  }
}

/** `readFile` found a directory, a device, a FIFO or a socket where a file was expected. */
export class NotAFileError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`${path}: not a regular file`);
    this.name = 'NotAFileError';
    this.path = path;
  }
}

/** The error a FileSystem throws for a missing path, shaped like Node's (`code: 'ENOENT'`). */
export function notFoundError(path: string): Error {
  return Object.assign(new Error(`ENOENT: no such file: ${path}`), { code: 'ENOENT' });
}
