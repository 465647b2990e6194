/**
 * Lore through a real SillyTavern and back (issue 40): rp-assets → SillyTavern → rp-assets and
 * SillyTavern → rp-assets → SillyTavern, for worlds (World Info import and export) and cards (card
 * import, "Import Card Lore", which saves the character with its world, card export). After each
 * trip nothing that decides whether, where or in what order an entry fires has changed — read
 * from the files, and seen in SillyTavern's own World Info scan of the same probe messages —,
 * and no title, key, greeting or image is lost. The data: the bundled examples, a hand-written
 * Chinese world with every kind of key and setting (test/fixtures/bridge/st-round-trip/), and
 * files as SillyTavern writes them (test/fixtures/bridge/).
 *
 * Needs a SillyTavern checkout with its dependencies installed, given as `SILLYTAVERN_DIR`, and
 * Chromium; skipped without one (CI has no network to fetch SillyTavern).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import type { AssetGraph, Entry } from '../../../src/assets/model.js';
import { EXPORT_TARGETS, ImportRun, importFile, readPngChunks, readTextChunk } from '../../../src/bridge/index.js';
import type { ExportRequest } from '../../../src/bridge/index.js';
import { stEntry } from '../../../src/bridge/sillytavern/entry.js';
import { ST_ENTRY_DEFAULTS } from '../../../src/bridge/entry/st-card-fields.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import type { Placed, SillyTavern } from './harness.js';
import { SILLYTAVERN_DIR, startSillyTavern } from './harness.js';

const ROOT = join(import.meta.dirname, '../../..');
type Obj = Record<string, unknown>;

/** The World Info fields that decide whether, where and in what order an entry fires in SillyTavern. */
const DECISIVE = [
  'key',
  'keysecondary',
  'comment',
  'content',
  'constant',
  'disable',
  'order',
  'selective',
  'selectiveLogic',
  'position',
  'depth',
  'role',
  'probability',
  'useProbability',
  'group',
  'groupOverride',
  'groupWeight',
  'characterFilter',
  'caseSensitive',
  'matchWholeWords',
  'scanDepth',
  'sticky',
  'cooldown',
  'delay',
  'ignoreBudget',
  'excludeRecursion',
  'preventRecursion',
  'delayUntilRecursion',
  'triggers',
  'outletName',
] as const;

/** An entry as both apps decide on it: ours (id, aliases) and SillyTavern's decisive fields. */
function decisive(e: Entry): Obj {
  const st = stEntry(e);
  const fields: Obj = Object.fromEntries(DECISIVE.map((f) => [f, st[f] ?? null]));
  // SillyTavern wrote `role: null` before 1.13 and `0` (system) since: the same role
  fields.role = st.role ?? 0;
  // a selective flag decides nothing without secondary keys
  if (!Array.isArray(st.keysecondary) || st.keysecondary.length === 0) delete fields.selective;
  return { id: e.id, aliases: [...e.aliases], ...fields };
}

const worldOf = (graph: AssetGraph, id: string) => ({
  body: graph.worlds.find((w) => w.id === id)?.body.trim(),
  entries: graph.entries
    .filter((e) => e.world === id)
    .map(decisive)
    .sort((a, b) => String(a.id).localeCompare(String(b.id))),
});

/** A repository of this one, loaded as `validate` would from the repository's root (display paths relative to it). */
async function loadRepo(roots: readonly string[]): Promise<AssetGraph> {
  return loadAssets({ roots }, cwdFileSystem(nodeFileSystem(), ROOT));
}

async function importInMemory(
  name: string,
  bytes: Uint8Array,
): Promise<{ graph: AssetGraph; run: ImportRun; files: Record<string, Uint8Array> }> {
  const run = new ImportRun();
  importFile(bytes, name, run);
  const files = Object.fromEntries(run.files.map((f) => [f.path, f.bytes]));
  return { graph: await loadAssets({ roots: ['.'] }, memoryFileSystem(files)), run, files };
}

function exportAs(format: string, ext: string, request: ExportRequest): Uint8Array {
  const target = EXPORT_TARGETS.find((t) => t.format === format && t.extensions.includes(ext));
  if (!target) throw new Error(`no export ${format} ${ext}`);
  return target.write(request).bytes;
}

const json = (bytes: Uint8Array): Obj => JSON.parse(new TextDecoder().decode(bytes)) as Obj;

/** Messages that probe every entry: each key alone, each key with each secondary key, everything at once, nothing. */
function probesOf(worldInfo: Obj): string[] {
  const entries = Object.values(worldInfo.entries as Record<string, Obj>);
  const plain = (list: unknown) =>
    (Array.isArray(list) ? list : []).filter((k): k is string => typeof k === 'string' && !k.startsWith('/'));
  const out = new Set<string>(['（一句无关的话）']);
  for (const e of entries) {
    const keys = plain(e.key);
    for (const k of keys) out.add(`……${k}……`);
    for (const s of plain(e.keysecondary)) for (const k of keys) out.add(`${k}，${s}`);
  }
  out.add([...entries.flatMap((e) => plain(e.key))].join('，'));
  return [...out];
}

/** The PNG's pixels, whatever chunks carry the card. */
async function pixels(png: Uint8Array): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return `${info.width}x${info.height}:${data.toString('base64')}`;
}

const cardData = (bytes: Uint8Array): Obj => {
  for (const c of readPngChunks(bytes)) {
    const t = readTextChunk(c);
    if (t?.keyword === 'chara')
      return (json(Uint8Array.from(atob(t.text), (ch) => ch.charCodeAt(0))).data ?? {}) as Obj;
  }
  throw new Error('no chara chunk');
};

const characterOf = (graph: AssetGraph) => {
  const c = graph.characters[0];
  const kept = (c?.extensions?.['x-card'] ?? {}) as Obj;
  return {
    name: c?.name,
    body: c?.body.trim(),
    tags: c?.tags,
    first_mes: kept.first_mes,
    alternate_greetings: kept.alternate_greetings,
    creator_notes: kept.creator_notes,
  };
};

const SKIP = SILLYTAVERN_DIR === '';
const TITLE = SKIP
  ? 'through a real SillyTavern (skipped: set SILLYTAVERN_DIR to a SillyTavern checkout with its dependencies installed)'
  : `through a real SillyTavern (${SILLYTAVERN_DIR})`;

describe.skipIf(SKIP)(TITLE, () => {
  let st: SillyTavern;
  let n = 0;
  const unique = (stem: string) => `${stem}-${++n}`;
  beforeAll(async () => {
    st = await startSillyTavern();
  }, 300_000);
  afterAll(async () => st?.close());

  /** Our world into SillyTavern and back; what SillyTavern fires is the same before and after. */
  async function worldTrip(roots: readonly string[], worldId: string) {
    const graph0 = await loadRepo(roots);
    const wi0 = json(exportAs('sillytavern', '.json', { graph: graph0, id: worldId }));
    const a = await st.importWorldInfo(`${unique(worldId)}.json`, wi0);
    const probes = probesOf(wi0);
    const fired0 = await st.fires(a, probes);
    const stored = await st.world(a);
    const { graph: graph1 } = await importInMemory(`${worldId}.json`, new TextEncoder().encode(JSON.stringify(stored)));
    const id1 = graph1.worlds[0]?.id as string;
    expect(worldOf(graph1, id1)).toEqual(worldOf(graph0, worldId));
    const wi1 = json(exportAs('sillytavern', '.json', { graph: graph1, id: id1 }));
    const b = await st.importWorldInfo(`${unique(worldId)}.json`, wi1);
    expect(await st.fires(b, probes)).toEqual(fired0);
    return { graph0, fired0, probes, wi0 };
  }

  /** Each entry of ours without kept settings fires on each of its keys alone; the core always, before the character; a disabled entry never. */
  function firesAsHere(graph: AssetGraph, worldId: string, probes: readonly string[], fired: readonly Placed[][]) {
    const world = graph.worlds.find((w) => w.id === worldId);
    for (const e of graph.entries.filter((x) => x.world === worldId)) {
      if (e.extensions !== undefined && Object.keys(e.extensions).length > 0) continue;
      const title = e.keySpans.name ? e.name : '';
      for (const key of [...e.keys, ...e.aliases]) {
        const i = probes.indexOf(`……${key}……`);
        const titles = (fired[i] ?? []).map((p) => p.title);
        if (e.enabled) expect(titles, `${e.file} on ${key}`).toContain(title);
        else expect(titles, `${e.file} on ${key}`).not.toContain(title);
      }
    }
    if (world && world.body.trim() !== '')
      for (const placed of fired) expect(placed.find((p) => p.title === world.name)?.slot).toBe('before');
  }

  it('a hand-written Chinese world with every kind of key and setting', async () => {
    const { graph0, fired0, probes } = await worldTrip(['test/fixtures/bridge/st-round-trip'], 'changan');
    firesAsHere(graph0, 'changan', probes, fired0);
  }, 120_000);

  it('the examples’ worlds', async () => {
    for (const [roots, id] of [
      [['examples/global'], 'astra'],
      [['examples/project'], 'orbit'],
    ] as const) {
      const { graph0, fired0, probes } = await worldTrip(roots, id);
      firesAsHere(graph0, id, probes, fired0);
    }
  }, 240_000);

  /** Our character as a PNG card into SillyTavern, its lore imported and the character saved, exported and read back. */
  async function cardTrip(roots: readonly string[], characterId: string) {
    const graph0 = await loadRepo(roots);
    const c0 = graph0.characters.find((c) => c.id === characterId);
    const avatar = c0?.avatar ? readFileSync(join(ROOT, c0.avatar)) : null;
    const png0 = exportAs('ccv3', '.png', { graph: graph0, id: characterId, avatar });
    const stAvatar = await st.importCard(`${unique(characterId)}.png`, png0);
    const lore = await st.importCardLore(stAvatar);
    expect(lore).not.toBe('');
    const probes = probesOf(await st.world(lore));
    const fired0 = await st.fires(lore, probes);
    const out = await st.exportCard(stAvatar, 'png');
    expect(await pixels(out)).toBe(await pixels(png0));
    const { graph: graph1, files: files1 } = await importInMemory(`${characterId}.png`, out);
    expect(characterOf(graph1)).toEqual(characterOf({ ...graph0, characters: [c0 as never] }));
    // every world the character reads is one book in the card: compare entries by id across them
    const entries = (g: AssetGraph, worlds: readonly string[]) =>
      g.entries
        .filter((e) => worlds.includes(e.world))
        .map(decisive)
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    const worlds0 = (c0?.worlds ?? []).map((w) => w.ref);
    expect(
      entries(
        graph1,
        graph1.worlds.map((w) => w.id),
      ),
    ).toEqual(entries(graph0, worlds0));
    // and back into SillyTavern: the same scan
    const c1 = graph1.characters[0]?.id as string;
    const avatar1 = files1[`characters/${c1}/avatar.png`] ?? null;
    const png1 = exportAs('ccv3', '.png', { graph: graph1, id: c1, avatar: avatar1 });
    const stAvatar1 = await st.importCard(`${unique(characterId)}.png`, png1);
    const lore1 = await st.importCardLore(stAvatar1);
    expect(await st.fires(lore1, probes)).toEqual(fired0);
    return { graph0, fired0, probes, out };
  }

  it('a hand-written Chinese character: greetings, texts, image and lore', async () => {
    const { out } = await cardTrip(['test/fixtures/bridge/st-round-trip'], 'lin');
    expect(cardData(out)).toMatchObject({
      name: '林月',
      alternate_greetings: ['又来算一卦？', '今夜宵禁，快些问。'],
      first_mes: '*{{char}}摇了摇签筒。*「{{user}}，想问什么？」',
    });
  }, 120_000);

  it('the examples’ characters', async () => {
    for (const id of ['mira', 'kai']) await cardTrip(['examples/global', 'examples/project'], id);
  }, 240_000);

  it('SillyTavern World Info → rp-assets → SillyTavern fires the same', async () => {
    const source = json(readFileSync(join(ROOT, 'test/fixtures/bridge/astra.json')));
    const a = await st.importWorldInfo(`${unique('astra')}.json`, source);
    const probes = probesOf(source);
    const fired0 = await st.fires(a, probes);
    const stored = await st.world(a);
    const { graph } = await importInMemory('astra.json', new TextEncoder().encode(JSON.stringify(stored)));
    const back = json(exportAs('sillytavern', '.json', { graph, id: graph.worlds[0]?.id as string }));
    const b = await st.importWorldInfo(`${unique('astra')}.json`, back);
    expect(await st.fires(b, probes)).toEqual(fired0);
    const pick = (w: Obj) =>
      Object.fromEntries(
        Object.values(w.entries as Record<string, Obj>).map((e) => [
          String(e.uid),
          // a field the file leaves out is SillyTavern's default, as its editor fills it
          Object.fromEntries(DECISIVE.map((f) => [f, e[f] ?? ST_ENTRY_DEFAULTS[f] ?? null])),
        ]),
      );
    expect(pick(await st.world(b))).toEqual(pick(stored));
  }, 120_000);

  it('a card saved by SillyTavern → rp-assets → SillyTavern keeps every key, title and greeting, and fires the same', async () => {
    const source = readFileSync(join(ROOT, 'test/fixtures/bridge/st-saved-card.json'));
    const stAvatar = await st.importCard(`${unique('lin-yue')}.json`, source);
    const lore = await st.importCardLore(stAvatar);
    const probes = probesOf(await st.world(lore));
    const fired0 = await st.fires(lore, probes);
    expect(fired0.flat().length).toBeGreaterThan(probes.length); // the keys fire, not only the constant entry
    const exported = await st.exportCard(stAvatar, 'png');
    const { graph } = await importInMemory('lin-yue.png', exported);
    expect(graph.entries.every((e) => e.constant || e.keys.length > 0)).toBe(true);
    expect(graph.entries.map((e) => e.name).sort()).toEqual(['Curfew', 'East market', 'Listening-to-rain tea house']);
    const c = graph.characters[0]?.id as string;
    const again = exportAs('ccv3', '.png', { graph, id: c, avatar: null });
    const stAvatar2 = await st.importCard(`${unique('lin-yue')}.png`, again);
    const lore2 = await st.importCardLore(stAvatar2);
    expect(await st.fires(lore2, probes)).toEqual(fired0);
    expect((await st.character(stAvatar2)).data).toMatchObject({
      alternate_greetings: ['Back for another reading?'],
      first_mes: '*She shuffles the bamboo slips.* Ask, {{user}}.',
    });
  }, 120_000);
});
