/**
 * Replacing a file a user owns (`routing migrate`) without losing anything of theirs
 * (docs/routing-validation.md, "How migrate writes"):
 *
 * - a symlink is written through: the target is replaced, the link stays a link;
 * - mode and owner are kept; a read-only file, or one with other hard links (a rename would split
 *   them), is refused unless the caller forces it (then a hard-linked file is rewritten in place);
 * - the new text goes to a temporary file beside the target (fsync), and the target is checked
 *   again (inode, size, mtime and content) just before the rename; the inode we opened at the
 *   start is checked once more after it, so an edit that landed in place meanwhile is reported
 *   and kept, not lost; the file at the name is renamed aside (held) before ours is linked into
 *   the empty name, so an editor's rename-style save (write a new file, rename it over ours) that
 *   landed after the check is held and kept beside the file, and one that lands after the hold
 *   stays the file: no window in which a save is unlinked;
 * - temporary files a killed run left (`.<name>.<pid>.<hex>.tmp` whose process is gone) are removed,
 *   and a held file whose target a kill left missing is put back.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import type { Stats } from 'node:fs';
import { access, link, open, readdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathExists } from './path-exists.js';

export interface ReplaceHooks {
  /** After the temporary file is written and synced, before the last check (tests inject edits and crashes). */
  beforeRename?(tempPath: string): Promise<void>;
  /** After the last check, before the old file is moved aside (tests). */
  afterCheck?(): Promise<void>;
  /** After the old file is moved aside, before the new one is linked into its place (tests). */
  afterHold?(): Promise<void>;
}

export type ReplaceOutcome =
  | { readonly kind: 'written' }
  /** The file changed before we renamed: nothing written. */
  | { readonly kind: 'changed' }
  /** An edit landed in the old file during the rename: it is kept at `keptAt`. */
  | { readonly kind: 'conflict'; readonly keptAt: string };

/** Why a file cannot be replaced safely without `--force`, or null. */
export async function replaceRefusal(path: string): Promise<string | null> {
  const target = await realpath(path);
  const st = await stat(target);
  if (st.nlink > 1) return `has ${st.nlink} hard links; replacing it would split them (--force rewrites it in place)`;
  const writable = await access(target, constants.W_OK).then(
    () => true,
    () => false,
  );
  if (!writable || (st.mode & 0o222) === 0) return 'is read-only (--force replaces it anyway, keeping its mode)';
  return null;
}

/** A killed run's `.tmp` (never its `.held`: that may be a file an editor saved, so it stays). */
const TEMP = /^\.(.+)\.(\d+)\.[0-9a-f]{12}\.tmp$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes every temporary file in `dir` left by runs that were killed while writing (one listing). */
export async function removeStaleTempsInFolder(dir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const m = TEMP.exec(name);
    if (!m || alive(Number(m[2]))) continue;
    await unlink(join(dir, name)).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}

/** A killed run's held file: the target moved aside for the instant before ours was linked in. */
const HELD = /^\.(.+)\.(\d+)\.[0-9a-f]{12}\.held$/;

/**
 * Puts back the file a killed run held aside when the kill left `path` missing (the instant
 * between moving the old file aside and linking the new one in); true when it did. A held file
 * beside an existing `path` may be an editor's save: it stays.
 */
export async function restoreHeld(path: string): Promise<boolean> {
  if (await pathExists(path)) return false;
  const dir = dirname(path);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const held = HELD.exec(name);
    if (!held || held[1] !== basename(path) || alive(Number(held[2]))) continue;
    await rename(join(dir, name), path);
    return true;
  }
  return false;
}

/** Removes the temporary files of `path` left by runs that were killed while writing. */
export async function removeStaleTemps(path: string): Promise<string[]> {
  const target = await realpath(path).catch(() => path);
  const dir = dirname(target);
  const removed: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const m = TEMP.exec(name);
    if (!m || m[1] !== basename(target) || alive(Number(m[2]))) continue;
    await unlink(join(dir, name)).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}

const sameFile = (a: Stats, b: Stats): boolean =>
  a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** What replaceFile writes, what the file must still hold, and the tests' hooks into the race windows. */
export interface Replacement {
  readonly data: Uint8Array;
  readonly expected: Uint8Array;
  readonly hooks?: ReplaceHooks;
}

/** Reached with --force only (replaceRefusal refuses it otherwise): a rename would split the links, so the same inode is written. */
async function writeInPlace(target: string, { data, expected }: Replacement): Promise<ReplaceOutcome> {
  if (!(await readFile(target)).equals(Buffer.from(expected))) return { kind: 'changed' };
  await writeFile(target, data);
  return { kind: 'written' };
}

/** Writes `data` to the new temporary file with the target's owner and mode, synced to disk, and closes it. */
async function writeTemp(handle: FileHandle, data: Uint8Array, before: Stats): Promise<void> {
  try {
    await handle.writeFile(data);
    if (before.uid !== process.getuid?.() || before.gid !== process.getgid?.())
      await handle.chown(before.uid, before.gid);
    await handle.chmod(before.mode & 0o7777); // open's mode is filtered by the umask
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The file being replaced: its real path, its stat when read, the temporary file beside it. */
interface Swap {
  readonly target: string;
  readonly before: Stats;
  readonly temp: string;
}

/**
 * Renames the temporary file over the target if the target is still the file that was read,
 * holding the old one by a link meanwhile; an edit an editor made during the swap is kept beside
 * the file (`conflict`), never lost. Null when the swap went through.
 */
async function swapIn(
  { target, before, temp }: Swap,
  original: FileHandle,
  { expected, hooks = {} }: Replacement,
): Promise<ReplaceOutcome | null> {
  const now = await original.stat();
  if (!sameFile(now, before) || !(await original.readFile()).equals(Buffer.from(expected))) {
    await unlink(temp);
    return { kind: 'changed' };
  }
  await hooks.afterCheck?.();
  const held = `${temp.slice(0, -'.tmp'.length)}.held`;
  // Whatever file is at the target now moves aside, atomically: a save that landed after the check
  // is held, never unlinked. Ours then goes in only where nothing is (a link fails on an existing
  // name), so a save landing between the two steps stays the file (issue 42 D5).
  await rename(target, held);
  await hooks.afterHold?.();
  const placed = await link(temp, target).then(
    () => true,
    async (e: NodeJS.ErrnoException) => {
      if (e.code === 'EEXIST') return false;
      await rename(held, target);
      throw e;
    },
  );
  await unlink(temp);
  const replaced = await stat(held);
  const heldIsChecked = replaced.ino === now.ino && replaced.dev === now.dev;
  if (!placed && heldIsChecked) {
    // a save landed after the old file was moved aside: it is the file now, and ours is not written
    await unlink(held);
    return { kind: 'changed' };
  }
  if (!heldIsChecked) {
    // An editor renamed a new file over ours after the check: the link kept it; it goes beside the file.
    const keptAt = `${target}.conflict-${Date.now()}`;
    await rename(held, keptAt);
    return { kind: 'conflict', keptAt };
  }
  await unlink(held);
  // The inode we checked: if it changed after the check, an editor wrote into it in place and
  // the rename unlinked that edit. Keep it beside the file instead of losing it.
  const after = await original.stat();
  if (!sameFile(after, now)) {
    const keptAt = `${target}.conflict-${Date.now()}`;
    await writeFile(keptAt, await readAll(original), { flag: 'wx', mode: before.mode & 0o7777 });
    return { kind: 'conflict', keptAt };
  }
  return null;
}

/** Syncs the folder so the rename is on disk. */
async function syncFolder(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    // Some platforms cannot fsync a folder; the rename itself is still atomic.
  }
}

/**
 * Replaces `path` (through a symlink) with `data` if it still holds `expected` (and is still the
 * file that was read: same inode, size and time).
 */
export async function replaceFile(path: string, replacement: Replacement): Promise<ReplaceOutcome> {
  const target = await realpath(path);
  const before = await stat(target);
  if (before.nlink > 1) return writeInPlace(target, replacement);
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', before.mode & 0o7777);
  let original: FileHandle | null = null;
  try {
    await writeTemp(handle, replacement.data, before);
    await replacement.hooks?.beforeRename?.(temp);
    original = await open(target, 'r');
    const outcome = await swapIn({ target, before, temp }, original, replacement);
    if (outcome !== null) return outcome;
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  } finally {
    await original?.close();
  }
  await syncFolder(dirname(target));
  return { kind: 'written' };
}

async function readAll(handle: FileHandle): Promise<Buffer> {
  const { size } = await handle.stat();
  const buf = Buffer.alloc(size);
  let at = 0;
  while (at < size) {
    const { bytesRead } = await handle.read(buf, at, size - at, at);
    if (bytesRead === 0) break;
    at += bytesRead;
  }
  return buf.subarray(0, at);
}
