/**
 * The catalog's downloads written at build time beside the pages: each world as SillyTavern World
 * Info (`downloads/worlds/<slug>.json`), each character as a Character Card V3, JSON and PNG over
 * its avatar (`downloads/characters/<slug>.json`, `.png`). The exports come with the catalog
 * (src/catalog/downloads.ts); the slugs are the catalog's own (safe file names, unique), which the
 * pages link to through download-paths.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { CollectedCatalog } from '../catalog/collect.js';
import { cardPng, MAX_INPUT_BYTES } from '../bridge/index.js';
import { downloadPaths } from './download-paths.js';

async function put(outDir: string, path: string, bytes: Uint8Array | string): Promise<void> {
  const file = join(outDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** Writes every download into `outDir`; `cwd` is where the catalog's display paths are relative to. */
export async function writeDownloads(collected: CollectedCatalog, outDir: string, cwd: string): Promise<number> {
  const { downloads } = collected;
  let written = 0;
  for (const w of collected.catalog.worlds) {
    const text = downloads.worlds.get(w.id);
    if (text === undefined) continue;
    await put(outDir, downloadPaths.world(w.slug), text);
    written++;
  }
  for (const c of collected.catalog.characters) {
    const card = downloads.characters.get(c.id);
    if (!card) continue;
    const avatar =
      card.avatar === null
        ? null
        : await readFile(resolve(cwd, card.avatar)).then(
            (b) => (b.length <= MAX_INPUT_BYTES ? new Uint8Array(b) : null),
            () => null,
          );
    await put(outDir, downloadPaths.characterJson(c.slug), JSON.stringify(card.v3, null, 2) + '\n');
    await put(outDir, downloadPaths.characterPng(c.slug), cardPng(avatar, c.id, { ccv3: card.v3, chara: card.v2 }));
    written += 2;
  }
  return written;
}
