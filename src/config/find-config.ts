import type { FileSystem } from '../common/fs.js';
import { dirname, join, normalize } from '../common/paths.js';
import { CONFIG_FILE_NAME } from './default-config.js';

/**
 * Auto-discover `rp-assets.config.yaml`: look in `dir`, then in each parent folder, stopping after
 * the repository root (a folder holding `.git`) or the top of the path. Null when there is none.
 */
export async function findConfig(dir: string, fs: FileSystem): Promise<string | null> {
  let current = normalize(dir);
  for (let hops = 0; hops < 64; hops++) {
    const candidate = join(current, CONFIG_FILE_NAME);
    const stat = await fs.stat(candidate).catch(() => null);
    // A FIFO or device under the name is still the config: loadConfig reports it instead of a silent default.
    if (stat?.kind === 'file' || stat?.kind === 'other') return candidate;
    if ((await fs.stat(join(current, '.git')).catch(() => null)) !== null) return null;
    // a relative start (`.`, the working directory) goes up through `..`, `../..`, …
    const parent = current === '.' || current.startsWith('..') ? normalize(join(current, '..')) : dirname(current);
    if (parent === current) return null;
    if (fs.hostPath !== undefined && fs.hostPath(parent) === fs.hostPath(current)) return null; // the top
    current = parent;
  }
  return null;
}
