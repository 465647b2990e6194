/**
 * RisuAI's files as they really come (issue 40): a CHARX behind the card's JPEG, with every asset
 * kept as a file and named in the ledger, exported back without a dangling link; and RisuAI's
 * lorebook export, both ways. The files are built here by hand to RisuAI's published shapes.
 */
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EXPORT_TARGETS, readPngChunks, readTextChunk } from '../../../src/bridge/index.js';
import type { ExportRequest } from '../../../src/bridge/index.js';
import { retrieve } from '../../../src/retrieval/index.js';
import { bytesOf, importAll } from './support.js';

type Obj = Record<string, unknown>;

/** A tiny JPEG: start of image, a JFIF header, end of image. Import stores it, never decodes it. */
const JPEG = Uint8Array.of(
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  16,
  0x4a,
  0x46,
  0x49,
  0x46,
  0,
  1,
  1,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
  0xff,
  0xd9,
);
const PNG_ICON = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);

const card = {
  spec: 'chara_card_v3',
  spec_version: '3.0',
  data: {
    name: '서연',
    description: '{{char}}는 부산의 항구에서 일한다.',
    first_mes: '어서 와요.',
    alternate_greetings: ['<img="smile">다시 왔네요.'],
    extensions: { risuai: { emotions: [['smile', 'smile.png']] } },
    assets: [
      { type: 'icon', uri: 'embeded://assets/icon/image/1.png', name: 'main', ext: 'png' },
      { type: 'emotion', uri: 'embeded://assets/other/image/smile.png', name: 'smile', ext: 'png' },
      { type: 'x-risu-asset', uri: 'embeded://assets/other/image/con.webp', name: 'con', ext: 'webp' },
    ],
    character_book: {
      name: '부산',
      entries: [
        {
          keys: ['항구'],
          content: '항구는 밤에도 밝다.',
          extensions: {},
          enabled: true,
          insertion_order: 10,
          use_regex: false,
        },
      ],
    },
  },
};

const zipOf = () =>
  zipSync({
    'card.json': new TextEncoder().encode(JSON.stringify(card)),
    'assets/icon/image/1.png': PNG_ICON,
    'assets/other/image/smile.png': Uint8Array.of(7, 7, 7),
    'assets/other/image/con.webp': Uint8Array.of(8, 8),
    'module.risum': Uint8Array.of(1, 2, 3, 4),
    'x_meta/1.json': new TextEncoder().encode('{"type":"image"}'),
  });

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

/** The zip's offsets counted from the start of the file, as a writer that knew about the prefix would write them. */
function withAbsoluteOffsets(prefix: Uint8Array, zip: Uint8Array): Uint8Array {
  const out = concat(prefix, zip);
  const view = new DataView(out.buffer);
  const end = out.length - 22;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true) + prefix.length;
  view.setUint32(end + 16, at, true);
  for (let i = 0; i < entries; i++) {
    view.setUint32(at + 42, view.getUint32(at + 42, true) + prefix.length, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}

const request = (graph: ExportRequest['graph'], files: Record<string, unknown>, id: string): ExportRequest => {
  const dir = `characters/${id}/`;
  const assets = new Map<string, Uint8Array>();
  for (const [path, bytes] of Object.entries(files))
    if (path.startsWith(`${dir}card-assets/`)) assets.set(path.slice(`${dir}card-assets/`.length), bytes as Uint8Array);
  return { graph, id, avatar: files[`${dir}avatar.png`] as Uint8Array, files: assets };
};
const target = (format: string, ext: string) =>
  EXPORT_TARGETS.find((t) => t.format === format && t.extensions.includes(ext)) as (typeof EXPORT_TARGETS)[number];

describe("RisuAI's CHARX behind a JPEG", () => {
  for (const [shape, bytes] of [
    ['appended as is', concat(JPEG, zipOf())],
    ['offsets counted from the file start', withAbsoluteOffsets(JPEG, zipOf())],
  ] as const) {
    it(`is read (${shape}): the icon is the avatar, every other file kept and named in the ledger`, async () => {
      const { graph, run, files } = await importAll([{ name: 'seoyeon.charx', bytes }]);
      expect(graph.characters.map((c) => c.name)).toEqual(['서연']);
      expect(Object.keys(files).sort()).toEqual(
        [
          'characters/서연/CHARACTER.md',
          'characters/서연/avatar.png',
          'characters/서연/card-assets/con_.webp'.replace('con_.webp', 'assets/other/image/con_.webp'),
          'characters/서연/card-assets/assets/other/image/smile.png',
          'characters/서연/card-assets/module.risum',
          'characters/서연/card-assets/x_meta/1.json',
          'worlds/부산/WORLD.md',
          'worlds/부산/entries/항구.md',
        ].sort(),
      );
      expect(files['characters/서연/avatar.png']).toEqual(PNG_ICON);
      const kept = run.ledger.items.filter((i) => i.action === 'file').map((i) => i.source);
      expect(kept.sort()).toEqual(
        [
          '(charx) assets/other/image/con.webp',
          '(charx) assets/other/image/smile.png',
          '(charx) module.risum',
          '(charx) x_meta/1.json',
        ].sort(),
      );
      // `con` is a reserved name on Windows: renamed, and the card's asset list follows
      expect(new TextDecoder().decode(files['characters/서연/CHARACTER.md'] as Uint8Array)).toContain(
        'embeded://assets/other/image/con_.webp',
      );
      expect(graph.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(retrieve(graph, '서연', ['항구에 가자']).injected).toHaveLength(1);
    });
  }

  it('is exported back as a CHARX with every file, as JSON with data: uris, as PNG with asset chunks', async () => {
    const { graph, files } = await importAll([{ name: 'seoyeon.charx', bytes: concat(JPEG, zipOf()) }]);
    const req = request(graph, files, '서연');

    const charx = target('ccv3', '.charx').write(req);
    expect(charx.notes).toEqual([]);
    const unzipped = unzipSync(charx.bytes);
    expect(Object.keys(unzipped).sort()).toEqual(
      [
        'assets/icon/image/1.png',
        'assets/other/image/con_.webp',
        'assets/other/image/smile.png',
        'card.json',
        'module.risum',
        'x_meta/1.json',
      ].sort(),
    );
    expect(unzipped['assets/icon/image/1.png']).toEqual(PNG_ICON);

    const json = JSON.parse(new TextDecoder().decode(target('ccv3', '.json').write(req).bytes)) as Obj;
    const uris = ((json.data as Obj).assets as Obj[]).map((a) => String(a.uri).slice(0, 22));
    expect(uris).toEqual(['data:image/png;base64,', 'data:image/png;base64,', 'data:image/webp;base64']);

    const png = target('ccv3', '.png').write(req);
    // the icon here is not a whole PNG: the card goes over a plain image, and says so
    expect(png.notes).toEqual([expect.stringContaining('not a readable PNG')]);
    const keywords = readPngChunks(png.bytes).flatMap((c) => readTextChunk(c)?.keyword ?? []);
    expect(keywords).toEqual(
      expect.arrayContaining(['ccv3', 'chara', 'chara-ext-asset_:assets/other/image/smile.png']),
    );
  });

  it('an asset whose file was deleted is left out of the card, with a note, never a dangling link', async () => {
    const { graph, files } = await importAll([{ name: 'seoyeon.charx', bytes: concat(JPEG, zipOf()) }]);
    const req = request(graph, files, '서연');
    (req.files as Map<string, Uint8Array>).delete('assets/other/image/smile.png');
    const out = target('ccv3', '.charx').write(req);
    expect(out.notes).toEqual([expect.stringContaining('embeded://assets/other/image/smile.png')]);
    const cardJson = JSON.parse(new TextDecoder().decode(unzipSync(out.bytes)['card.json'])) as Obj;
    expect(((cardJson.data as Obj).assets as Obj[]).map((a) => a.name)).toEqual(['main', 'con']);
  });
});

describe("RisuAI's lorebook export", () => {
  const book = {
    type: 'risu',
    ver: 1,
    data: [
      {
        key: '',
        secondkey: '',
        insertorder: 100,
        comment: '인물',
        content: '',
        mode: 'folder',
        alwaysActive: false,
        selective: false,
        id: 'f1',
      },
      {
        key: '항구, 부두',
        secondkey: '밤',
        insertorder: 50,
        comment: '항구',
        content: '항구는 밤에도 밝다.',
        mode: 'multiple',
        alwaysActive: false,
        selective: true,
        folder: 'f1',
        loreCache: { key: '항구, 부두', data: ['항구', '부두'] },
      },
      {
        key: '',
        secondkey: '',
        insertorder: 10,
        comment: '날씨',
        content: '늘 비가 온다.',
        mode: 'constant',
        alwaysActive: true,
        selective: false,
      },
      {
        key: '등대, /등(대|불)/',
        secondkey: '',
        insertorder: 5,
        comment: '등대',
        content: '등대지기.',
        mode: 'normal',
        alwaysActive: false,
        selective: false,
        useRegex: true,
        activationPercent: 40,
      },
    ],
  };

  it('is read as RisuAI reads it: keys split, the filter and the chance kept and said to differ, folders kept', async () => {
    const { graph, run, files } = await importAll([{ name: '부산.json', bytes: bytesOf(book) }]);
    const byName = [...graph.entries].sort(
      (a, b) => book.data.findIndex((d) => d.comment === a.name) - book.data.findIndex((d) => d.comment === b.name),
    );
    expect(byName.map((e) => [e.name, e.keys, e.secondaryKeys, e.constant, e.enabled])).toEqual([
      ['항구', ['항구', '부두'], ['밤'], false, true],
      ['날씨', [], [], true, true],
      ['등대', ['등대'], [], false, true],
    ]);
    const differs = run.ledger.items.filter((i) => i.action === 'differs').map((i) => i.source);
    expect(differs).toEqual(['data.1.selective', 'data.3.activationPercent', 'data.3.key']);
    expect(new TextDecoder().decode(files['worlds/부산/WORLD.md'] as Uint8Array)).toContain('folders:');
    expect(run.ledger.items.find((i) => i.source === 'data.1.loreCache')?.note).toMatch(/cache/);
  });

  it('comes back as written, folders first; an edit of ours keeps the regex key', async () => {
    const { graph } = await importAll([{ name: '부산.json', bytes: bytesOf(book) }]);
    const out = JSON.parse(new TextDecoder().decode(target('risu', '.json').write({ graph, id: '부산' }).bytes)) as Obj;
    const { loreCache: _cache, ...harbour } = book.data[1] as Obj;
    expect(out).toEqual({ type: 'risu', ver: 1, data: [book.data[0], harbour, book.data[2], book.data[3]] });
  });

  it('a world written here becomes a RisuAI book with its core', async () => {
    const { loadAssets } = await import('../../../src/assets/index.js');
    const { memoryFileSystem } = await import('../../../src/common/memory-fs.js');
    const graph = await loadAssets(
      { roots: ['.'] },
      memoryFileSystem({
        'worlds/w/WORLD.md': '---\nname: W\n---\n\n늘 비가 온다.\n',
        'worlds/w/entries/a.md': '---\nkeys: [항구]\nsecondaryKeys: [밤]\n---\n\n항구.\n',
        'worlds/w/entries/b.md': '---\nkeys: [등대]\nenabled: false\n---\n\n등대.\n',
      }),
    );
    const out = target('risu', '.json').write({ graph, id: 'w' });
    expect(out.notes).toEqual([expect.stringContaining('`b` is disabled')]);
    const data = (JSON.parse(new TextDecoder().decode(out.bytes)) as Obj).data as Obj[];
    expect(data[0]).toMatchObject({
      alwaysActive: true,
      content: '늘 비가 온다.',
      extentions: { rp_assets: { world_core: true } },
    });
    expect(data[1]).toMatchObject({ key: '항구', secondkey: '밤', selective: false, mode: 'normal' });
    const again = await importAll([{ name: 'w.json', bytes: out.bytes }]);
    expect(new TextDecoder().decode(again.files['worlds/w/WORLD.md'] as Uint8Array)).toContain('\n늘 비가 온다.\n');
  });
});
