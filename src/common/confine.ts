/**
 * Where a file named by a config or a command line may lie (docs/security.md, "What the check
 * reads"): never inside a `.git` folder (git keeps the checkout's credential in `.git/config`), and,
 * for paths a config names, inside the repository the config belongs to. Both are decided on the
 * real path (every symlink followed) before a byte is read, so a link cannot smuggle a file in.
 */
import type { FileSystem } from './fs.js';
import { basename, dirname, isAbsolute, isInside, join, normalize, relative } from './paths.js';

export type Refusal = 'git-folder' | 'outside-repository';

/** True when a segment of `path` is exactly `.git`. */
export function hasGitSegment(path: string): boolean {
  return normalize(path).split('/').includes('.git');
}

/**
 * Why `path` must not be read because it lies in a `.git` folder, or null. A path that does not
 * exist is not refused here: the read reports it missing.
 */
export async function gitFolderRefusal(path: string, fs: FileSystem): Promise<Refusal | null> {
  if (hasGitSegment(path)) return 'git-folder';
  const real = await fs.realpath(path).catch(() => null);
  return real !== null && hasGitSegment(real) ? 'git-folder' : null;
}

/**
 * The repository `dir` lies in: the nearest folder at or above it that holds a `.git` entry (a
 * folder, or a file in a worktree); null when there is none.
 */
export async function enclosingRepository(dir: string, fs: FileSystem): Promise<string | null> {
  let current = normalize(dir);
  for (let hops = 0; hops < 64; hops++) {
    if ((await fs.stat(join(current, '.git')).catch(() => null)) !== null) return current;
    const parent = current === '.' || current.startsWith('..') ? normalize(join(current, '..')) : dirname(current);
    if (parent === current) return null;
    if (fs.hostPath !== undefined && fs.hostPath(parent) === fs.hostPath(current)) return null;
    current = parent;
  }
  return null;
}

/** The repository `dir` belongs to (`enclosingRepository`), else `dir` itself. */
export async function repositoryTop(dir: string, fs: FileSystem): Promise<string> {
  return (await enclosingRepository(dir, fs)) ?? normalize(dir);
}

/**
 * The real path of `path`, or, when it does not exist (yet), the real path of its nearest existing
 * folder with the rest appended; null when nothing of it exists.
 */
async function realOrNearest(path: string, fs: FileSystem): Promise<string | null> {
  const rest: string[] = [];
  let current = normalize(path);
  for (let hops = 0; hops < 256; hops++) {
    const real = await fs.realpath(current).catch(() => null);
    if (real !== null) return join(real, ...rest.reverse());
    const parent = current === '.' || current.startsWith('..') ? normalize(join(current, '..')) : dirname(current);
    if (parent === current || basename(current) === '..') return null;
    rest.push(basename(current));
    current = parent;
  }
  return null;
}

/**
 * Why `path` (named by a config whose repository is `top`) must not be read, or null: its real path
 * (a missing file: its nearest existing folder's) lies outside the real path of `top`, or in a
 * `.git` folder below it.
 */
export async function confinementRefusal(path: string, top: string, fs: FileSystem): Promise<Refusal | null> {
  const real = await realOrNearest(path, fs);
  const realTop = await fs.realpath(top).catch(() => null);
  const [inner, outer] = real !== null && realTop !== null ? [real, realTop] : [normalize(path), normalize(top)];
  if (isAbsolute(inner) !== isAbsolute(outer) || !isInside(outer, inner)) return 'outside-repository';
  return hasGitSegment(relative(outer, inner)) ? 'git-folder' : null;
}
