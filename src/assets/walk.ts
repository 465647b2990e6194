/**
 * Directory walking shared by the root scan and the entry walk: sorted listings, skip rules,
 * symlinks resolved against a boundary (refused when they point outside it, never read).
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { fileOnly, folderOnly, report } from '../diagnostics/report.js';
import { pathEscape } from '../diagnostics/codes/asset/path-escape.js';
import { unreadable } from '../diagnostics/codes/asset/unreadable.js';
import type { DirEntry, FileSystem } from '../common/fs.js';
import { isInside } from '../common/paths.js';
import { compareBy } from '../common/compare.js';

/** Folders skipped without any diagnostic: `.x`, `_x`, `node_modules`. */
export function isSkippedDir(name: string): boolean {
  return name.startsWith('.') || name.startsWith('_') || name === 'node_modules';
}

/** `dir/name` for a normalised `dir` and a name from readdir (no `/`, never `.` or `..`): no re-normalising. */
export function childPath(dir: string, name: string): string {
  return dir === '.' ? name : dir.endsWith('/') ? dir + name : `${dir}/${name}`;
}

export function isMarkdown(name: string): boolean {
  return name.endsWith('.md');
}

export interface WalkContext {
  readonly fs: FileSystem;
  readonly diagnostics: Diagnostic[];
}

const byName = compareBy((e: DirEntry) => e.name);

/** A directory listing sorted by name (code-unit order), or null when it cannot be read. */
export async function listDir(ctx: WalkContext, dir: string): Promise<DirEntry[] | null> {
  try {
    return [...(await ctx.fs.readdir(dir))].sort(byName);
  } catch (e) {
    ctx.diagnostics.push(
      report(unreadable, folderOnly(dir), {
        reason: e instanceof Error ? (e.message.split('\n')[0] ?? 'error') : 'error',
      }),
    );
    return null;
  }
}

export interface Resolved {
  readonly kind: 'file' | 'directory' | 'other';
  /** Real path (every symlink resolved). */
  readonly real: string;
}

/**
 * What a directory entry is, following a symlink only when its target stays inside `boundary`
 * (a real path). `parentReal` is the real path of the listed folder.
 */
export async function resolveEntry(
  ctx: WalkContext,
  path: string,
  entry: DirEntry,
  parentReal: string,
  boundary: { readonly real: string; readonly display: string },
): Promise<Resolved | null> {
  if (entry.kind !== 'symlink') {
    const kind = entry.kind === 'directory' ? 'directory' : entry.kind === 'file' ? 'file' : 'other';
    return { kind, real: childPath(parentReal, entry.name) };
  }
  const real = await ctx.fs.realpath(path);
  if (real === null) {
    ctx.diagnostics.push(report(unreadable, fileOnly(path), { reason: 'broken-symlink' }));
    return null;
  }
  if (!isInside(boundary.real, real)) {
    ctx.diagnostics.push(report(pathEscape, fileOnly(path), { path, boundary: boundary.display }));
    return null;
  }
  const st = await ctx.fs.stat(path);
  if (st === null) {
    ctx.diagnostics.push(report(unreadable, fileOnly(path), { reason: 'broken-symlink' }));
    return null;
  }
  return { kind: st.kind, real };
}

/** Whether any `.md` file lies below `dir` (skipped folders and symlinks are not searched). */
export async function findMarkdown(fs: FileSystem, dir: string, budget = { dirs: 10_000 }): Promise<string | null> {
  if (--budget.dirs < 0) return null;
  let list: DirEntry[];
  try {
    list = [...(await fs.readdir(dir))].sort(byName);
  } catch {
    return null;
  }
  for (const e of list) if (e.kind === 'file' && isMarkdown(e.name)) return childPath(dir, e.name);
  for (const e of list) {
    if (e.kind !== 'directory' || isSkippedDir(e.name)) continue;
    const found = await findMarkdown(fs, childPath(dir, e.name), budget);
    if (found !== null) return found;
  }
  return null;
}
