/**
 * Node only: the sharded search index (src/catalog/search-index/) written as files into a folder,
 * the site's `data/search/`. The Astro integration calls it once the build has emptied its output
 * folder; `rp-assets site` runs it on a worker of its pool (catalog-pool-ops.ts), so the index is
 * built and written while the main thread renders the pages.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildSearchIndex } from '../catalog/search-index/build.js';
import type { SearchSource } from '../catalog/search.js';

/** Files written at once: enough to keep the disk busy, few enough not to exhaust descriptors. */
const WRITES_IN_FLIGHT = 16;

/** Builds the index of `sources` and writes its files under `folder`; returns how many it wrote. */
export async function writeSearchIndex(sources: readonly SearchSource[], folder: string): Promise<number> {
  const files = [...buildSearchIndex(sources).files];
  for (const dir of new Set(files.map(([path]) => dirname(join(folder, path))))) {
    await mkdir(dir, { recursive: true });
  }
  let next = 0;
  const writer = async (): Promise<void> => {
    while (next < files.length) {
      const [path, text] = files[next++] as [string, string];
      await writeFile(join(folder, path), text);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITES_IN_FLIGHT, files.length) }, writer));
  return files.length;
}
