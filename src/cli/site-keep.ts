/**
 * What a rebuild carries over from the previous `--out` (docs/site.md, "The output folder"): files
 * the user put there that the site does not produce. Always `CNAME` (a GitHub Pages custom domain)
 * and `.nojekyll`; and every path listed in `--out`'s `.rp-assets-keep` (one path a line, relative
 * to `--out`; blank lines and `#` comments ignored; the list itself is kept). Where the new site has
 * a file of the same path, the site's wins. Kept files are copied into the new site before the swap,
 * so the previous catalog stays whole until the new one takes its place.
 */
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalize } from '../common/paths.js';
import { pathExists } from './path-exists.js';

export const KEEP_FILE = '.rp-assets-keep';
export const ALWAYS_KEPT: readonly string[] = ['CNAME', '.nojekyll', KEEP_FILE];

/** The kept paths of the folder `outReal` (normalised, relative, never `..` or `.git`). */
export async function keptPaths(outReal: string): Promise<string[]> {
  let listed: string[] = [];
  try {
    listed = (await readFile(join(outReal, KEEP_FILE), 'utf8')).split(/\r?\n/);
  } catch {
    // no list: only the defaults
  }
  const paths = new Set(ALWAYS_KEPT);
  for (const raw of listed) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const p = normalize(line.replace(/^\/+/, ''));
    if (p === '.' || p.startsWith('..') || p.split('/').includes('.git')) continue;
    paths.add(p);
  }
  return [...paths];
}

/** True when every name at the top of the folder is kept (so it may be built into and swapped). */
export function holdsOnlyKept(names: readonly string[], kept: readonly string[]): boolean {
  const tops = new Set(kept.map((p) => p.split('/')[0]));
  return names.length > 0 && names.every((n) => tops.has(n));
}

/** Copies each kept path of `outReal` that the new site `built` does not have into it. */
export async function carryKept(outReal: string, built: string): Promise<void> {
  for (const p of await keptPaths(outReal)) {
    const from = join(outReal, p);
    const to = join(built, p);
    if (!(await pathExists(from)) || (await pathExists(to))) continue;
    await cp(from, to, { recursive: true, verbatimSymlinks: true, errorOnExist: false, force: false });
  }
}
