/**
 * The catalog's downloads (issue 41): each world's text once, in its World Info file; each
 * character's small parts file; the cards the browser assembles from them equal `rp-assets
 * export`'s, V3 and V2, JSON and PNG over the avatar, however many characters read a world.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeDownloads } from '../../../src/astro/downloads.js';
import { downloadPaths } from '../../../src/astro/download-paths.js';
import {
  exportCard,
  exportWorldInfo,
  readPngChunks,
  readTextChunk,
  decodeBase64Text,
} from '../../../src/bridge/index.js';
import type { CollectedCatalog } from '../../../src/catalog/collect.js';
import { catalogDownloads } from '../../../src/catalog/downloads.js';
import { cardFromFiles, cardPngFromFiles } from '../../../src/catalog/card-download.js';
import type { CharacterPartsFile, WorldFiles } from '../../../src/catalog/card-download.js';
import { loadAssets } from '../../../src/assets/index.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { tempDir } from '../../support/temp-dirs.js';
import { fixture, importAll } from '../bridge/support.js';

const collect = (graph: CollectedCatalog['playground']['graph']) =>
  ({
    catalog: {
      worlds: graph.worlds.map((w, i) => ({ id: w.id, slug: `w${i}` })),
      characters: graph.characters.map((c, i) => ({ id: c.id, slug: `c${i}` })),
    },
    playground: { graph, routing: null },
    downloads: catalogDownloads(graph),
  }) as unknown as CollectedCatalog;

/** A download file as the browser's script reads it: `.json.gz` unpacked. */
const read = (out: string, path: string) => {
  const bytes = readFileSync(join(out, path));
  return JSON.parse((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')) as unknown;
};
function filesOf(out: string, slug: string): { parts: CharacterPartsFile; worlds: WorldFiles[] } {
  const parts = read(out, downloadPaths.characterParts(slug)) as CharacterPartsFile;
  const worlds = parts.worlds.map((w) => ({
    worldInfo: read(out, w.worldInfo) as WorldFiles['worldInfo'],
    bookPart: read(out, w.bookPart) as WorldFiles['bookPart'],
  }));
  return { parts, worlds };
}

describe('writeDownloads', () => {
  it('writes World Info and a book part per world, parts and the avatar per character; the cards assemble as export writes them', async () => {
    const dir = tempDir('rp-downloads-');
    const { graph, files } = await importAll([{ name: 'card.png', bytes: fixture('python-card.png') }]);
    const avatar = graph.characters[0]?.avatar as string;
    expect(avatar).toBe('characters/米拉/avatar.png');
    mkdirSync(join(dir, 'project/characters/米拉'), { recursive: true });
    writeFileSync(join(dir, 'project', avatar), files[avatar] as Uint8Array);
    const out = join(dir, 'site');
    expect(await writeDownloads(collect(graph), out, join(dir, 'project'))).toBe(4);
    expect(read(out, downloadPaths.world('w0'))).toEqual(exportWorldInfo(graph, graph.worlds[0]?.id as string));
    const { parts, worlds } = filesOf(out, 'c0');
    expect(cardFromFiles(parts, worlds, 'ccv3')).toEqual(exportCard(graph, '米拉', 'ccv3'));
    expect(cardFromFiles(parts, worlds, 'ccv2')).toEqual(exportCard(graph, '米拉', 'ccv2'));
    const png = cardPngFromFiles(parts, worlds, readFileSync(join(out, downloadPaths.characterAvatar('c0'))), '米拉');
    const chunks = readPngChunks(png);
    const ccv3 = chunks.map(readTextChunk).find((t) => t?.keyword === 'ccv3');
    expect(JSON.parse(decodeBase64Text(ccv3?.text ?? '', 'ccv3'))).toEqual(exportCard(graph, '米拉', 'ccv3'));
    const image = readPngChunks(files[avatar] as Uint8Array).find((c) => c.type === 'IDAT');
    expect([...(chunks.find((c) => c.type === 'IDAT')?.data ?? [])]).toEqual([...(image?.data ?? [])]);
  });

  it('stores each entry’s text once, whatever number of characters reads its world', async () => {
    const dir = tempDir('rp-downloads-');
    const text = '这是一段只应在站点里出现一次的条目正文。';
    const repo: Record<string, string> = {
      'worlds/w/WORLD.md': '---\nname: W\n---\n\n世界核心。\n',
      'worlds/w/entries/a.md': `---\nkeys: [甲]\n---\n\n${text}\n`,
    };
    for (let i = 0; i < 20; i++) repo[`characters/c${i}/CHARACTER.md`] = `---\nname: C${i}\nworlds: [w]\n---\n\nC.\n`;
    const graph = await loadAssets({ roots: ['.'] }, memoryFileSystem(repo));
    const out = join(dir, 'site');
    await writeDownloads(collect(graph), out, dir);
    let copies = 0;
    for (const f of readdirSync(out, { recursive: true, withFileTypes: true }))
      if (f.isFile()) {
        const bytes = readFileSync(join(f.parentPath, f.name));
        const plain = f.name.endsWith('.gz') ? gunzipSync(bytes) : bytes;
        copies += plain.toString('utf8').split(text).length - 1;
      }
    expect(copies).toBe(1);
    // and every character's card still has it
    graph.characters.forEach((c, i) => {
      const { parts, worlds } = filesOf(out, `c${i}`);
      expect(cardFromFiles(parts, worlds, 'ccv3')).toEqual(exportCard(graph, c.id, 'ccv3'));
    });
    const parts = statSync(join(out, downloadPaths.characterParts('c0'))).size;
    expect(parts).toBeLessThan(2_000);
  });
});
