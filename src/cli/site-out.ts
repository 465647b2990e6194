/**
 * Where `rp-assets site` may write, and how the finished site reaches `--out` without ever losing
 * what was there (docs/site.md, "The output folder").
 *
 * - Every guard runs on real paths: symlinks are resolved (the nearest existing ancestor of a path
 *   that does not exist yet), so a link that points into an asset root is seen as that root.
 * - An existing `--out` is replaced only when it is a previous catalog: a folder that holds the
 *   marker file this command writes (or an empty folder). Anything else is refused, never emptied.
 * - The site is built in a staging folder beside `--out` (same file system, so the final step is a
 *   rename) and swapped in only when complete. A `kill -9` at any moment leaves the previous site
 *   whole; the one instant between the two renames of a swap is repaired by the next run.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { isSkippedDir } from '../assets/walk.js';
import { TOOL_VERSION } from '../report/format/tool.js';
import type { Localized } from '../diagnostics/define.js';
import { UsageError } from './usage-error.js';
import { carryKept, holdsOnlyKept, keptPaths } from './site-keep.js';
import {
  baseNotAPath,
  outBelowFile,
  outChangedDuringBuild,
  outDanglingLink,
  outInside,
  outIsFile,
  outNotCatalog,
  outOverlaps,
  outUnusable,
} from './usage-messages.js';
import { pathExists } from './path-exists.js';

/** The file every built catalog holds at its top; its presence is what makes a folder replaceable. */
export const SITE_MARKER = '.rp-assets-site.json';

/**
 * The folder `dir` (holding `names`) may be replaced: empty, a catalog this command built (its
 * marker), or holding only what a rebuild keeps (site-keep.ts: `CNAME`, `.nojekyll`, the keep-list).
 */
const replaceable = async (dir: string, names: readonly string[]): Promise<boolean> =>
  names.length === 0 || names.includes(SITE_MARKER) || holdsOnlyKept(names, await keptPaths(dir));

/** A place `--out` must not overlap, with the words a refusal names it by. */
export interface GuardedPlace {
  readonly path: string;
  readonly what: Localized;
  /** true: `--out` may not be inside it either (an asset root); false: only not equal to or above it. */
  readonly noInside: boolean;
}

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

/** The real path of `p`: symlinks resolved in the longest existing prefix, the rest appended. */
export async function realPathOf(p: string): Promise<string> {
  const abs = resolve(p);
  const rest: string[] = [];
  let cur = abs;
  for (;;) {
    try {
      const real = await realpath(cur);
      return rest.length === 0 ? real : join(real, ...rest.reverse());
    } catch (e) {
      const parent = dirname(cur);
      // ENOENT: not there yet; ENOTDIR: a file where a folder is expected (reported by the caller)
      if (parent === cur || (errno(e) !== 'ENOENT' && errno(e) !== 'ENOTDIR')) return abs;
      rest.push(basename(cur));
      cur = parent;
    }
  }
}

/** `child` is `parent` or inside it (both real, absolute). */
function within(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
}

/**
 * The loader skips folders named with a leading `.` or `_`, and `node_modules` (spec, 非资产目录): an
 * `--out` whose path below a root passes through one is not part of that root's assets.
 */
function skippedByLoader(outReal: string, rootReal: string): boolean {
  return relative(rootReal, outReal).split(sep).some(isSkippedDir);
}

/**
 * Refuses (UsageError, exit 2) an `--out` that overlaps a guarded place, that is not a folder, or
 * that holds something other than a previous catalog. Returns the real path to build into.
 */
export async function checkOut(out: string, shown: string, places: readonly GuardedPlace[]): Promise<string> {
  // A link to nothing would be found only by the final rename, after the whole build.
  const link = await lstat(out).catch(() => null);
  if (link?.isSymbolicLink() && (await stat(out).catch(() => null)) === null) {
    throw new UsageError(outDanglingLink(shown));
  }
  const outReal = await realPathOf(out);
  for (const place of places) {
    const real = await realPathOf(place.path);
    if (within(real, outReal)) {
      throw new UsageError(outOverlaps(shown, real === outReal, place.what));
    }
    if (place.noInside && within(outReal, real) && !skippedByLoader(outReal, real)) {
      throw new UsageError(outInside(shown, place.what));
    }
  }
  let info;
  try {
    info = await stat(outReal);
  } catch (e) {
    if (errno(e) === 'ENOENT') return outReal;
    if (errno(e) === 'ENOTDIR') throw new UsageError(outBelowFile(shown));
    throw new UsageError(outUnusable(shown, (e as Error).message));
  }
  if (!info.isDirectory()) throw new UsageError(outIsFile(shown));
  if (!(await replaceable(outReal, await readdir(outReal)))) throw new UsageError(outNotCatalog(shown, SITE_MARKER));
  return outReal;
}

const STAGE_INFIX = '.rp-assets-build-';

/** The staging folders of `out`: beside it, named after it, hidden from the asset loader. */
const stagePrefix = (outReal: string): string => `.${basename(outReal)}${STAGE_INFIX}`;

/**
 * Repairs what an interrupted earlier run left beside `out`: a swap cut between its two renames
 * (`out` missing, the previous catalog in a staging folder's `previous/`) gets its catalog back;
 * every staging folder is then removed. Runs before a build, so a run never sees its own.
 */
export async function recoverStages(outReal: string): Promise<void> {
  const parent = dirname(outReal);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return; // no parent yet: nothing was staged there
  }
  for (const name of names.filter((n) => n.startsWith(stagePrefix(outReal)))) {
    const stage = join(parent, name);
    const previous = join(stage, 'previous');
    const movedGit = join(stage, 'site', '.git');
    if (!(await pathExists(outReal)) && (await isCatalog(previous))) await rename(previous, outReal);
    if ((await pathExists(movedGit)) && (await isCatalog(outReal)) && !(await pathExists(join(outReal, '.git')))) {
      await rename(movedGit, join(outReal, '.git'));
    }
    await rm(stage, { recursive: true, force: true });
  }
}

async function isCatalog(dir: string): Promise<boolean> {
  return stat(join(dir, SITE_MARKER)).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** A fresh staging folder beside `out`; the site is built into its `site/`. */
export async function makeStage(outReal: string): Promise<string> {
  const parent = dirname(outReal);
  await mkdir(parent, { recursive: true });
  const stage = join(parent, `${stagePrefix(outReal)}${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(stage);
  return stage;
}

/**
 * Writes the marker that makes the built folder a catalog this command may later replace; it
 * records the base path the site was built for, which `preview` serves it under.
 */
export async function writeMarker(siteDir: string, base: string): Promise<void> {
  const marker = { tool: 'rp-assets', version: TOOL_VERSION, base, builtAt: new Date().toISOString() };
  await writeFile(join(siteDir, SITE_MARKER), JSON.stringify(marker, null, 2) + '\n');
}

/**
 * Moves the complete `stage/site` to `out`. What a rebuild keeps (site-keep.ts) is copied into the
 * new site first, and a previous catalog's `.git/` (a checkout that deploys the site) moved there; the previous catalog is then renamed into the stage
 * (`previous/`), the new one into place, and the old one removed: each step a rename on one file
 * system, so at every instant the previous site or the new one is whole on disk, and
 * `recoverStages` puts back whatever a run killed between two steps had moved.
 */
export async function swapIn(stage: string, outReal: string, shown: string): Promise<void> {
  const built = join(stage, 'site');
  if (await pathExists(outReal)) {
    // checked again here: the folder may have changed while the site was built
    const names = await readdir(outReal);
    if (!(await replaceable(outReal, names))) {
      throw new UsageError(outChangedDuringBuild(shown));
    }
    await carryKept(outReal, built);
    if (names.includes('.git')) await rename(join(outReal, '.git'), join(built, '.git'));
    await rename(outReal, join(stage, 'previous'));
  }
  await rename(built, outReal);
}

/** `/sub` -> `/sub/`; only plain URL path characters, no `..` segment. */
export function normalizeBase(base: string | undefined): string {
  if (base === undefined || base === '' || base === '/') return '/';
  const b = `/${base.replace(/^\/+|\/+$/g, '')}/`;
  if (!/^[A-Za-z0-9._~\-/%]+$/.test(b) || b.split('/').some((s) => s === '..' || s === '.')) {
    throw new UsageError(baseNotAPath(base));
  }
  return b;
}
