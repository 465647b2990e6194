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
  /** The raw bytes. Throws when missing. */
  readFile(path: string): Promise<Uint8Array>;
}
