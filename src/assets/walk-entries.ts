/** The `.md` files under a world's `entryRoot`, which must stay inside the world folder. */
import { fileOnly, report } from '../diagnostics/report.js';
import { entryRootMissing } from '../diagnostics/codes/world/entry-root-missing.js';
import { pathEscape } from '../diagnostics/codes/asset/path-escape.js';
import { symlinkLoop } from '../diagnostics/codes/asset/symlink-loop.js';
import { unreadable } from '../diagnostics/codes/asset/unreadable.js';
import { isAbsolute, isInside, join, normalize } from '../common/paths.js';
import type { World } from './model.js';
import { childPath, isMarkdown, isSkippedDir, listDir, resolveEntry } from './walk.js';
import type { WalkContext } from './walk.js';

export interface EntryFiles {
  readonly entryDir: string | null;
  readonly files: readonly string[];
}

/** A relative path that stays inside its base folder, lexically (`../x` and `/x` do not). */
export function staysInside(ref: string): boolean {
  if (isAbsolute(ref) || ref.startsWith('~')) return false;
  const n = normalize(ref);
  return n !== '..' && !n.startsWith('../');
}

/** One walk of an entry folder: the `.md` files found, the folders already walked (by real path). */
interface EntryWalk {
  readonly ctx: WalkContext;
  readonly root: { readonly real: string; readonly display: string };
  readonly files: string[];
  readonly visited: Set<string>;
}

/**
 * The world's entry folder and its real path: `entryRoot` must stay inside the world folder, also
 * through links (`asset.path-escape`), and exist (`world.entry-root-missing` when written
 * explicitly). Null when there is none to walk.
 */
async function entryFolder(
  ctx: WalkContext,
  world: World,
  worldDir: { readonly dir: string; readonly real: string },
): Promise<{ readonly entryDir: string; readonly real: string } | null> {
  const span = world.keySpans.entryRoot;
  const place = span ? { file: world.file, ...span } : fileOnly(world.file);
  const escape = () => report(pathEscape, place, { path: world.entryRoot, boundary: worldDir.dir });
  if (!staysInside(world.entryRoot)) {
    ctx.diagnostics.push(escape());
    return null;
  }
  const entryDir = join(worldDir.dir, world.entryRoot);
  const st = await ctx.fs.stat(entryDir);
  if (st?.kind !== 'directory') {
    if (span !== undefined) ctx.diagnostics.push(report(entryRootMissing, place, { entryRoot: world.entryRoot }));
    return null;
  }
  const real = await ctx.fs.realpath(entryDir);
  if (real === null || !isInside(worldDir.real, real)) {
    ctx.diagnostics.push(escape());
    return null;
  }
  return { entryDir, real };
}

/** A resolved link below the entry folder: a Markdown file, a special file, or a folder walked unless it loops. */
async function followLink(
  walk: EntryWalk,
  {
    path,
    name,
    resolved,
  }: { path: string; name: string; resolved: NonNullable<Awaited<ReturnType<typeof resolveEntry>>> },
  { dirReal, ancestors }: { dirReal: string; ancestors: ReadonlyMap<string, string> },
): Promise<void> {
  const { ctx } = walk;
  if (resolved.kind === 'file') {
    if (isMarkdown(name)) walk.files.push(path);
  } else if (resolved.kind === 'other') {
    if (isMarkdown(name)) ctx.diagnostics.push(report(unreadable, fileOnly(path), { reason: 'special-file' }));
  } else if (resolved.kind === 'directory') {
    // A link to a folder that contains the one being listed (an ancestor, or the root above
    // the entry folder) would walk itself again: cut it here.
    if (isInside(resolved.real, dirReal)) {
      ctx.diagnostics.push(report(symlinkLoop, fileOnly(path), { target: ancestors.get(resolved.real) ?? path }));
      return;
    }
    if (walk.visited.has(resolved.real)) return;
    walk.visited.add(resolved.real);
    await walkFolder(walk, path, { dirReal: resolved.real, ancestors: new Map([...ancestors, [resolved.real, path]]) });
  }
}

/** Lists `dir` and collects its `.md` files, descending into folders (and links to folders). */
async function walkFolder(
  walk: EntryWalk,
  dir: string,
  at: { dirReal: string; ancestors: ReadonlyMap<string, string> },
): Promise<void> {
  const { ctx } = walk;
  for (const e of (await listDir(ctx, dir)) ?? []) {
    const path = childPath(dir, e.name);
    if (isSkippedDir(e.name) && e.kind !== 'file') continue;
    if (!isMarkdown(e.name) && (e.kind === 'file' || e.kind === 'other')) continue;
    if (e.nameNotUtf8) {
      ctx.diagnostics.push(report(unreadable, fileOnly(path), { reason: 'name-not-utf8' }));
      continue;
    }
    if (e.kind === 'file') {
      walk.files.push(path);
      continue;
    }
    if (e.kind === 'other') {
      ctx.diagnostics.push(report(unreadable, fileOnly(path), { reason: 'special-file' }));
      continue;
    }
    if (e.kind === 'symlink' && !isMarkdown(e.name)) {
      const peek = await ctx.fs.stat(path);
      if (peek !== null && peek.kind !== 'directory') continue;
    }
    const resolved = await resolveEntry(ctx, path, e, at.dirReal, walk.root);
    if (resolved !== null) await followLink(walk, { path, name: e.name, resolved }, at);
  }
}

export async function findEntryFiles(
  ctx: WalkContext,
  world: World,
  worldDir: { readonly dir: string; readonly real: string },
  root: { readonly real: string; readonly display: string },
): Promise<EntryFiles> {
  const folder = await entryFolder(ctx, world, worldDir);
  if (folder === null) return { entryDir: null, files: [] };
  const { entryDir, real } = folder;
  const walk: EntryWalk = { ctx, root, files: [], visited: new Set([real]) };
  await walkFolder(walk, entryDir, { dirReal: real, ancestors: new Map([[real, entryDir]]) });
  return { entryDir, files: walk.files };
}
