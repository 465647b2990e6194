/** The catalog's downloads: each world as World Info, each character as a V3 card (JSON, and PNG with its avatar). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
import { fixture, importAll } from '../bridge/support.js';

const dir = mkdtempSync(join(tmpdir(), 'rp-downloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeDownloads', () => {
  it('writes World Info per world and a V3 card per character, the PNG over the avatar', async () => {
    const { graph, files } = await importAll([{ name: 'card.png', bytes: fixture('python-card.png') }]);
    // the avatar as the loader found it, on disk under the project folder
    const avatar = graph.characters[0]?.avatar as string;
    expect(avatar).toBe('characters/米拉/avatar.png');
    mkdirSync(join(dir, 'project/characters/米拉'), { recursive: true });
    writeFileSync(join(dir, 'project', avatar), files[avatar] as Uint8Array);
    const collected = {
      catalog: {
        worlds: graph.worlds.map((w, i) => ({ id: w.id, slug: `w${i}` })),
        characters: graph.characters.map((c, i) => ({ id: c.id, slug: `c${i}` })),
      },
      playground: { graph, routing: null },
      downloads: catalogDownloads(graph),
    } as unknown as CollectedCatalog;
    const out = join(dir, 'site');
    expect(await writeDownloads(collected, out, join(dir, 'project'))).toBe(3);
    expect(JSON.parse(readFileSync(join(out, downloadPaths.world('w0')), 'utf8'))).toEqual(
      exportWorldInfo(graph, graph.worlds[0]?.id as string),
    );
    const v3 = exportCard(graph, '米拉', 'ccv3');
    expect(JSON.parse(readFileSync(join(out, downloadPaths.characterJson('c0')), 'utf8'))).toEqual(v3);
    const chunks = readPngChunks(readFileSync(join(out, downloadPaths.characterPng('c0'))));
    const ccv3 = chunks.map(readTextChunk).find((t) => t?.keyword === 'ccv3');
    expect(JSON.parse(decodeBase64Text(ccv3?.text ?? '', 'ccv3'))).toEqual(v3);
    const image = readPngChunks(files[avatar] as Uint8Array).find((c) => c.type === 'IDAT');
    expect([...(chunks.find((c) => c.type === 'IDAT')?.data ?? [])]).toEqual([...(image?.data ?? [])]);
  });
});
