/**
 * loadAssets: roots (override order, first lowest) -> AssetGraph. Never throws on bad input:
 * every problem is a diagnostic. Output does not depend on file-system order or on whether the
 * parse step runs inline or in worker threads.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import type { FileSystem } from '../common/fs.js';
import { NO_PROGRESS } from '../common/progress.js';
import { NO_MEMO } from '../common/run-memo.js';
import type { RunMemo } from '../common/run-memo.js';
import type { PhaseProgress, Progress } from '../common/progress.js';
import { normalize } from '../common/paths.js';
import { buildCharacter, buildEntry, buildWorld } from './build-assets.js';
import type { Built, Origin } from './build-assets.js';
import { checkDefaults, resolveWorldRefs } from './check-characters.js';
import { checkEntries, markDuplicateEntries, worldReaders } from './check-entries.js';
import { checkUnreachableWorlds } from './check-worlds.js';
import type { AssetGraph, Character, Entry, World } from './model.js';
import { parseInline, unreadParsedFile } from './parse-file.js';
import type { ParsedFile, ParseStep } from './parse-file.js';
import { MAX_FILE_BYTES, READ_CONCURRENCY, mapLimit, readBytes } from './read-bytes.js';
import { readExamples } from './read-examples.js';
import { compareOverrides, pickWinners } from './resolve-ids.js';
import { scanRoot } from './scan-root.js';
import type { AssetDir, RootScan } from './scan-root.js';
import { sortDiagnostics } from '../diagnostics/sort.js';
import { findEntryFiles } from './walk-entries.js';
import type { EntryFiles } from './walk-entries.js';

import type { EntryWorld } from './worker-entry.js';
import type { WalkContext } from './walk.js';

export interface LoadOptions {
  /** Asset roots in override order (first lowest), relative to the working directory or absolute. */
  readonly roots: readonly string[];
  /** The per-file parse step; default inline. `parallel-node.ts` offers a worker-thread pool. */
  readonly parse?: ParseStep;
  /** Parse and build one entry (the bulk of a repository); default `parse` then `buildEntry`. */
  readonly buildEntry?: EntryStep;
  /**
   * Read, parse and build one entry elsewhere (a worker reading the file itself), used when the
   * file system gives host paths (`fs.hostPath`); the bytes then never cross threads.
   */
  readonly readEntry?: ReadEntryStep;
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

/** A load under way (`startLoadingAssets`). */
export interface AssetLoad {
  /**
   * Settles once every entry file has been handed to the `readEntry` step, so the caller can use
   * this thread (the routing check) while the workers read and parse; without that step (or when
   * loading fails first), once loading has ended.
   */
  readonly entriesQueued: Promise<void>;
  readonly assets: Promise<AssetGraph>;
}

/** Read (bounded, like `readBytes`), parse and build a world entry from its host path. */
export type ReadEntryStep = (
  hostPath: string,
  file: string,
  origin: Origin,
  world: EntryWorld,
) => Promise<Built<Entry>>;

/** Parse and build a world entry from its bytes (`worker-entry.ts`), possibly in a worker. */
export type EntryStep = (bytes: Uint8Array, file: string, origin: Origin, world: EntryWorld) => Promise<Built<Entry>>;

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

/** One world entry file to read, parse and build. */
interface EntryJob {
  readonly file: string;
  readonly world: World;
  readonly origin: Origin;
}

function entryJobs(x: {
  readonly world: World;
  readonly files: readonly string[];
  readonly origin: Origin;
}): EntryJob[] {
  return x.files.map((file) => ({ file, world: x.world, origin: x.origin }));
}

/** A world's entry files, and with a memo their reads (asked once per walk: the same promises while it is reused). */
interface WorldWalk {
  readonly found: EntryFiles;
  readonly reads: readonly Promise<Uint8Array>[];
}

/** Entry files in flight when a worker step builds them. */
const POOLED_CONCURRENCY = 512;

/** Worlds whose entry folders are walked at the same time. */
const WALK_CONCURRENCY = 8;

export function loadAssets(options: LoadOptions, fs: FileSystem): Promise<AssetGraph> {
  return startLoadingAssets(options, fs).assets;
}

/** `loadAssets`, with the moment its entries are all queued returned as well. */
export function startLoadingAssets(options: LoadOptions, fs: FileSystem): AssetLoad {
  let queued = (): void => {};
  const entriesQueued = new Promise<void>((resolve) => (queued = resolve));
  const assets = load(options, fs, queued);
  // settles it when loading ends without queueing (no `readEntry` step, or a failure first); this
  // also marks a failure as handled here: it reaches the caller through `assets`
  assets.then(
    () => queued(),
    () => queued(),
  );
  return { entriesQueued, assets };
}

async function load(options: LoadOptions, fs: FileSystem, entriesQueued: () => void): Promise<AssetGraph> {
  const phase = (options.progress ?? NO_PROGRESS).start('assets', 'files', null);
  try {
    return await loadCounted(options, fs, entriesQueued, phase);
  } finally {
    phase.end();
  }
}

async function loadCounted(
  options: LoadOptions,
  fs: FileSystem,
  entriesQueued: () => void,
  phase: PhaseProgress,
): Promise<AssetGraph> {
  const parse = options.parse ?? parseInline;
  const memo = options.memo ?? NO_MEMO;
  const diagnostics: Diagnostic[] = [];
  const ctx: WalkContext = { fs, diagnostics };
  const roots = options.roots.map((r) => normalize(r));

  const scans: RootScan[] = [];
  for (let i = 0; i < roots.length; i++) {
    const scan = await scanRoot(ctx, roots[i] as string, i, memo);
    if (scan) scans.push(scan);
  }
  const readParse = async (file: string): Promise<ParsedFile> => {
    const bytes = await readBytes(fs, file, diagnostics);
    return bytes === null ? unreadParsedFile(file) : parse(bytes, file);
  };
  const take = <T>(b: Built<T>): T => {
    diagnostics.push(...b.diagnostics);
    return b.asset;
  };

  // Build each asset as soon as its file is parsed, so parsed YAML trees are not all kept alive.
  const dirs = scans.flatMap((s) => s.dirs.map((d) => ({ scan: s, dir: d })));
  let total = dirs.length;
  phase.setTotal(total);
  const counted = (): void => phase.advance();
  const built = await mapLimit(
    dirs,
    READ_CONCURRENCY,
    async ({ scan, dir }) => {
      const origin = { root: scan.root, rootIndex: scan.rootIndex };
      // read again only when its folder changed (`RunMemo.folder`); the same parse (a remembered
      // one) builds the same card or world
      const read = await memo.same(
        `read:${dir.file}`,
        [dir, scan.root, scan.rootIndex, memo.folder(dir.dir)],
        async () => {
          const found: Diagnostic[] = [];
          const bytes = await readBytes(fs, dir.file, found);
          return { p: bytes === null ? unreadParsedFile(dir.file) : await parse(bytes, dir.file), diagnostics: found };
        },
      );
      diagnostics.push(...read.diagnostics);
      const { p } = read;
      return memo.same(`build:${dir.file}`, [p, scan.root, scan.rootIndex, dir.folder], () =>
        dir.kind === 'character' ? buildCharacter(p, origin, dir.folder) : buildWorld(p, origin, dir.folder),
      );
    },
    counted,
  );
  const charDirs = new Map<string, AssetDir>();
  const worldDirs = new Map<string, { dir: AssetDir; scan: RootScan }>();
  const characters: Character[] = [];
  const worlds: World[] = [];
  dirs.forEach(({ scan, dir }, i) => {
    const asset = take(built[i] as Built<Character | World>);
    if (asset.kind === 'character') {
      characters.push(asset);
      charDirs.set(dir.file, dir);
    } else {
      worlds.push(asset);
      worldDirs.set(dir.file, { dir, scan });
    }
  });

  const w = pickWinners('world', worlds, diagnostics);
  const c = pickWinners('character', characters, diagnostics);
  const worldIds = new Set(w.active.map((x) => x.id));

  const readEntry = options.readEntry;
  const hostPath = fs.hostPath;
  const workersRead = readEntry !== undefined && hostPath !== undefined;
  // The walk reads only inside the world's folder (`entryRoot` stays inside it), so with a memo it
  // is reused, with its reads, while no change there is reported (`RunMemo.folder`): an untouched
  // world is neither listed nor read again.
  const walkWorld = async (world: World, dir: AssetDir, scan: RootScan): Promise<WorldWalk> => {
    const root = { real: scan.real, display: scan.root };
    if (options.memo === undefined) return { found: await findEntryFiles(ctx, world, dir, root), reads: [] };
    const walk = await memo.same(
      `walk:${world.file}`,
      [world, dir.dir, dir.real, scan.real, scan.root, memo.folder(dir.dir)],
      async () => {
        const d: Diagnostic[] = [];
        const found = await findEntryFiles({ fs, diagnostics: d }, world, dir, root);
        // asked now, so they are kept with the walk (a failure is reported when the entry is built)
        const reads = workersRead ? [] : found.files.map((f) => fs.readFile(f, MAX_FILE_BYTES));
        for (const r of reads) r.catch(() => {});
        return { found, reads, diagnostics: d };
      },
    );
    diagnostics.push(...walk.diagnostics);
    return walk;
  };
  const walked = await mapLimit(w.active, WALK_CONCURRENCY, async (world) => {
    const { dir, scan } = worldDirs.get(world.file) as { dir: AssetDir; scan: RootScan };
    const { found, reads } = await walkWorld(world, dir, scan);
    total += found.files.length;
    phase.setTotal(total);
    const origin: Origin = { root: scan.root, rootIndex: scan.rootIndex };
    // With workers reading, a world's entries go out as soon as its folder is walked, so the
    // workers parse while the other folders are still being listed. A bounded window, as in the
    // one-thread path: when the pool keeps the jobs on this thread (tiny files), a promise per file
    // created up front made the run 3-14 % slower than `--jobs 1` (docs/performance.md).
    const worldRef = { id: world.id, file: world.file };
    const pending = workersRead
      ? mapLimit(found.files, POOLED_CONCURRENCY, (file) => readEntry(hostPath(file), file, origin, worldRef), counted)
      : Promise.resolve([]);
    // the same world and entry folder: the same object, not compared again field by field
    const withDir = memo.same(`world-dir:${world.file}`, [world, found.entryDir], () => ({
      ...world,
      entryDir: found.entryDir,
    }));
    const kept = memo.keep(`world:${world.file}`, withDir);
    return { world: kept, files: found.files, reads, origin, pending };
  });
  const activeWorlds = walked.map((x) => x.world);
  let builtEntries: Built<Entry>[];
  // each world's entries with their duplicates marked, when found per world (with a memo)
  let byWorld: { readonly world: World; readonly entries: Entry[] }[] | undefined;
  if (workersRead) {
    entriesQueued();
    builtEntries = (await Promise.all(walked.map((x) => x.pending))).flat();
  } else {
    const entryStep = options.buildEntry;
    // With a worker step, more files in flight make bigger batches and keep the workers busy.
    const limit = entryStep ? POOLED_CONCURRENCY : READ_CONCURRENCY;
    const buildOne = async (j: EntryJob, found: Diagnostic[]): Promise<Built<Entry>> => {
      if (!entryStep) return buildEntry(await readParse(j.file), j.origin, j.world);
      const bytes = await readBytes(fs, j.file, found);
      const world = { id: j.world.id, file: j.world.file };
      return bytes === null
        ? buildEntry(unreadParsedFile(j.file), j.origin, world)
        : entryStep(bytes, j.file, j.origin, world);
    };
    if (options.memo === undefined) {
      builtEntries = await mapLimit(walked.flatMap(entryJobs), limit, (j) => buildOne(j, diagnostics), counted);
    } else {
      // Kept from the last run (the language server): a world's entries are built again only when
      // one of its files' reads changed. A read is compared by its promise: one promise settles to
      // one value, so the same promise (a remembered read, common/cached-fs.ts) is the same bytes.
      const perWorld = await mapLimit(walked, WALK_CONCURRENCY, (x) => {
        let made = false;
        const result = memo.same(
          `world-entries:${x.world.file}`,
          [x.origin.root, x.origin.rootIndex, x.world.id, ...x.files, ...x.reads],
          async () => {
            made = true;
            const found: Diagnostic[] = [];
            const built = await mapLimit(entryJobs(x), limit, (j) => buildOne(j, found), counted);
            for (const b of built) found.push(...b.diagnostics);
            return { built, diagnostics: found };
          },
        );
        if (!made) phase.advance(x.files.length);
        return result;
      });
      for (const r of perWorld) diagnostics.push(...r.diagnostics);
      // the entries come per world (`byWorld`), their diagnostics with the world's above
      builtEntries = [];
      // An entry's id is a duplicate only within its world (active worlds have distinct ids), so
      // the duplicates are found per world, again only for a world whose entries were built again;
      // a duplicate's marked copy is one object per entry object.
      const copy = memo.perObject('duplicate-copy', (e: Entry): Entry => ({ ...e, duplicate: true }));
      byWorld = perWorld.map((r, i) => {
        const world = (walked[i] as { world: World }).world;
        const found = memo.same(`duplicates:${world.file}`, [r.built], () => {
          const d: Diagnostic[] = [];
          const es = markDuplicateEntries(
            r.built.map((b) => b.asset),
            d,
            copy,
          );
          return { entries: es, diagnostics: d };
        });
        diagnostics.push(...found.diagnostics);
        return { world, entries: found.entries };
      });
    }
  }
  let entries: Entry[] = builtEntries.map(take);

  // A card's world references read the set of world ids, its examples file only its folder: with
  // a memo, the references are resolved again only when the card or what they resolve to changed,
  // the examples read again only when the card or its folder changed.
  const idsKey = [...worldIds].sort().join('\0');
  const resolvedCards = await mapLimit(c.active, READ_CONCURRENCY, async (ch) => {
    const dir = charDirs.get(ch.file) as AssetDir;
    // which of its references resolve; the whole set of ids only for a card with one that does
    // not (the closest id is suggested), so renaming a world changes only the cards that name it
    const found = ch.worlds.map((w) => worldIds.has(w.ref));
    const refs = memo.same(`character-refs:${ch.file}`, [ch, ...found, found.includes(false) ? idsKey : ''], () => {
      const d: Diagnostic[] = [];
      return { character: resolveWorldRefs(ch, worldIds, d), diagnostics: d };
    });
    const read = await memo.same(`examples:${ch.file}`, [ch, dir.dir, dir.real, memo.folder(dir.dir)], async () => {
      const d: Diagnostic[] = [];
      return { examples: await readExamples({ fs, diagnostics: d }, ch, dir), diagnostics: d };
    });
    const { character: resolved } = refs;
    const character = memo.same(`character-made:${ch.file}`, [resolved, read.examples, dir.avatar], () => ({
      ...resolved,
      examples: read.examples,
      avatar: dir.avatar,
    }));
    return { character, diagnostics: [...refs.diagnostics, ...read.diagnostics] };
  });
  // in the cards' order, whichever finished first (world.unreachable lists the references in it)
  for (const r of resolvedCards) diagnostics.push(...r.diagnostics);
  const activeCharacters = resolvedCards.map((r) => memo.keep(`character:${r.character.file}`, r.character));
  checkDefaults(activeCharacters, diagnostics);
  // a duplicate is marked on a copy (the language server's: one per entry object, found per world above)
  entries = byWorld === undefined ? markDuplicateEntries(entries, diagnostics) : byWorld.flatMap((x) => x.entries);
  // The entries' order is by world first, and a world's entries all carry its id: with a memo, each
  // world's are sorted, again only when they changed, and the worlds put in order of id.
  entries =
    byWorld === undefined
      ? [...entries].sort(compareEntries)
      : [...byWorld]
          .sort((a, b) => (a.world.id < b.world.id ? -1 : a.world.id > b.world.id ? 1 : 0))
          .flatMap(({ world, entries: own }) =>
            memo.same(`sorted-entries:${world.file}`, [own], () => [...own].sort(compareEntries)),
          );
  if (byWorld === undefined) checkEntries(entries, activeCharacters, diagnostics);
  else {
    // a world's entry checks read only its entries and the cards that read it (kept objects)
    const readers = memo.same('world-readers', activeCharacters, () => worldReaders(activeCharacters));
    for (const { world, entries: own } of byWorld) {
      const read = readers.get(world.id) ?? [];
      const found = memo.same(`entry-checks:${world.file}`, [own, ...read], () => {
        const d: Diagnostic[] = [];
        checkEntries(own, read, d);
        return d;
      });
      diagnostics.push(...found);
    }
  }
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
