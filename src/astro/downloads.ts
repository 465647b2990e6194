/**
 * The catalog's downloads written at build time beside the pages: each world once, as SillyTavern
 * World Info (`downloads/worlds/<slug>.json.gz`) and as its part of a card's book
 * (`.book.json.gz`), and each character's small parts file and PNG avatar
 * (`downloads/characters/<slug>.parts.json.gz`, `.avatar.png`), from which the pages' script
 * assembles the downloads (src/catalog/card-download.ts). An entry's text is in its world's World
 * Info file only, whatever number of characters reads the world; JSON is stored gzip-compressed
 * (a fifth of the catalog's size at 10,000 entries otherwise). The slugs are the catalog's own
 * (download-paths.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CollectedCatalog } from '../catalog/collect.js';
import type { CharacterPartsFile } from '../catalog/card-download.js';
import { isPng, MAX_INPUT_BYTES } from '../bridge/index.js';
import { downloadPaths } from './download-paths.js';

async function put(outDir: string, path: string, bytes: Uint8Array | string): Promise<void> {
  const file = join(outDir, path);
  await mkdir(dirname(file), { recursive: true });
  // the `.json.gz` files compressed (deterministic: no name or time in the header)
  await writeFile(file, path.endsWith('.gz') ? gzipSync(bytes, { level: 9 }) : bytes);
}

/** The avatar's bytes when it is a PNG a card can be written over, else null (the browser draws a plain one). */
async function pngAvatar(path: string | null, cwd: string): Promise<Uint8Array | null> {
  if (path === null) return null;
  const bytes = await readFile(resolve(cwd, path)).then(
    (b) => (b.length <= MAX_INPUT_BYTES ? new Uint8Array(b) : null),
    () => null,
  );
  return bytes && isPng(bytes) ? bytes : null;
}

/** Writes every download into `outDir`; `cwd` is where the catalog's display paths are relative to. */
export async function writeDownloads(collected: CollectedCatalog, outDir: string, cwd: string): Promise<number> {
  const { downloads } = collected;
  const worldSlugs = new Map(collected.catalog.worlds.map((w) => [w.id, w.slug]));
  let written = 0;
  for (const w of collected.catalog.worlds) {
    const files = downloads.worlds.get(w.id);
    if (files === undefined) continue;
    await put(outDir, downloadPaths.world(w.slug), files.worldInfo);
    await put(outDir, downloadPaths.worldBookPart(w.slug), files.bookPart);
    written += 2;
  }
  for (const c of collected.catalog.characters) {
    const card = downloads.characters.get(c.id);
    if (!card) continue;
    const parts: CharacterPartsFile = {
      ...card.parts,
      worlds: card.worlds.flatMap((id) => {
        const slug = worldSlugs.get(id);
        return slug === undefined
          ? []
          : [{ worldInfo: downloadPaths.world(slug), bookPart: downloadPaths.worldBookPart(slug) }];
      }),
    };
    await put(outDir, downloadPaths.characterParts(c.slug), JSON.stringify(parts));
    written++;
    const avatar = await pngAvatar(card.avatar, cwd);
    if (avatar) {
      await put(outDir, downloadPaths.characterAvatar(c.slug), avatar);
      written++;
    }
  }
  return written;
}
