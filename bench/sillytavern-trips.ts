/**
 * Lore through a real SillyTavern and back, counted: for each trip of test/e2e/sillytavern/
 * (our world as World Info, our character as a PNG card through "Import Card Lore", SillyTavern's
 * own World Info, a card SillyTavern saved), what SillyTavern holds before and after the trip —
 * entries, keys, secondary keys, titles, filters (`selective` with secondary keys), placements —
 * and how many (message, entry) firings of its World Info scan changed. This build, and with
 * `--baseline DIR` another build's bridge (DIR/build/, e.g. a `git worktree` of an earlier
 * commit after `npm run build`) through the same server, side by side.
 *
 *   SILLYTAVERN_DIR=… npm run bench:sillytavern -- [--baseline DIR]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSillyTavern, SILLYTAVERN_DIR } from '../test/e2e/sillytavern/harness.js';
import type { Placed, SillyTavern } from '../test/e2e/sillytavern/harness.js';

/** The repository: npm runs the bench from its root. */
const REPO = process.cwd();
type Obj = Record<string, unknown>;

/** The parts of a build's bridge and loader a trip uses (the same names in every build since the bridge landed). */
interface Build {
  readonly label: string;
  load(roots: readonly string[]): Promise<unknown>;
  importBytes(name: string, bytes: Uint8Array): Promise<unknown>;
  worldInfo(graph: unknown, id: string): Obj;
  cardPng(graph: unknown, id: string): Uint8Array;
}

async function build(dir: string, label: string): Promise<Build> {
  const mod = async (path: string) => (await import(pathToFileURL(join(dir, 'build', path)).href)) as Obj;
  const bridge = await mod('bridge/index.js');
  const assets = await mod('assets/index.js');
  const nodeFs = await mod('node/node-fs.js');
  const cwdFs = await mod('common/cwd-fs.js');
  const memFs = await mod('common/memory-fs.js');
  type Fn = (...a: unknown[]) => unknown;
  const loadAssets = assets.loadAssets as Fn;
  return {
    label,
    load: async (roots) => loadAssets({ roots }, (cwdFs.cwdFileSystem as Fn)((nodeFs.nodeFileSystem as Fn)(), REPO)),
    importBytes: async (name, bytes) => {
      const run = new (bridge.ImportRun as new () => { files: { path: string; bytes: Uint8Array }[] })();
      (bridge.importFile as Fn)(bytes, name, run);
      const files = Object.fromEntries(run.files.map((f) => [f.path, f.bytes]));
      return loadAssets({ roots: ['.'] }, (memFs.memoryFileSystem as Fn)(files));
    },
    worldInfo: (graph, id) => (bridge.exportWorldInfo as Fn)(graph, id) as Obj,
    cardPng: (graph, id) => {
      const exportCard = bridge.exportCard as Fn;
      return (bridge.cardPng as Fn)(null, id, {
        ccv3: exportCard(graph, id, 'ccv3'),
        chara: exportCard(graph, id, 'ccv2'),
      }) as Uint8Array;
    },
  };
}

const idOfFirst = (graph: unknown, kind: 'worlds' | 'characters'): string =>
  String(((graph as Obj)[kind] as { id: string }[])[0]?.id);

/** What SillyTavern holds of a world: the figures the table compares. */
function census(world: Obj): Record<string, number> {
  const entries = Object.values(world.entries as Record<string, Obj>);
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    entries: entries.length,
    keys: entries.reduce((n, e) => n + list(e.key).length, 0),
    'secondary keys': entries.reduce((n, e) => n + list(e.keysecondary).length, 0),
    titles: entries.filter((e) => typeof e.comment === 'string' && e.comment !== '').length,
    filters: entries.filter((e) => e.selective === true && list(e.keysecondary).length > 0).length,
    'before the character': entries.filter((e) => e.position === 0).length,
  };
}

function probes(world: Obj): string[] {
  const plain = (v: unknown) =>
    (Array.isArray(v) ? v : []).filter((k): k is string => typeof k === 'string' && !k.startsWith('/'));
  const entries = Object.values(world.entries as Record<string, Obj>);
  const out = new Set<string>(['（无关）']);
  for (const e of entries) for (const k of plain(e.key)) out.add(`……${k}……`);
  return [...out];
}

/** (message, entry) pairs that fire in one scan and not the other, by title. */
function firingChanges(a: readonly Placed[][], b: readonly Placed[][]): number {
  let n = 0;
  a.forEach((placed, i) => {
    const x = new Set(placed.map((p) => p.title));
    const y = new Set((b[i] ?? []).map((p) => p.title));
    for (const t of x) if (!y.has(t)) n++;
    for (const t of y) if (!x.has(t)) n++;
  });
  return n;
}

interface Row {
  readonly trip: string;
  /** What SillyTavern holds when the lore first arrives there, and after the round trip. */
  readonly before: Record<string, number>;
  readonly after: Record<string, number>;
  /** In rp-assets on the way: entries, and those a key or `constant` can fire here. */
  readonly here: { readonly entries: number; readonly firing: number; readonly titled: number };
  readonly firing: number;
}

/** The imported graph's entries, those that can fire here (a key, an alias or constant), and those with a title. */
function here(graph: unknown): Row['here'] {
  const entries = (graph as { entries: { keys: string[]; aliases: string[]; constant: boolean; keySpans: Obj }[] })
    .entries;
  return {
    entries: entries.length,
    firing: entries.filter((e) => e.constant || e.keys.length + e.aliases.length > 0).length,
    titled: entries.filter((e) => e.keySpans.name !== undefined).length,
  };
}

let counter = 0;
const name = (stem: string) => `${stem}-${++counter}`;

async function trips(st: SillyTavern, b: Build): Promise<Row[]> {
  const rows: Row[] = [];
  const json = (x: unknown) => new TextEncoder().encode(JSON.stringify(x));
  // our world -> World Info -> SillyTavern -> back -> again
  const g0 = await b.load(['test/fixtures/bridge/st-round-trip']);
  const a = await st.importWorldInfo(`${name('changan')}.json`, b.worldInfo(g0, 'changan'));
  const stored = await st.world(a);
  const g1 = await b.importBytes('changan.json', json(stored));
  const bw = await st.importWorldInfo(`${name('changan')}.json`, b.worldInfo(g1, idOfFirst(g1, 'worlds')));
  const p = probes(stored);
  rows.push({
    trip: 'world → SillyTavern → rp-assets → SillyTavern',
    before: census(stored),
    after: census(await st.world(bw)),
    here: here(g1),
    firing: firingChanges(await st.fires(a, p), await st.fires(bw, p)),
  });
  // our character -> PNG card -> "Import Card Lore" + save -> export -> back -> again
  const c0 = await b.load(['test/fixtures/bridge/st-round-trip']);
  const av = await st.importCard(`${name('lin')}.png`, b.cardPng(c0, 'lin'));
  const lore = await st.importCardLore(av);
  const loreWorld = await st.world(lore);
  const c1 = await b.importBytes('lin.png', await st.exportCard(av, 'png'));
  const av2 = await st.importCard(`${name('lin')}.png`, b.cardPng(c1, idOfFirst(c1, 'characters')));
  const lore2 = await st.importCardLore(av2);
  const p2 = probes(loreWorld);
  rows.push({
    trip: 'card → SillyTavern (Import Card Lore, save, export) → rp-assets → SillyTavern',
    before: census(loreWorld),
    after: census(await st.world(lore2)),
    here: here(c1),
    firing: firingChanges(await st.fires(lore, p2), await st.fires(lore2, p2)),
  });
  // SillyTavern's World Info -> rp-assets -> SillyTavern
  const source = JSON.parse(readFileSync(join(REPO, 'test/fixtures/bridge/astra.json'), 'utf8')) as Obj;
  const s = await st.importWorldInfo(`${name('astra')}.json`, source);
  const sw = await st.world(s);
  const ga = await b.importBytes('astra.json', json(sw));
  const s2 = await st.importWorldInfo(`${name('astra')}.json`, b.worldInfo(ga, idOfFirst(ga, 'worlds')));
  const p3 = probes(sw);
  rows.push({
    trip: 'SillyTavern World Info → rp-assets → SillyTavern',
    before: census(sw),
    after: census(await st.world(s2)),
    here: here(ga),
    firing: firingChanges(await st.fires(s, p3), await st.fires(s2, p3)),
  });
  // a card SillyTavern saved -> rp-assets -> SillyTavern
  const cav = await st.importCard(
    `${name('lin-yue')}.json`,
    readFileSync(join(REPO, 'test/fixtures/bridge/st-saved-card.json')),
  );
  const clore = await st.importCardLore(cav);
  const cw = await st.world(clore);
  const gc = await b.importBytes('lin-yue.png', await st.exportCard(cav, 'png'));
  const cav2 = await st.importCard(`${name('lin-yue')}.png`, b.cardPng(gc, idOfFirst(gc, 'characters')));
  const clore2 = await st.importCardLore(cav2);
  const p4 = probes(cw);
  rows.push({
    trip: 'card saved by SillyTavern → rp-assets → SillyTavern',
    before: census(cw),
    after: census(await st.world(clore2)),
    here: here(gc),
    firing: firingChanges(await st.fires(clore, p4), await st.fires(clore2, p4)),
  });
  return rows;
}

/** One row per trip: SillyTavern's figures on arrival → after the round trip, and what rp-assets held between. */
function table(label: string, rows: readonly Row[]): string {
  const fields = Object.keys(rows[0]?.before ?? {});
  const head = `| ${label}: trip (in SillyTavern: arrival → after the trip) | ${fields.join(' | ')} | firings changed | in rp-assets: entries / can fire / titled |`;
  const sep = `|${' --- |'.repeat(fields.length + 3)}`;
  const body = rows.map((r) => {
    const cells = fields.map((f) =>
      r.before[f] === r.after[f] ? `${r.before[f]}` : `**${r.before[f]} → ${r.after[f]}**`,
    );
    return `| ${r.trip} | ${cells.join(' | ')} | ${r.firing} | ${r.here.entries} / ${r.here.firing} / ${r.here.titled} |`;
  });
  return [head, sep, ...body].join('\n');
}

async function main(): Promise<void> {
  if (SILLYTAVERN_DIR === '')
    throw new Error('set SILLYTAVERN_DIR to a SillyTavern checkout with its dependencies installed');
  const i = process.argv.indexOf('--baseline');
  const builds = [await build(REPO, 'this build')];
  if (i > 0 && process.argv[i + 1])
    builds.push(await build(resolve(process.argv[i + 1] as string), `baseline ${process.argv[i + 1]}`));
  const st = await startSillyTavern();
  try {
    for (const b of builds) console.log(`\n${table(b.label, await trips(st, b))}`);
  } finally {
    await st.close();
  }
}

await main();
