/**
 * loadAssets: roots (override order, first lowest) -> AssetGraph. Never throws on bad input:
 * every problem is a diagnostic. Every file is read and parsed by a job of asset-jobs.ts run on
 * the executor given (common/executor.ts; inline by default): the same one path whatever runs the
 * jobs, and the output does not depend on file-system order or on the executor.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import type { FileSystem } from '../common/fs.js';
import { inlineExecutor } from '../common/executor.js';
import type { Executor } from '../common/executor.js';
import { NO_PROGRESS } from '../common/progress.js';
import { NO_MEMO } from '../common/run-memo.js';
import type { RunMemo } from '../common/run-memo.js';
import type { PhaseProgress, Progress } from '../common/progress.js';
import { normalize } from '../common/paths.js';
import { readAssetFile, readEntryFile } from './asset-jobs.js';
import { buildCharacter, buildWorld } from './build-assets.js';
import type { Built, Origin } from './build-assets.js';
import { checkDefaults, resolveWorldRefs } from './check-characters.js';
import { checkEntries, markDuplicateEntries, worldReaders } from './check-entries.js';
import { checkUnreachableWorlds } from './check-worlds.js';
import type { AssetGraph, Character, Entry, World } from './model.js';
import { MAX_FILE_BYTES, READ_CONCURRENCY, mapLimit } from './read-bytes.js';
import { readExamples } from './read-examples.js';
import { compareOverrides, pickWinners } from './resolve-ids.js';
import { scanRoot } from './scan-root.js';
import type { AssetDir, RootScan } from './scan-root.js';
import { sortDiagnostics } from '../diagnostics/sort.js';
import { findEntryFiles } from './walk-entries.js';
import type { WalkContext } from './walk.js';

export interface LoadOptions {
  /** Asset roots in override order (first lowest), relative to the working directory or absolute. */
  readonly roots: readonly string[];
  /** Runs the per-file jobs (asset-jobs.ts); default inline, through the loader's file system. */
  readonly executor?: Executor;
  /**
   * Told how far the load is: phase `assets`, in `files` (character, world and entry files read,
   * parsed and built); the total grows as the entry folders are walked.
   */
  readonly progress?: Progress;
  /**
   * Kept from the last load (the language server): an unchanged character, world or entry comes
   * back as the same object, so later steps memoised on their inputs (`RunMemo.same`) are reused.
   */
  readonly memo?: RunMemo;
}

/** What the steps of one load share. */
interface Loading {
  readonly fs: FileSystem;
  readonly executor: Executor;
  readonly memo: RunMemo;
  /** Whether `memo` keeps anything (a language server's run). */
  readonly remembers: boolean;
  readonly diagnostics: Diagnostic[];
  readonly ctx: WalkContext;
  readonly phase: PhaseProgress;
  /** Files found so far (the phase's total). */
  total: number;
}

/** A walked world: its files, and its entries being built. */
interface WalkedWorld {
  readonly world: World;
  readonly files: readonly string[];
  readonly origin: Origin;
  readonly built: Promise<WorldEntries>;
}

/** A world's entries as built, in the order of its files. */
type WorldEntries = readonly Built<Entry>[];

/** Worlds whose entry folders are walked at the same time. */
const WALK_CONCURRENCY = 8;

export async function loadAssets(options: LoadOptions, fs: FileSystem): Promise<AssetGraph> {
  const phase = (options.progress ?? NO_PROGRESS).start('assets', 'files', null);
  try {
    const diagnostics: Diagnostic[] = [];
    return await loadCounted(options.roots, {
      fs,
      executor: options.executor ?? inlineExecutor(fs),
      memo: options.memo ?? NO_MEMO,
      remembers: options.memo !== undefined,
      diagnostics,
      ctx: { fs, diagnostics },
      phase,
      total: 0,
    });
  } finally {
    phase.end();
  }
}

async function loadCounted(rootsGiven: readonly string[], l: Loading): Promise<AssetGraph> {
  const { diagnostics, memo } = l;
  const roots = rootsGiven.map((r) => normalize(r));
  const scans: RootScan[] = [];
  for (let i = 0; i < roots.length; i++) {
    const scan = await scanRoot(l.ctx, roots[i] as string, i);
    if (scan) scans.push(scan);
  }
  const folders = await buildFolders(l, scans);
  const w = pickWinners('world', folders.worlds, diagnostics);
  const c = pickWinners('character', folders.characters, diagnostics);
  const worldIds = new Set(w.active.map((x) => x.id));
  const walked = await mapLimit(w.active, WALK_CONCURRENCY, (world) =>
    walkWorld(l, world, folders.worldDirs.get(world.file) as WorldDir),
  );
  const perWorld = await Promise.all(walked.map((x) => x.built));
  const activeWorlds = walked.map((x) => x.world);
  const activeCharacters: Character[] = await mapLimit(c.active, READ_CONCURRENCY, async (ch) => {
    const resolved = resolveWorldRefs(ch, worldIds, diagnostics);
    const dir = folders.charDirs.get(ch.file) as AssetDir;
    const examples = await readExamples(l.ctx, resolved, dir);
    return memo.keep(`character:${ch.file}`, { ...resolved, examples, avatar: dir.avatar });
  });
  checkDefaults(activeCharacters, diagnostics);
  const entries = checkedEntries(l, perWorld, activeWorlds, activeCharacters);
  checkUnreachableWorlds(activeWorlds, activeCharacters, entries, diagnostics);
  return {
    roots,
    characters: activeCharacters,
    worlds: activeWorlds,
    entries,
    overrides: [...w.overrides, ...c.overrides].sort(compareOverrides),
    diagnostics: sortDiagnostics(diagnostics),
  };
}

interface WorldDir {
  readonly dir: AssetDir;
  readonly scan: RootScan;
}

/** Every character and world file read, parsed and built, as soon as each is parsed (no parsed tree is kept). */
async function buildFolders(l: Loading, scans: readonly RootScan[]) {
  const dirs = scans.flatMap((s) => s.dirs.map((d) => ({ scan: s, dir: d })));
  l.total = dirs.length;
  l.phase.setTotal(l.total);
  const built = await mapLimit(
    dirs,
    l.executor.capacity,
    async ({ scan, dir }) => {
      const read = await l.executor.run(readAssetFile, dir.file);
      l.diagnostics.push(...read.diagnostics);
      const p = read.parsed;
      const origin = { root: scan.root, rootIndex: scan.rootIndex };
      // the same parse (a remembered one) builds the same card or world
      return l.memo.same(`build:${dir.file}`, [p, scan.root, scan.rootIndex, dir.folder], () =>
        dir.kind === 'character' ? buildCharacter(p, origin, dir.folder) : buildWorld(p, origin, dir.folder),
      );
    },
    () => l.phase.advance(),
  );
  const charDirs = new Map<string, AssetDir>();
  const worldDirs = new Map<string, WorldDir>();
  const characters: Character[] = [];
  const worlds: World[] = [];
  dirs.forEach(({ scan, dir }, i) => {
    const b = built[i] as Built<Character | World>;
    l.diagnostics.push(...b.diagnostics);
    if (b.asset.kind === 'character') {
      characters.push(b.asset);
      charDirs.set(dir.file, dir);
    } else {
      worlds.push(b.asset);
      worldDirs.set(dir.file, { dir, scan });
    }
  });
  return { characters, worlds, charDirs, worldDirs };
}

/** Walks a world's entry folder and starts building its entries at once (the executor works while other folders are walked). */
async function walkWorld(l: Loading, world: World, { dir, scan }: WorldDir): Promise<WalkedWorld> {
  const found = await findEntryFiles(l.ctx, world, dir, { real: scan.real, display: scan.root });
  l.total += found.files.length;
  l.phase.setTotal(l.total);
  const origin: Origin = { root: scan.root, rootIndex: scan.rootIndex };
  const kept = l.memo.keep(`world:${world.file}`, { ...world, entryDir: found.entryDir });
  const walked = { world: kept, files: found.files, origin };
  return { ...walked, built: l.remembers ? rememberedEntries(l, walked) : buildEntries(l, walked) };
}

/** A world's entry files, read, parsed and built by the executor, a bounded number in flight. */
async function buildEntries(l: Loading, x: Omit<WalkedWorld, 'built'>): Promise<WorldEntries> {
  const { world, origin } = x;
  return mapLimit(
    x.files,
    l.executor.capacity,
    (file) =>
      l.executor.run(readEntryFile, {
        file,
        root: origin.root,
        rootIndex: origin.rootIndex,
        world: world.id,
        worldFile: world.file,
      }),
    () => l.phase.advance(),
  );
}

/**
 * Kept from the last run (the language server): a world's entries are built again only when one
 * of its files' reads changed. A read is compared by what it settled to: one remembered read
 * (common/cached-fs.ts) settles to one bytes object, or one error.
 */
async function rememberedEntries(l: Loading, x: Omit<WalkedWorld, 'built'>): Promise<WorldEntries> {
  const reads = await Promise.allSettled(x.files.map((f) => l.fs.readFile(f, MAX_FILE_BYTES)));
  const read = reads.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as unknown)));
  let made = false;
  const result = await l.memo.same(
    `world-entries:${x.world.file}`,
    [x.origin.root, x.origin.rootIndex, x.world.id, ...x.files, ...read],
    () => ((made = true), buildEntries(l, x)),
  );
  if (!made) l.phase.advance(x.files.length);
  return result;
}

/**
 * The entries of every world, their duplicates marked and checked, in their one order. With a
 * memo, per world (an entry's id is a duplicate only within its world, and active worlds have
 * distinct ids), again only for a world whose entries were built again; a duplicate's marked copy
 * is one object per entry object.
 */
function checkedEntries(
  l: Loading,
  perWorld: readonly WorldEntries[],
  worlds: readonly World[],
  characters: readonly Character[],
): Entry[] {
  const { diagnostics, memo } = l;
  const take = (b: Built<Entry>): Entry => (diagnostics.push(...b.diagnostics), b.asset);
  if (!l.remembers) {
    const entries = markDuplicateEntries(
      perWorld.flatMap((r) => r.map(take)),
      diagnostics,
    );
    entries.sort(compareEntries);
    checkEntries(entries, characters, diagnostics);
    return entries;
  }
  for (const r of perWorld) r.forEach(take);
  const copy = memo.perObject('duplicate-copy', (e: Entry): Entry => ({ ...e, duplicate: true }));
  const readers = worldReaders(characters);
  const byWorld = perWorld.map((r, i) => {
    const world = worlds[i] as World;
    const found = memo.same(`duplicates:${world.file}`, [r], () => {
      const d: Diagnostic[] = [];
      const es = markDuplicateEntries(
        r.map((b) => b.asset),
        d,
        copy,
      );
      return { entries: es, diagnostics: d };
    });
    diagnostics.push(...found.diagnostics);
    // a world's entry checks read only its entries and the cards that read it (kept objects)
    const read = readers.get(world.id) ?? [];
    const checks = memo.same(`entry-checks:${world.file}`, [found.entries, ...read], () => {
      const d: Diagnostic[] = [];
      checkEntries(found.entries, read, d);
      return d;
    });
    diagnostics.push(...checks);
    return found.entries;
  });
  const entries = byWorld.flat();
  // the same entries (unchanged objects, in the same found order) sort the same way
  return memo.same('sorted-entries', entries, () => [...entries].sort(compareEntries));
}

/** The entries' one order: world, id, file. */
function compareEntries(a: Entry, b: Entry): number {
  return a.world < b.world
    ? -1
    : a.world > b.world
      ? 1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : a.file < b.file
            ? -1
            : a.file > b.file
              ? 1
              : 0;
}
