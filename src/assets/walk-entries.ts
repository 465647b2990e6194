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

export async function findEntryFiles(
  ctx: WalkContext,
  world: World,
  worldDir: { readonly dir: string; readonly real: string },
  root: { readonly real: string; readonly display: string },
): Promise<EntryFiles> {
  const span = world.keySpans.entryRoot;
  const place = span ? { file: world.file, ...span } : fileOnly(world.file);
  const explicit = span !== undefined;
  if (!staysInside(world.entryRoot)) {
    ctx.diagnostics.push(report(pathEscape, place, { path: world.entryRoot, boundary: worldDir.dir }));
    return { entryDir: null, files: [] };
  }
  const entryDir = join(worldDir.dir, world.entryRoot);
  const st = await ctx.fs.stat(entryDir);
  if (st?.kind !== 'directory') {
    if (explicit) ctx.diagnostics.push(report(entryRootMissing, place, { entryRoot: world.entryRoot }));
    return { entryDir: null, files: [] };
  }
  const real = await ctx.fs.realpath(entryDir);
  if (real === null || !isInside(worldDir.real, real)) {
    ctx.diagnostics.push(report(pathEscape, place, { path: world.entryRoot, boundary: worldDir.dir }));
    return { entryDir: null, files: [] };
  }
  const files: string[] = [];
  const visited = new Set<string>([real]);
  const walk = async (dir: string, dirReal: string, ancestors: ReadonlyMap<string, string>): Promise<void> => {
    const list = await listDir(ctx, dir);
    for (const e of list ?? []) {
      const path = childPath(dir, e.name);
      if (isSkippedDir(e.name) && e.kind !== 'file') continue;
      if (!isMarkdown(e.name) && (e.kind === 'file' || e.kind === 'other')) continue;
      if (e.nameNotUtf8) {
        ctx.diagnostics.push(report(unreadable, fileOnly(path), { reason: 'name-not-utf8' }));
        continue;
      }
      if (e.kind === 'file') {
        files.push(path);
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
      const r = await resolveEntry(ctx, path, e, dirReal, root);
      if (r === null) continue;
      if (r.kind === 'file') {
        if (isMarkdown(e.name)) files.push(path);
      } else if (r.kind === 'other') {
        if (isMarkdown(e.name)) ctx.diagnostics.push(report(unreadable, fileOnly(path), { reason: 'special-file' }));
      } else if (r.kind === 'directory') {
        // A link to a folder that contains the one being listed (an ancestor, or the root above
        // the entry folder) would walk itself again: cut it here.
        if (isInside(r.real, dirReal)) {
          ctx.diagnostics.push(report(symlinkLoop, fileOnly(path), { target: ancestors.get(r.real) ?? path }));
          continue;
        }
        if (visited.has(r.real)) continue;
        visited.add(r.real);
        await walk(path, r.real, new Map([...ancestors, [r.real, path]]));
      }
    }
  };
  await walk(entryDir, real, new Map([[real, entryDir]]));
  return { entryDir, files };
}
