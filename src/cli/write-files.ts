/**
 * Writing the files of an import or export without losing anything of the user's: existing files
 * are refused unless forced; every file goes to a temporary file beside its target first (fsync),
 * and only when all are written are they renamed into place, so a failure or a kill leaves the
 * old files as they were (and at most some `.*.tmp` files, which the next run removes).
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { removeStaleTemps } from './replace-file.js';

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

export async function writeFilesAtomically(files: readonly FileToWrite[]): Promise<void> {
  const temps: { temp: string; target: string }[] = [];
  try {
    for (const f of files) {
      await mkdir(dirname(f.path), { recursive: true });
      await removeStaleTemps(f.path);
      const temp = join(dirname(f.path), `.${basename(f.path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(temp, 'wx', 0o644);
      temps.push({ temp, target: f.path });
      try {
        await handle.writeFile(f.bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
  } catch (error) {
    await Promise.all(temps.map((t) => unlink(t.temp).catch(() => undefined)));
    throw error;
  }
  for (const t of temps) await rename(t.temp, t.target);
}
