/**
 * Round trips over hand-written fixtures that reproduce real-world quirks: SillyTavern World Info
 * -> ours -> World Info, and V3 card -> ours -> V3 give back every field (JSON-normalised: object
 * key order ignored, absent fields equal to the format's defaults); the quirks are read leniently,
 * each with a ledger line, and exported strictly. The imported files validate with 0 errors.
 */
import { describe, expect, it } from 'vitest';
import { exportCard, exportWorldInfo } from '../../../src/bridge/index.js';
import { fixture, fixtureJson, importAll, stNormal, v3Normal, withBothTitles } from './support.js';

type Obj = Record<string, unknown>;

describe('SillyTavern World Info -> ours -> World Info', () => {
  it('gives back every field of every entry', async () => {
    const { graph } = await importAll([{ name: 'astra.json', bytes: fixture('astra.json') }]);
    expect(graph.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const back = exportWorldInfo(graph, 'astra');
    expect(stNormal(back as Obj)).toEqual(stNormal(fixtureJson('astra.json'), 'astra'));
  });

  it('keeps what it cannot map in x-sillytavern; an edit of ours wins and keeps the regex keys', async () => {
    const { graph, files } = await importAll([{ name: 'astra.json', bytes: fixture('astra.json') }]);
    const gate = new TextDecoder().decode(files['worlds/astra/entries/城门守卫.md'] as Uint8Array);
    expect(gate).toContain('keys: [城门]');
    expect(gate).toMatch(/x-sillytavern:\n {2}uid: 2\n/);
    const edited = gate.replace('keys: [城门]', 'keys: [城门, 西门]');
    const { loadAssets } = await import('../../../src/assets/index.js');
    const { memoryFileSystem } = await import('../../../src/common/memory-fs.js');
    const g2 = await loadAssets(
      { roots: ['.'] },
      memoryFileSystem({ ...files, 'worlds/astra/entries/城门守卫.md': edited }),
    );
    const e = (exportWorldInfo(g2, 'astra').entries as Record<string, Obj>)['2'] as Obj;
    // the edit adds its key and keeps the regex key it did not touch (issue 40: an edit drops nothing kept)
    expect(e.key).toEqual(['城门', '/北门|南门/i', '西门']);
    // untouched: the kept list with its regex key comes back
    const e0 = (exportWorldInfo(graph, 'astra').entries as Record<string, Obj>)['2'] as Obj;
    expect(e0.key).toEqual(['城门', '/北门|南门/i']);
  });
});

describe('Character Card V3 -> ours -> V3', () => {
  it('gives back every field, the book included', async () => {
    const { graph, run } = await importAll([{ name: 'mira.json', bytes: fixture('mira-card-v3.json') }]);
    expect(graph.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(run.files.map((f) => f.path).sort()).toEqual([
      'characters/米拉/CHARACTER.md',
      'characters/米拉/examples.md',
      'worlds/阿斯特拉地理/WORLD.md',
      'worlds/阿斯特拉地理/entries/城墙的秘密.md',
      'worlds/阿斯特拉地理/entries/宵禁.md',
      'worlds/阿斯特拉地理/entries/王都.md',
      'worlds/阿斯特拉地理/entries/观星塔.md',
    ]);
    const back = exportCard(graph, '米拉', 'ccv3');
    // every field comes back; each entry's title is written to both `name` and `comment`
    expect(v3Normal(back as Obj)).toEqual(v3Normal(withBothTitles(fixtureJson('mira-card-v3.json'))));
  });

  it('writes the description, personality and scenario as a Markdown body and mes_example as examples.md', async () => {
    const { files } = await importAll([{ name: 'mira.json', bytes: fixture('mira-card-v3.json') }]);
    const text = new TextDecoder().decode(files['characters/米拉/CHARACTER.md'] as Uint8Array);
    expect(text).toContain('\n## Personality\n\n好奇、谨慎、有点固执\n\n## Scenario\n\n');
    expect(text).toContain('worlds: [阿斯特拉地理]');
    expect(new TextDecoder().decode(files['characters/米拉/examples.md'] as Uint8Array)).toMatch(/^<START>\n/);
  });
});

describe('quirks are read as SillyTavern reads them, each a ledger line, and exported as read', () => {
  it('V2 card: null character_book, string alternate_greetings, top-level V1 copies', async () => {
    const { graph, run } = await importAll([{ name: 'bram.json', bytes: fixture('quirky-card-v2.json') }]);
    expect(graph.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const lenient = run.ledger.items.filter((i) => i.action === 'lenient').map((i) => i.source);
    expect(lenient).toEqual(['data.alternate_greetings', 'data.character_book']);
    const v2 = exportCard(graph, 'bram', 'ccv2') as Obj;
    const data = v2.data as Obj;
    expect(data.alternate_greetings).toEqual(['Back again?']);
    expect('character_book' in data).toBe(false);
    const source = fixtureJson('quirky-card-v2.json');
    const strictSource = { ...source, data: { ...(source.data as Obj), alternate_greetings: ['Back again?'] } };
    delete (strictSource.data as Obj).character_book;
    expect(v3Normal(v2, false)).toEqual(v3Normal(strictSource, false));
  });

  it('lorebook: spellings SillyTavern reads otherwise come back as read, each a ledger line saying what it does', async () => {
    const { graph, run } = await importAll([{ name: 'harbour.json', bytes: fixture('quirky-book-v2.json') }], {
      'characters/bram/CHARACTER.md': '---\nname: Bram\nworlds: [harbour-lore]\n---\n\nA retired guard.\n',
    });
    expect(graph.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(run.ledger.items.filter((i) => i.action === 'lenient').map((i) => i.source)).toEqual([
      'entries.0.key',
      'entries.0.keysecondary',
      'entries.0.position',
      'entries.0.extensions.excludeRecursion',
      'entries.1.position',
      'entries.1.exclude_recursion',
    ]);
    const entries = graph.entries.map((e) => [e.id, e.keys, e.secondaryKeys]);
    expect(entries).toEqual([
      ['bribes', ['harbour', 'dock'], ['smuggler']],
      ['lighthouse', ['lighthouse'], []],
    ]);
    // as read (issue 40: a lenient read rewritten strictly changed where SillyTavern put the entry
    // and what it excluded from recursion); the keys are also written where every reader looks
    const book = (exportCard(graph, 'bram', 'ccv3').data as Obj).character_book as Obj;
    const [bribes, lighthouse] = book.entries as Obj[];
    expect(bribes).toMatchObject({
      key: ['harbour', 'dock'],
      keys: ['harbour', 'dock'],
      keysecondary: ['smuggler'],
      secondary_keys: ['smuggler'],
      position: 1,
      extensions: { excludeRecursion: true },
    });
    expect(lighthouse).toMatchObject({ keys: ['lighthouse'], position: 4, exclude_recursion: false, extensions: {} });
  });
});

describe('other inputs told apart by content', () => {
  it('a V1 card (flat fields) is read as the data of a V2 card, with a ledger line', async () => {
    const v1 = {
      name: 'Old Tom',
      description: 'A ferryman.',
      personality: 'quiet',
      scenario: '',
      first_mes: 'Hm.',
      mes_example: '',
    };
    const { graph, run } = await importAll([{ name: 'tom.json', bytes: new TextEncoder().encode(JSON.stringify(v1)) }]);
    expect(graph.characters.map((c) => [c.id, c.name])).toEqual([['old-tom', 'Old Tom']]);
    expect(run.ledger.items.filter((i) => i.action === 'lenient').map((i) => i.note)).toEqual([
      'a V1 card (flat fields): read as the data of a V2 card',
    ]);
    const data = exportCard(graph, 'old-tom', 'ccv2').data as Obj;
    expect(data).toMatchObject({ name: 'Old Tom', description: 'A ferryman.', personality: 'quiet', first_mes: 'Hm.' });
  });

  it('a standalone lorebook_v3 becomes a world named by the book', async () => {
    const book = {
      spec: 'lorebook_v3',
      data: {
        name: '北境',
        extensions: {},
        entries: [
          {
            keys: ['雪原'],
            content: '北境终年积雪。',
            extensions: {},
            enabled: true,
            insertion_order: 1,
            use_regex: false,
          },
        ],
      },
    };
    const { graph } = await importAll([{ name: 'x.json', bytes: new TextEncoder().encode(JSON.stringify(book)) }]);
    expect(graph.worlds.map((w) => [w.id, w.name])).toEqual([['北境', '北境']]);
    expect(graph.entries.map((e) => [e.id, e.keys])).toEqual([['雪原', ['雪原']]]);
  });
});
