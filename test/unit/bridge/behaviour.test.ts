/**
 * Lore that crosses between rp-assets and SillyTavern fires as it did (issue 40): each case is a
 * defect seen with a real SillyTavern server, checked here on hand-written files without one
 * (test/e2e/sillytavern/ runs the same trips through the real server where one is given).
 */
import { describe, expect, it } from 'vitest';
import { exportCard, exportWorldInfo } from '../../../src/bridge/index.js';
import { retrieve } from '../../../src/retrieval/index.js';
import { validate } from '../../../src/validate/index.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { bytesOf, fixture, importAll } from './support.js';

type Obj = Record<string, unknown>;
const text = (b: unknown): string => new TextDecoder().decode(b as Uint8Array);
const worldInfoEntries = (doc: Obj): Obj[] => Object.values(doc.entries as Record<string, Obj>);
const bookOf = (card: Obj): Obj[] => ((card.data as Obj).character_book as Obj).entries as Obj[];

/** A small repository written here: a world with a core and entries, a character reading it. */
const REPO = {
  'characters/lin/CHARACTER.md': '---\nname: 林月\nworlds: [changan]\n---\n\n东市的算命先生。\n',
  'worlds/changan/WORLD.md': '---\nname: 长安\n---\n\n长安城入夜后宵禁，坊门关闭。\n',
  'worlds/changan/entries/east.md':
    '---\nname: 东市\nkeys: [东市]\nsecondaryKeys: [夜里]\npriority: 20\n---\n\n东市三更闭市。\n',
  'worlds/changan/entries/tea.md': '---\nname: 听雨茶馆\nkeys: [茶馆]\n---\n\n雨天各派使者在茶馆会面。\n',
};

async function loaded(files: Record<string, string | Uint8Array>) {
  const { loadAssets } = await import('../../../src/assets/index.js');
  return loadAssets({ roots: ['.'] }, memoryFileSystem(files));
}

describe('cards saved by SillyTavern keep their keys', () => {
  it('use_regex: true on plain keys: the keys are ours and fire; only /…/ keys stay kept', async () => {
    const { graph, run } = await importAll([{ name: 'lin.json', bytes: fixture('st-saved-card.json') }]);
    const east = graph.entries.find((e) => e.name === 'East market');
    expect(east?.keys).toEqual(['east market', '东市']);
    const tea = graph.entries.find((e) => e.name === 'Listening-to-rain tea house');
    expect(tea?.keys).toEqual(['tea house']);
    expect(tea?.secondaryKeys).toEqual(['rain']);
    // the plain keys fire through retrieval
    const hit = retrieve(graph, 'lin-yue', ['we meet at the east market']);
    expect(hit.injected.map((x) => x.file)).toContain(east?.file);
    // World Info export of the book writes every key back, the regex key where it was
    const wi = worldInfoEntries(exportWorldInfo(graph, graph.worlds[0]?.id as string));
    expect(wi.find((e) => e.comment === 'East market')?.key).toEqual(['east market', '东市']);
    expect(wi.find((e) => e.comment === 'Listening-to-rain tea house')?.key).toEqual(['tea house', '/听雨(茶馆|楼)/']);
    // the ledger says the regex key is kept, and nothing about plain keys
    const differs = run.ledger.items.filter((i) => i.action === 'differs').map((i) => i.source);
    expect(differs).toContain('data.character_book.entries.1.keys');
    expect(differs).not.toContain('data.character_book.entries.0.keys');
  });

  it('titles come from `comment` when a card entry has no `name`', async () => {
    const { graph } = await importAll([{ name: 'lin.json', bytes: fixture('st-saved-card.json') }]);
    expect(graph.entries.map((e) => e.name).sort()).toEqual(['Curfew', 'East market', 'Listening-to-rain tea house']);
  });
});

describe('the world core travels', () => {
  it('as a constant entry before the character, outside the budget, marked; and comes back as the body', async () => {
    const graph = await loaded(REPO);
    const wi = exportWorldInfo(graph, 'changan');
    const core = worldInfoEntries(wi).find((e) => e.constant === true);
    expect(core).toMatchObject({
      content: '长安城入夜后宵禁，坊门关闭。',
      comment: '长安',
      position: 0,
      ignoreBudget: true,
      selective: false,
      key: [],
      extensions: { rp_assets: { world_core: true } },
    });
    const back = await importAll([{ name: '长安.json', bytes: bytesOf(wi) }]);
    // the world keeps its id (marked at the top of the file) and its name
    const world = text(back.files['worlds/changan/WORLD.md']);
    expect(world).toContain('name: 长安\n');
    expect(world).toContain('\n长安城入夜后宵禁，坊门关闭。\n');
    expect(back.graph.entries.map((e) => e.name).sort()).toEqual(['东市', '听雨茶馆']);
  });

  it("in a card's book too, as SillyTavern's card reader places it (before_char, position 0)", async () => {
    const graph = await loaded(REPO);
    const card = exportCard(graph, 'lin', 'ccv3');
    const core = bookOf(card).find((e) => e.constant === true);
    expect(core).toMatchObject({
      content: '长安城入夜后宵禁，坊门关闭。',
      position: 'before_char',
      extensions: { position: 0, ignore_budget: true, rp_assets: { world_core: true } },
    });
    const back = await importAll([{ name: 'lin.json', bytes: bytesOf(card) }]);
    const worldFile = Object.keys(back.files).find((f) => f.endsWith('/WORLD.md')) as string;
    expect(text(back.files[worldFile])).toContain('\n长安城入夜后宵禁，坊门关闭。\n');
    expect(back.graph.entries).toHaveLength(2);
  });

  it('a marked entry an author made keyed in the app is an entry again, without the mark', async () => {
    const graph = await loaded(REPO);
    const wi = exportWorldInfo(graph, 'changan');
    const core = worldInfoEntries(wi).find((e) => e.constant === true) as Obj;
    Object.assign(core, { constant: false, key: ['宵禁'] });
    const back = await importAll([{ name: '长安.json', bytes: bytesOf(wi) }]);
    const curfew = back.graph.entries.find((e) => e.keys.includes('宵禁'));
    expect(curfew).toBeDefined();
    expect(JSON.stringify(curfew?.extensions ?? {})).not.toContain('world_core');
    expect(back.run.ledger.items.some((i) => i.note?.includes('marked as the world core'))).toBe(true);
  });
});

describe('secondary keys keep their meaning', () => {
  it('ours export as no filter (selective: false) to World Info and to a card', async () => {
    const graph = await loaded(REPO);
    const east = worldInfoEntries(exportWorldInfo(graph, 'changan')).find((e) => e.comment === '东市');
    expect(east).toMatchObject({ key: ['东市'], keysecondary: ['夜里'], selective: false });
    const cardEast = bookOf(exportCard(graph, 'lin', 'ccv3')).find((e) => e.comment === '东市');
    expect(cardEast).toMatchObject({ secondary_keys: ['夜里'], selective: false });
  });

  it('a filter kept from SillyTavern round-trips as a filter; deleting it (the fix text) exports no filter', async () => {
    const source = {
      entries: {
        0: {
          uid: 0,
          key: ['城门'],
          keysecondary: ['夜里'],
          selective: true,
          selectiveLogic: 0,
          comment: '城门',
          content: '城门入夜关闭。',
        },
      },
    };
    const { graph, files } = await importAll([{ name: 'gate.json', bytes: bytesOf(source) }]);
    const file = text(files['worlds/gate/entries/城门.md']);
    expect(file).toMatch(/x-sillytavern:\n {2}uid: 0\n {2}selective: true\n {2}selectiveLogic: 0\n/);
    const gate = worldInfoEntries(exportWorldInfo(graph, 'gate'))[0];
    expect(gate).toMatchObject({ selective: true, selectiveLogic: 0 });
    // validate says so, and its fix works: without the kept filter the export has none
    const report = await validate({ roots: ['.'] }, memoryFileSystem(files));
    const selectiveLine = file.split('\n').indexOf('  selective: true') + 1;
    expect(report.diagnostics.filter((d) => d.code === 'entry.activation-differs').map((d) => d.line)).toEqual([
      selectiveLine,
    ]);
    const edited = file.replace('  selective: true\n  selectiveLogic: 0\n', '');
    const g2 = await loaded({ ...(files as Record<string, Uint8Array>), 'worlds/gate/entries/城门.md': edited });
    expect(worldInfoEntries(exportWorldInfo(g2, 'gate'))[0]).toMatchObject({ selective: false });
  });
});

describe('titles and placement across formats', () => {
  it('World Info -> card: title in name and comment, position and SillyTavern fields as SillyTavern converts them', async () => {
    const source = {
      entries: {
        0: { uid: 0, key: ['王都'], comment: '王都', content: 'A', position: 0, order: 100, displayIndex: 0 },
        1: {
          uid: 1,
          key: ['城墙'],
          comment: '城墙',
          content: 'B',
          position: 4,
          depth: 2,
          ignoreBudget: true,
          matchScenario: true,
          outletName: 'wall',
          triggers: ['normal'],
          characterFilter: { names: ['林月'], tags: [], isExclude: false },
          selective: false,
          displayIndex: 1,
        },
      },
    };
    const { graph } = await importAll([{ name: 'w.json', bytes: bytesOf(source) }], {
      'characters/c/CHARACTER.md': '---\nname: C\nworlds: [w]\n---\n\nC.\n',
    });
    const [capital, wall] = bookOf(exportCard(graph, 'c', 'ccv3'));
    expect(capital).toMatchObject({
      name: '王都',
      comment: '王都',
      position: 'before_char',
      selective: true,
      extensions: { position: 0 },
    });
    expect(wall).toMatchObject({
      name: '城墙',
      comment: '城墙',
      position: 'after_char',
      selective: false,
      extensions: {
        position: 4,
        depth: 2,
        ignore_budget: true,
        match_scenario: true,
        outlet_name: 'wall',
        triggers: ['normal'],
        character_filter: { names: ['林月'], tags: [], isExclude: false },
      },
    });
    // and back: card -> World Info gives the same SillyTavern fields
    const card = exportCard(graph, 'c', 'ccv3');
    const again = await importAll([{ name: 'c.json', bytes: bytesOf(card) }]);
    const wi = worldInfoEntries(exportWorldInfo(again.graph, again.graph.worlds[0]?.id as string));
    expect(wi.find((e) => e.comment === '城墙')).toMatchObject({
      position: 4,
      depth: 2,
      ignoreBudget: true,
      matchScenario: true,
      outletName: 'wall',
      triggers: ['normal'],
      characterFilter: { names: ['林月'], tags: [], isExclude: false },
      selective: false,
    });
    expect(wi.find((e) => e.comment === '王都')).toMatchObject({ position: 0 });
  });

  it('every book entry leaves with an id of its own: SillyTavern numbers the rest by place and would overwrite one', async () => {
    // seen with SillyTavern 1.19: uid 3 kept from World Info, and the fourth entry (no id) numbered 3 by "Import Card Lore"
    const graph = await loaded({
      ...REPO,
      'worlds/changan/entries/guard.md': '---\nname: 金吾卫\nkeys: [金吾卫]\nx-sillytavern:\n  uid: 3\n---\n\n巡夜。\n',
      'worlds/changan/entries/well.md': '---\nname: 古井\nkeys: [古井]\n---\n\n古井。\n',
    });
    const ids = bookOf(exportCard(graph, 'lin', 'ccv3')).map((e) => e.id);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe(3);
  });

  it('a card book without ids keeps its order (ids as SillyTavern numbers them)', async () => {
    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Z',
        character_book: {
          entries: ['丙', '甲', '乙'].map((k) => ({
            keys: [k],
            content: k,
            extensions: {},
            enabled: true,
            insertion_order: 0,
          })),
        },
      },
    };
    const { graph } = await importAll([{ name: 'z.json', bytes: bytesOf(card) }]);
    expect(bookOf(exportCard(graph, 'z', 'ccv2')).map((e) => e.keys)).toEqual([['丙'], ['甲'], ['乙']]);
  });

  it('two worlds imported apart with the same uids become one book with distinct ids', async () => {
    const wi = (k: string) => ({ entries: { 0: { uid: 0, key: [k], comment: k, content: k } } });
    const { graph } = await importAll(
      [
        { name: 'a.json', bytes: bytesOf(wi('甲')) },
        { name: 'b.json', bytes: bytesOf(wi('乙')) },
      ],
      {
        'characters/c/CHARACTER.md': '---\nname: C\nworlds: [a, b, a, a]\n---\n\nC.\n',
      },
    );
    const book = bookOf(exportCard(graph, 'c', 'ccv3'));
    expect(book.map((e) => e.id)).toEqual([0, 1]);
    expect(book.map((e) => e.comment)).toEqual(['甲', '乙']);
  });
});

describe('other losses', () => {
  it('a character with no name exports its id as the name', async () => {
    const graph = await loaded({ 'characters/nameless/CHARACTER.md': '---\nid: nameless\n---\n\nNo name.\n' });
    expect((exportCard(graph, 'nameless', 'ccv3').data as Obj).name).toBe('nameless');
  });

  it('a card entry without `enabled` is disabled, as SillyTavern reads it, and the ledger says so', async () => {
    const card = {
      spec: 'chara_card_v2',
      data: {
        name: 'Q',
        character_book: { entries: [{ keys: ['钟楼'], content: '钟楼。', extensions: {}, insertion_order: 1 }] },
      },
    };
    const { graph, run } = await importAll([{ name: 'q.json', bytes: bytesOf(card) }]);
    expect(graph.entries[0]?.enabled).toBe(false);
    expect(run.ledger.items.find((i) => i.source.endsWith('.enabled'))?.note).toMatch(
      /SillyTavern reads the entry as disabled/,
    );
  });

  it('macros are named in the ledger', async () => {
    const { run } = await importAll([{ name: 'lin.json', bytes: fixture('st-saved-card.json') }]);
    const macros = run.ledger.items.filter((i) => i.action === 'macro');
    expect(macros.map((i) => i.source)).toEqual(
      expect.arrayContaining([
        'data.description',
        'data.scenario',
        'data.first_mes',
        'data.character_book.entries.2.content',
      ]),
    );
    expect(macros.find((i) => i.source === 'data.scenario')?.value).toEqual(['{{user}}']);
  });

  it("the book's token_budget and scan_depth become the character's budgets; a long book gets room for every entry", async () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      keys: [`k${i}`],
      content: `c${i}`,
      extensions: {},
      enabled: true,
      insertion_order: i,
      constant: i < 9,
    }));
    const card = {
      spec: 'chara_card_v2',
      data: { name: 'B', character_book: { token_budget: 6000, scan_depth: 3, entries } },
    };
    const { graph, files } = await importAll([{ name: 'b.json', bytes: bytesOf(card) }]);
    expect(text(files['characters/b/CHARACTER.md'])).toContain(
      'budgets:\n  worldEntries: 6000\n  contextTotal: 8500\n  recentMessages: 3\n  maxEntries: 12\n',
    );
    // the nine constants no longer fill every slot: a keyed entry is injected on its key
    const hit = retrieve(graph, 'b', ['k10']);
    expect(hit.injected.map((x) => x.file)).toContain(graph.entries.find((e) => e.keys.includes('k10'))?.file);
    // and export writes them back to the book
    const book = (exportCard(graph, 'b', 'ccv2').data as Obj).character_book as Obj;
    expect(book).toMatchObject({ token_budget: 6000, scan_depth: 3 });
  });
});
