/**
 * Find the asset folders of one root: `characters/<dir>/CHARACTER.md` and
 * `worlds/<dir>/WORLD.md`, exactly one level deep (decision: docs/assets.md, group folders).
 */
import { fileOnly, folderOnly, report } from '../diagnostics/report.js';
import { missingEntryFile } from '../diagnostics/codes/asset/missing-entry-file.js';
import { rootMissing } from '../diagnostics/codes/asset/root-missing.js';
import { unreadable } from '../diagnostics/codes/asset/unreadable.js';
import { closestCandidate } from '../common/closest-candidate.js';
import { basename, dirname, join, relative } from '../common/paths.js';
import { findMarkdown, isSkippedDir, listDir, resolveEntry } from './walk.js';
import type { WalkContext } from './walk.js';
import { compareBy } from '../common/compare.js';
import type { DirEntry } from '../common/fs.js';
import { NO_MEMO } from '../common/run-memo.js';
import type { RunMemo } from '../common/run-memo.js';
import type { Diagnostic } from '../diagnostics/define.js';

export type AssetKindDir = 'character' | 'world';

export interface AssetDir {
  readonly kind: AssetKindDir;
  /** Display path of the folder. */
  readonly dir: string;
  /** The folder name (the default id). */
  readonly folder: string;
  /** Display path of CHARACTER.md / WORLD.md. */
  readonly file: string;
  /** Real path of the folder (the boundary for `examples` and `entryRoot`). */
  readonly real: string;
  /** Display path of the character's avatar image beside CHARACTER.md, or null (docs/format.md). */
  readonly avatar: string | null;
}

/** The avatar file names, in the order of preference when a folder holds several. */
export const AVATAR_FILES: readonly string[] = ['avatar.png', 'avatar.webp', 'avatar.jpg', 'avatar.jpeg'];

export interface RootScan {
  readonly root: string;
  readonly rootIndex: number;
  readonly real: string;
  readonly dirs: readonly AssetDir[];
}

const LAYOUT: readonly { kind: AssetKindDir; sub: string; entry: string }[] = [
  { kind: 'character', sub: 'characters', entry: 'CHARACTER.md' },
  { kind: 'world', sub: 'worlds', entry: 'WORLD.md' },
];

/**
 * The existing folder whose name is closest to a missing root's (a typo: `rolepaly` -> `roleplay`),
 * among the folders beside where it would be; null when none is close (closestCandidate's rule).
 */
async function closestFolder(ctx: WalkContext, root: string): Promise<string | null> {
  const parent = dirname(root);
  const listed = await ctx.fs.readdir(parent === '' ? '.' : parent).catch(() => []);
  const folders = listed.filter((e) => e.kind === 'directory' && !e.name.startsWith('.')).map((e) => e.name);
  const name = closestCandidate(basename(root), folders.sort());
  return name === null ? null : parent === '' || parent === '.' ? name : join(parent, name);
}

/**
 * `memo` (the language server's): a folder of `characters/` or `worlds/` is scanned again only when
 * a change at or in it was reported; its results keep their identity.
 */
export async function scanRoot(
  ctx: WalkContext,
  root: string,
  rootIndex: number,
  memo: RunMemo = NO_MEMO,
): Promise<RootScan | null> {
  const st = await ctx.fs.stat(root);
  const real = st?.kind === 'directory' ? await ctx.fs.realpath(root) : null;
  if (real === null) {
    const closest = await closestFolder(ctx, root);
    const related =
      closest === null
        ? []
        : [{ file: closest, line: null, message: { en: 'closest existing folder', 'zh-CN': '最接近的现有目录' } }];
    ctx.diagnostics.push(
      report(rootMissing, folderOnly(root), { root, closest: closest ?? '' }, { related, key: root }),
    );
    return null;
  }
  const boundary = { real, display: root };
  const dirs: AssetDir[] = [];
  const top = (await listDir(ctx, root)) ?? [];
  for (const { kind, sub, entry } of LAYOUT) {
    const base = join(root, sub);
    const topEntry = top.find((x) => x.name === sub);
    if (!topEntry) continue;
    const baseReal = await resolveEntry(ctx, base, topEntry, real, boundary);
    if (baseReal === null || baseReal.kind !== 'directory') continue;
    const list = await listDir(ctx, base);
    for (const e of list ?? []) {
      if (isSkippedDir(e.name) || e.kind === 'file' || e.kind === 'other') continue;
      const dir = join(base, e.name);
      // it reads only at and inside `dir`: with a memo, again only when a change there is reported
      const found = await memo.same(
        `scan:${dir}`,
        [kind, e.kind, e.nameNotUtf8 === true, baseReal.real, real, root, memo.folder(dir)],
        async () => {
          const d: Diagnostic[] = [];
          const asset = await scanFolder(
            { fs: ctx.fs, diagnostics: d },
            { kind, entry, base, dir, e, boundary },
            baseReal,
          );
          return { asset, diagnostics: d };
        },
      );
      ctx.diagnostics.push(...found.diagnostics);
      if (found.asset !== null) dirs.push(found.asset);
    }
  }
  return { root, rootIndex, real, dirs };
}

/** One folder of `characters/` or `worlds/`: its asset folder, or null (with the reason in `ctx`'s diagnostics). */
async function scanFolder(
  ctx: WalkContext,
  at: {
    readonly kind: AssetKindDir;
    readonly entry: string;
    readonly base: string;
    readonly dir: string;
    readonly e: DirEntry;
    readonly boundary: { readonly real: string; readonly display: string };
  },
  baseReal: { readonly real: string },
): Promise<AssetDir | null> {
  const { kind, entry, base, dir, e, boundary } = at;
  if (e.nameNotUtf8) {
    ctx.diagnostics.push(report(unreadable, folderOnly(dir), { reason: 'name-not-utf8' }));
    return null;
  }
  const r = await resolveEntry(ctx, dir, e, baseReal.real, boundary);
  if (r === null || r.kind !== 'directory') return null;
  const inner = await listDir(ctx, dir);
  if (inner === null) return null;
  const hit = inner.find((x) => x.name === entry);
  const file = join(dir, entry);
  if (hit) {
    const f = await resolveEntry(ctx, file, hit, r.real, boundary);
    if (f?.kind === 'file') {
      const avatar = kind === 'character' ? await findAvatar(ctx, dir, inner, r.real, boundary) : null;
      return { kind, dir, folder: e.name, file, real: r.real, avatar };
    }
    if (f !== null)
      ctx.diagnostics.push(
        report(unreadable, fileOnly(file), { reason: f.kind === 'other' ? 'special-file' : 'not a file' }),
      );
    return null;
  }
  const anyMd = await findMarkdown(ctx.fs, dir);
  if (anyMd === null) return null;
  const wrongCase = inner.find((x) => x.name.toLowerCase() === entry.toLowerCase());
  const nested = await findNamed(ctx, dir, entry);
  const data = {
    expected: entry,
    found: wrongCase?.name ?? null,
    nested: nested === null ? null : relative(base, nested),
  };
  ctx.diagnostics.push(report(missingEntryFile, folderOnly(dir, anyMd), data));
  return null;
}

/**
 * The avatar image beside CHARACTER.md: the first of AVATAR_FILES that is a regular file inside the
 * character folder (a symlink leading out of it is refused by resolveEntry like any other path).
 */
async function findAvatar(
  ctx: WalkContext,
  dir: string,
  inner: Awaited<ReturnType<typeof listDir>> & object,
  real: string,
  boundary: { real: string; display: string },
): Promise<string | null> {
  for (const name of AVATAR_FILES) {
    const hit = inner.find((x) => x.name === name);
    if (!hit) continue;
    const path = join(dir, name);
    const r = await resolveEntry(ctx, path, hit, real, boundary);
    if (r?.kind === 'file') return path;
  }
  return null;
}

/** The first `entry` file below `dir` at any depth (for the group-folder message). */
async function findNamed(ctx: WalkContext, dir: string, entry: string, depth = 0): Promise<string | null> {
  if (depth > 8) return null;
  let list;
  try {
    list = [...(await ctx.fs.readdir(dir))].sort(compareBy((e) => e.name));
  } catch {
    return null;
  }
  for (const e of list) {
    if (e.kind !== 'directory' || isSkippedDir(e.name)) continue;
    const sub = join(dir, e.name);
    const inner = await ctx.fs.stat(join(sub, entry));
    if (inner?.kind === 'file') return join(sub, entry);
    const deeper = await findNamed(ctx, sub, entry, depth + 1);
    if (deeper !== null) return deeper;
  }
  return null;
}
