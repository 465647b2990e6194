/**
 * loadAssets: roots (override order, first lowest) -> AssetGraph. Never throws on bad input:
 * every problem is a diagnostic. Every file is read and parsed by a job of asset-jobs.ts run on
 * the executor given (common/executor.ts; inline by default): the same one path whatever runs the
 * jobs, and the output does not depend on file-system order or on the executor.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import type { FileSystem } from '../common/fs.js';
import { FileTooLargeError } from '../common/fs.js';
import { imageProblem } from '../common/image-check.js';
import { report } from '../diagnostics/report.js';
import { avatarUnreadable } from '../diagnostics/codes/character/avatar-unreadable.js';
import { inlineExecutor } from '../common/executor.js';
import type { Executor } from '../common/executor.js';
import { NO_PROGRESS } from '../common/progress.js';
import { NO_MEMO } from '../common/run-memo.js';
import type { RunMemo } from '../common/run-memo.js';
import type { PhaseProgress, Progress } from '../common/progress.js';
import { normalize } from '../common/paths.js';
import { compareBy } from '../common/compare.js';
import { readAssetFile, readEntryFile } from './asset-jobs.js';
import { buildCharacter, buildWorld } from './build-assets.js';
import type { Built, Origin } from './build-assets.js';
import { checkDefaults, resolveWorldRefs } from './check-characters.js';
import { checkEntries, markDuplicateEntries, worldReaders } from './check-entries.js';
import { checkKeptBookBudgets, checkUnreachableWorlds } from './check-worlds.js';
import type { AssetGraph, Character, Entry, World } from './model.js';
import { MAX_FILE_BYTES, READ_CONCURRENCY, mapLimit, sharedWindow } from './read-bytes.js';
import type { EntryFile } from './asset-jobs.js';
import { readExamples } from './read-examples.js';
import { compareOverrides, pickWinners } from './resolve-ids.js';
import { scanRoot } from './scan-root.js';
import type { AssetDir, RootScan } from './scan-root.js';
import { sortedInRun } from '../diagnostics/sort.js';
import { findEntryFiles } from './walk-entries.js';
import type { EntryFiles } from './walk-entries.js';
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
  /** The entry files of every world, read, parsed and built by the executor through one bounded window. */
  readonly entries: (files: readonly EntryFile[]) => Promise<Built<Entry>[]>;
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
    const executor = options.executor ?? inlineExecutor(fs);
    return await loadCounted(options.roots, {
      fs,
      executor,
      memo: options.memo ?? NO_MEMO,
      remembers: options.memo !== undefined,
      diagnostics,
      ctx: { fs, diagnostics },
      phase,
      total: 0,
      entries: sharedWindow(
        executor.capacity,
        (file: EntryFile) => executor.run(readEntryFile, file),
        () => phase.advance(),
      ),
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
    const scan = await scanRoot(l.ctx, roots[i] as string, i, memo);
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
  const activeCharacters = await resolveCharacters(l, c.active, worldIds, folders.charDirs);
  checkDefaults(activeCharacters, diagnostics);
  const entries = checkedEntries(l, perWorld, activeWorlds, activeCharacters);
  checkUnreachableWorlds(activeWorlds, activeCharacters, entries, diagnostics);
  checkKeptBookBudgets(activeWorlds, activeCharacters, diagnostics);
  return {
    roots,
    characters: activeCharacters,
    worlds: activeWorlds,
    entries,
    overrides: [...w.overrides, ...c.overrides].sort(compareOverrides),
    diagnostics: sortedInRun(memo, 'loader-diagnostics', diagnostics).sorted,
  };
}

interface WorldDir {
  readonly dir: AssetDir;
  readonly scan: RootScan;
}

/**
 * The cards with their world references resolved and their examples file read. A card's references
 * read the set of world ids, its examples file only its folder: with a memo, the references are
 * resolved again only when the card or what they resolve to changed (the whole set of ids only for
 * a card with one that does not resolve: the closest id is suggested), the examples read again only
 * when the card or its folder changed. Their findings go in the cards' order, whichever finished
 * first (world.unreachable lists the references in it).
 */
async function resolveCharacters(
  l: Loading,
  active: readonly Character[],
  worldIds: ReadonlySet<string>,
  charDirs: ReadonlyMap<string, AssetDir>,
): Promise<Character[]> {
  const { memo } = l;
  const idsKey = [...worldIds].sort().join('\0');
  const cards = await mapLimit(active, READ_CONCURRENCY, async (ch) => {
    const dir = charDirs.get(ch.file) as AssetDir;
    const found = ch.worlds.map((w) => worldIds.has(w.ref));
    const refs = memo.same(`character-refs:${ch.file}`, [ch, ...found, found.includes(false) ? idsKey : ''], () => {
      const d: Diagnostic[] = [];
      return { character: resolveWorldRefs(ch, worldIds, d), diagnostics: d };
    });
    const read = await memo.same(`examples:${ch.file}`, [ch, dir.dir, dir.real, memo.folder(dir.dir)], async () => {
      const d: Diagnostic[] = [];
      const examples = await readExamples({ fs: l.fs, diagnostics: d }, ch, dir);
      // an avatar that is no usable image is not used, and said so (docs/format.md "Avatar")
      const avatar = dir.avatar === null ? null : await usableAvatar(l.fs, ch, dir.avatar, d);
      return { examples, avatar, diagnostics: d };
    });
    const { character: resolved } = refs;
    const character = memo.same(`character-made:${ch.file}`, [resolved, read.examples, read.avatar], () => ({
      ...resolved,
      examples: read.examples,
      avatar: read.avatar,
    }));
    return { character, diagnostics: [...refs.diagnostics, ...read.diagnostics] };
  });
  for (const r of cards) l.diagnostics.push(...r.diagnostics);
  return cards.map((r) => memo.keep(`character:${r.character.file}`, r.character));
}

/** The largest avatar the loader reads to check it (and a card is written over). */
const MAX_AVATAR_BYTES = 64 * 1024 * 1024;

/** `path` when it is a usable image, else null with a `character.avatar-unreadable` finding. */
async function usableAvatar(
  fs: FileSystem,
  ch: Character,
  path: string,
  diagnostics: Diagnostic[],
): Promise<string | null> {
  let problem: string | null;
  try {
    problem = imageProblem(await fs.readFile(path, MAX_AVATAR_BYTES), path);
  } catch (e) {
    problem =
      e instanceof FileTooLargeError ? `larger than ${MAX_AVATAR_BYTES / 1024 / 1024} MiB` : 'it cannot be read';
  }
  if (problem === null) return path;
  diagnostics.push(report(avatarUnreadable, { file: path, line: null, column: null }, { id: ch.id, problem }));
  return null;
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
      // read again only when its folder changed (`RunMemo.folder`)
      const read = await l.memo.same(`read:${dir.file}`, [dir, scan.root, scan.rootIndex, l.memo.folder(dir.dir)], () =>
        l.executor.run(readAssetFile, dir.file),
      );
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

/** A world's walked entry folder, and with a memo what each of its files' reads settled to. */
interface WorldWalk {
  readonly found: EntryFiles;
  readonly read: readonly unknown[];
}

/**
 * The walk reads only inside the world's folder (`entryRoot` stays inside it), so with a memo it
 * is reused, with its reads, while no change there is reported (`RunMemo.folder`): an untouched
 * world is neither listed nor read again.
 */
async function walkFolder(l: Loading, world: World, { dir, scan }: WorldDir): Promise<WorldWalk> {
  const root = { real: scan.real, display: scan.root };
  if (!l.remembers) return { found: await findEntryFiles(l.ctx, world, dir, root), read: [] };
  const walk = await l.memo.same(
    `walk:${world.file}`,
    [world, dir.dir, dir.real, scan.real, scan.root, l.memo.folder(dir.dir)],
    async () => {
      const d: Diagnostic[] = [];
      const found = await findEntryFiles({ fs: l.fs, diagnostics: d }, world, dir, root);
      const reads = await Promise.allSettled(found.files.map((f) => l.fs.readFile(f, MAX_FILE_BYTES)));
      const read = reads.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as unknown)));
      return { found, read, diagnostics: d };
    },
  );
  l.diagnostics.push(...walk.diagnostics);
  return walk;
}

/** Walks a world's entry folder and starts building its entries at once (the executor works while other folders are walked). */
async function walkWorld(l: Loading, world: World, at: WorldDir): Promise<WalkedWorld> {
  const { found, read } = await walkFolder(l, world, at);
  l.total += found.files.length;
  l.phase.setTotal(l.total);
  const origin: Origin = { root: at.scan.root, rootIndex: at.scan.rootIndex };
  // the same world and entry folder: the same object, not compared again field by field
  const withDir = l.memo.same(`world-dir:${world.file}`, [world, found.entryDir], () => ({
    ...world,
    entryDir: found.entryDir,
  }));
  const kept = l.memo.keep(`world:${world.file}`, withDir);
  const walked = { world: kept, files: found.files, origin };
  return { ...walked, built: l.remembers ? rememberedEntries(l, walked, read) : buildEntries(l, walked) };
}

/** A world's entry files, read, parsed and built by the executor (through the load's one window). */
function buildEntries(l: Loading, x: Omit<WalkedWorld, 'built'>): Promise<WorldEntries> {
  const { world, origin } = x;
  return l.entries(
    x.files.map((file) => ({
      file,
      root: origin.root,
      rootIndex: origin.rootIndex,
      world: world.id,
      worldFile: world.file,
    })),
  );
}

/**
 * Kept from the last run (the language server): a world's entries are built again only when one
 * of its files' reads (`read`, from its walk) changed. A read is compared by what it settled to:
 * one remembered read (common/cached-fs.ts) settles to one bytes object, or one error.
 */
async function rememberedEntries(
  l: Loading,
  x: Omit<WalkedWorld, 'built'>,
  read: readonly unknown[],
): Promise<WorldEntries> {
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
  // a world's build findings, gathered again only when its entries were built again
  perWorld.forEach((r, i) => {
    const file = (worlds[i] as World).file;
    diagnostics.push(...memo.same(`built-findings:${file}`, [r], () => r.flatMap((b) => b.diagnostics)));
  });
  const copy = memo.perObject('duplicate-copy', (e: Entry): Entry => ({ ...e, duplicate: true }));
  const readers = memo.same('world-readers', characters, () => worldReaders(characters));
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
    // the entries' order is by world first, and a world's entries all carry its id: each world's
    // are sorted (again only when they changed), and the worlds put in order of id
    const sorted = memo.same(`sorted-entries:${world.file}`, [found.entries], () =>
      [...found.entries].sort(compareEntries),
    );
    return { id: world.id, sorted };
  });
  return byWorld.sort(compareBy((x) => x.id)).flatMap((x) => x.sorted);
}

/** The entries' one order: world, id, file. */
const compareEntries = compareBy<Entry>(
  (e) => e.world,
  (e) => e.id,
  (e) => e.file,
);
