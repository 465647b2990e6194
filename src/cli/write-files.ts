/**
 * Writing the files of an import or export without losing anything of the user's: existing files
 * are refused unless forced; every file goes to a temporary file beside its target first (fsync),
 * and only when all are written are they renamed into place, so a failure or a kill leaves the
 * old files as they were (and at most some `.*.tmp` files, which the next run removes from the
 * folders it writes into).
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { removeStaleTempsInFolder } from './replace-file.js';

export interface FileToWrite {
  /** Absolute path. */
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** The targets that already exist (as anything: a file, a folder, a link). */
export async function existingTargets(files: readonly FileToWrite[]): Promise<string[]> {
  const found: string[] = [];
  for (const f of files)
    if (
      await lstat(f.path).then(
        () => true,
        () => false,
      )
    )
      found.push(f.path);
  return found;
}

const SYNC_UP_TO = 16;

/** `written` is told of each file once its temporary copy is on disk (the progress of a long import). */
export async function writeFilesAtomically(
  files: readonly FileToWrite[],
  written: () => void = () => {},
): Promise<void> {
  const temps: { temp: string; target: string }[] = [];
  const folders = new Set<string>();
  try {
    for (const f of files) {
      if (!folders.has(dirname(f.path))) {
        folders.add(dirname(f.path));
        await mkdir(dirname(f.path), { recursive: true });
        await removeStaleTempsInFolder(dirname(f.path));
      }
      const temp = join(dirname(f.path), `.${basename(f.path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(temp, 'wx', 0o644);
      temps.push({ temp, target: f.path });
      try {
        await handle.writeFile(f.bytes);
        // a few files (an export) are synced to disk before the rename; thousands of entry files are
        // not: an fsync per file makes a large import I/O-bound, and an import can always be run
        // again from its untouched source
        if (files.length <= SYNC_UP_TO) await handle.sync();
      } finally {
        await handle.close();
      }
      written();
    }
  } catch (error) {
    await Promise.all(temps.map((t) => unlink(t.temp).catch(() => undefined)));
    throw error;
  }
  let renamed = 0;
  try {
    for (const t of temps) {
      await rename(t.temp, t.target);
      renamed++;
    }
  } catch (error) {
    // a rename that fails (a target turned into a folder meanwhile) leaves no temporary files behind
    await Promise.all(temps.slice(renamed).map((t) => unlink(t.temp).catch(() => undefined)));
    throw error;
  }
}
