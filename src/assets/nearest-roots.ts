/**
 * Where the assets are when the roots hold none (`asset.no-assets`): a bounded breadth-first walk
 * below each root for folders holding a CHARACTER.md or WORLD.md, each turned into the asset root
 * it belongs to (`x/characters/alice/CHARACTER.md` -> `x`). Skips what the loader skips.
 */
import type { FileSystem } from '../common/fs.js';
import { join, normalize } from '../common/paths.js';
import { isSkippedDir } from './walk.js';

const MAX_DEPTH = 5;
const MAX_FOLDERS = 2000;

export async function nearestAssetRoots(roots: readonly string[], fs: FileSystem, limit = 3): Promise<string[]> {
  const found: string[] = [];
  let visited = 0;
  let level = roots.map((r) => normalize(r));
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0 && found.length < limit; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      if (visited++ > MAX_FOLDERS) return found;
      const entries = await fs.readdir(dir).catch(() => []);
      if (entries.some((e) => e.kind === 'file' && (e.name === 'CHARACTER.md' || e.name === 'WORLD.md'))) {
        const root = normalize(join(dir, '../..'));
        if (!found.includes(root)) found.push(root);
        continue;
      }
      for (const e of entries) {
        if (e.kind !== 'directory' || isSkippedDir(e.name)) continue;
        next.push(join(dir, e.name));
      }
    }
    level = next;
  }
  return found.slice(0, limit);
}
