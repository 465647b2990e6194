/**
 * How `import` writes: each imported asset is a folder (`characters/<id>/`, `worlds/<id>/`), and a
 * folder is replaced whole or not at all (issue 42 I4, I5; docs/format.md "Import and export").
 *
 * 1. Every folder is written complete into a staging folder beside it
 *    (`.<id>.rp-import-<pid>-<hex>`, skipped by the loader as every dot-folder is).
 * 2. A journal, `.rp-assets-import.json` in the output root, lists the swaps (written to a
 *    temporary file, synced and renamed, so it is whole or absent).
 * 3. Each old folder is renamed aside and its staging folder renamed into its place.
 * 4. The old folders are removed, then the journal.
 *
 * A kill before 2 leaves the old tree and staging folders, which the next import removes; a kill
 * after 2 leaves a journal, which the next import (or `recoverImport`) follows to the end, so the
 * tree becomes the new one. Without `--force` an existing folder is refused before step 1.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { pathExists } from './path-exists.js';

export interface FolderToWrite {
  /** Absolute path of the asset folder. */
  readonly folder: string;
  /** The files inside it, by path relative to the folder (forward slashes). */
  readonly files: readonly { readonly path: string; readonly bytes: Uint8Array }[];
}

export const JOURNAL = '.rp-assets-import.json';

interface Swap {
  /** All relative to the output root. */
  readonly folder: string;
  readonly staging: string;
  readonly old: string;
}

interface Journal {
  readonly version: 1;
  readonly pid: number;
  readonly swaps: readonly Swap[];
}

const STAGING = /^\..+\.rp-import-(\d+)-[0-9a-f]{12}(?:\.old)?$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The asset folders of `files` (paths relative to the root: `characters/<id>/…`, `worlds/<id>/…`). */
export function groupByAssetFolder(
  root: string,
  files: readonly { readonly path: string; readonly bytes: Uint8Array }[],
): FolderToWrite[] {
  const folders = new Map<string, { path: string; bytes: Uint8Array }[]>();
  for (const f of files) {
    const parts = f.path.split('/');
    if (parts.length < 3) throw new Error(`an import file outside an asset folder: ${f.path}`);
    const key = parts.slice(0, 2).join('/');
    let list = folders.get(key);
    if (list === undefined) folders.set(key, (list = []));
    list.push({ path: parts.slice(2).join('/'), bytes: f.bytes });
  }
  return [...folders].map(([key, list]) => ({ folder: join(root, key), files: list }));
}

/** The folders that already exist (as anything: a folder, a file, a link). */
export async function existingFolders(folders: readonly FolderToWrite[]): Promise<string[]> {
  const found: string[] = [];
  for (const f of folders) if (await pathExists(f.folder)) found.push(f.folder);
  return found;
}

/** Every file under `dir` (relative, forward slashes); none when it is not a folder. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/**
 * Finishes an import a kill interrupted under `root` (its journal), and removes staging folders
 * of runs that are gone. Returns what it did, one line per folder, for the user.
 */
export async function recoverImport(
  root: string,
  hooks: { beforeSwap?(folder: string): Promise<void> } = {},
): Promise<string[]> {
  const done: string[] = [];
  const journalPath = join(root, JOURNAL);
  const text = await readFile(journalPath, 'utf8').catch(() => null);
  if (text !== null) {
    const journal = JSON.parse(text) as Journal;
    if (journal.pid !== process.pid && alive(journal.pid))
      throw new Error(`another import (process ${journal.pid}) is writing into this root; try again when it ends`);
    for (const s of journal.swaps) {
      // tests stop a run here, between two swaps (test/faults/import-replaces-whole-folders.test.ts)
      await hooks.beforeSwap?.(s.folder);
      if (!(await pathExists(join(root, s.staging)))) continue;
      if (await pathExists(join(root, s.folder))) await rename(join(root, s.folder), join(root, s.old));
      await rename(join(root, s.staging), join(root, s.folder));
      done.push(`finished the interrupted import of ${s.folder}`);
    }
    for (const s of journal.swaps) await rm(join(root, s.old), { recursive: true, force: true });
    await unlink(journalPath);
  }
  for (const kind of ['characters', 'worlds']) {
    for (const name of await readdir(join(root, kind)).catch(() => [] as string[])) {
      const m = STAGING.exec(name);
      if (m === null || alive(Number(m[1]))) continue;
      await rm(join(root, kind, name), { recursive: true, force: true });
      done.push(`removed ${kind}/${name}, left by an import that was stopped`);
    }
  }
  return done;
}

/**
 * Writes the folder's files with synchronous calls, yielding to the event loop between batches
 * (so progress still moves): a file per `await` of `fs/promises` costs three thread-pool round
 * trips, which made writing 100,000 entries take 1.5–2.5× as long (issue 42 I7, docs/performance.md).
 */
async function writeStaging(staging: string, f: FolderToWrite, written: () => void): Promise<void> {
  mkdirSync(staging);
  const made = new Set<string>([staging]);
  let batch = 0;
  for (const file of f.files) {
    const path = join(staging, file.path);
    if (!made.has(dirname(path))) {
      mkdirSync(dirname(path), { recursive: true });
      made.add(dirname(path));
    }
    writeFileSync(path, file.bytes, { flag: 'wx', mode: 0o644 });
    written();
    if (++batch % 256 === 0) await setImmediate();
  }
}

async function writeJournal(root: string, journal: Journal): Promise<void> {
  const temp = join(root, `.${JOURNAL}.${process.pid}.tmp`);
  const handle = await open(temp, 'w', 0o644);
  try {
    await handle.writeFile(JSON.stringify(journal, null, 2));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, join(root, JOURNAL));
}

/** Writes each folder whole, replacing the one there (see the steps above); `written` is told of each file. */
export async function replaceFoldersAtomically(
  root: string,
  folders: readonly FolderToWrite[],
  written: () => void = () => {},
  hooks: { afterJournal?(): Promise<void>; beforeSwap?(folder: string): Promise<void> } = {},
): Promise<void> {
  await mkdir(root, { recursive: true });
  await recoverImport(root);
  const swaps: Swap[] = [];
  try {
    for (const f of folders) {
      await mkdir(dirname(f.folder), { recursive: true });
      const tag = `rp-import-${process.pid}-${randomBytes(6).toString('hex')}`;
      const staging = join(dirname(f.folder), `.${basename(f.folder)}.${tag}`);
      swaps.push({
        folder: relative(root, f.folder),
        staging: relative(root, staging),
        old: relative(root, `${staging}.old`),
      });
      await writeStaging(staging, f, written);
    }
  } catch (error) {
    await Promise.all(swaps.map((s) => rm(join(root, s.staging), { recursive: true, force: true })));
    throw error;
  }
  await writeJournal(root, { version: 1, pid: process.pid, swaps });
  await hooks.afterJournal?.();
  // from here on the journal decides: whatever stops this, the next import finishes it
  await recoverImport(root, hooks);
}
