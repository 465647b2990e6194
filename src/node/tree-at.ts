/**
 * A commit's tree as a read-only FileSystem, read with git (fixed arguments, no checkout, nothing
 * from the tree executed): `git ls-tree` for the structure, one `git cat-file --batch` for the
 * bytes the core asks for. Shared by the Action's baseline and `rp-assets diff`.
 */
import type { FileSystem } from '../common/fs.js';
import { isAbsolute, isInside, join, normalize, relative } from '../common/paths.js';
import { treeFileSystem } from '../common/tree-fs.js';
import { blobReader, listTree } from './git.js';

export interface CommitTree {
  readonly fs: FileSystem;
  /** Errors met while reading blobs (a side read with errors is not to be trusted). */
  readonly errors: string[];
  close(): void;
}

/** Wrap a reader so failures are recorded, not hidden behind the core's "unreadable file" diagnostics. */
export function recording(
  read: (oid: string) => Promise<Uint8Array>,
  errors: string[],
): (oid: string) => Promise<Uint8Array> {
  return async (oid) => {
    try {
      return await read(oid);
    } catch (e) {
      errors.push(e instanceof Error ? e.message : String(e));
      throw e;
    }
  };
}

/** The tree of `sha` (a commit in the local object store) under `prefix`; null when git cannot list it. */
export async function commitTree(repoRoot: string, sha: string, prefix: string): Promise<CommitTree | null> {
  const listing = await listTree(repoRoot, sha, prefix);
  if (listing === null) return null;
  const reader = blobReader(repoRoot);
  const errors: string[] = [];
  const fs = treeFileSystem(listing.entries, recording(reader.read, errors), listing.unreadable);
  return { fs, errors, close: () => reader.close() };
}

/**
 * A repository tree seen from the working directory: relative paths resolve against `prefix` (the
 * working directory inside the repository), so roots outside it (`../global`) are found in the tree
 * as they are in the checkout; absolute paths inside the repository map to repo-relative ones.
 */
export function fromWorkingDirectory(fs: FileSystem, prefix: string, repoRoot: string): FileSystem {
  const map = (p: string): string => {
    if (isAbsolute(p)) return isInside(repoRoot, p) ? relative(repoRoot, p) : '/nonexistent' + normalize(p);
    return prefix === '' ? normalize(p) : join(prefix, p);
  };
  return {
    readdir: (p) => fs.readdir(map(p)),
    stat: (p) => fs.stat(map(p)),
    realpath: (p) => fs.realpath(map(p)),
    readFile: (p, maxBytes) => fs.readFile(map(p), maxBytes),
  };
}
