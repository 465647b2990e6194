/**
 * A file tree known up front (the in-memory file system, a Git tree listing): folders implied by
 * the paths, and symlinks resolved segment by segment, as the kernel does. The two file systems
 * built on it differ only in the rules for links, given as options.
 */
import type { DirEntry } from './fs.js';
import { dirname, join, normalize } from './paths.js';

const MAX_LINK_HOPS = 40;

export interface LinkTreeOptions<N> {
  /** The link target of a node; undefined when the node is not a link, null for a link whose target is unknown. */
  readonly linkTarget: (node: N) => string | null | undefined;
  /**
   * Confined trees (a Git tree) have nothing outside them: an absolute link target, or `..` above
   * the top, resolves to nothing. Unconfined trees (memory) accept absolute paths and stop `..`
   * at the top.
   */
  readonly confined: boolean;
}

export interface LinkTree<N> {
  readonly nodes: ReadonlyMap<string, N>;
  /** Folder path -> its children and their kinds (insertion order). */
  readonly dirs: ReadonlyMap<string, ReadonlyMap<string, DirEntry['kind']>>;
  /** The path with every link resolved; null when missing, looping or (confined) outside. */
  resolve(path: string): string | null;
}

const isTop = (d: string): boolean => d === '.' || d === '/';

type Dirs = Map<string, Map<string, DirEntry['kind']>>;

/** The folder `d`, created (with its parents, each listed in its own parent) when new. */
function ensureDir(dirs: Dirs, d: string): Map<string, DirEntry['kind']> {
  let m = dirs.get(d);
  if (!m) {
    m = new Map();
    dirs.set(d, m);
    if (!isTop(d)) ensureDir(dirs, dirname(d)).set(d.slice(d.lastIndexOf('/') + 1), 'directory');
  }
  return m;
}

/** The nodes by normalised path and the folders the paths imply (confined trees drop paths outside). */
function buildTree<N>(entries: Iterable<readonly [string, N | null]>, options: LinkTreeOptions<N>) {
  const nodes = new Map<string, N>();
  const dirs: Dirs = new Map();
  ensureDir(dirs, '.');
  for (const [raw, node] of entries) {
    const p = normalize(raw);
    if (options.confined && (p.startsWith('..') || p.startsWith('/'))) continue;
    if (node === null || raw.endsWith('/')) {
      ensureDir(dirs, p);
      continue;
    }
    nodes.set(p, node);
    const kind = options.linkTarget(node) === undefined ? 'file' : 'symlink';
    ensureDir(dirs, dirname(p)).set(p.slice(p.lastIndexOf('/') + 1), kind);
  }
  return { nodes, dirs };
}

/** `path` with every link resolved segment by segment; null when missing, looping or (confined) outside. */
function resolveIn<N>(
  { nodes, dirs }: { readonly nodes: ReadonlyMap<string, N>; readonly dirs: Dirs },
  path: string,
  options: LinkTreeOptions<N>,
): string | null {
  let hops = 0;
  const segs = normalize(path).split('/');
  const absolute = segs[0] === '';
  if (absolute && options.confined) return null;
  let cur = absolute ? '/' : '.';
  const queue = absolute ? segs.slice(1) : segs;
  while (queue.length > 0) {
    const seg = queue.shift() as string;
    if (seg === '.' || seg === '') continue;
    if (seg === '..') {
      if (isTop(cur) && options.confined) return null;
      cur = dirname(cur);
      continue;
    }
    const next = join(cur, seg);
    const node = nodes.get(next);
    const target = node === undefined ? undefined : options.linkTarget(node);
    if (target !== undefined) {
      if (++hops > MAX_LINK_HOPS || target === null) return null;
      const targetAbsolute = target.startsWith('/');
      if (targetAbsolute && options.confined) return null;
      const tsegs = normalize(targetAbsolute ? target : join(dirname(next), target)).split('/');
      cur = tsegs[0] === '' ? '/' : '.';
      queue.unshift(...(tsegs[0] === '' ? tsegs.slice(1) : tsegs));
      continue;
    }
    if (node === undefined && !dirs.has(next)) return null;
    cur = next;
  }
  return cur;
}

/**
 * `entries`: `[path, node]` pairs in insertion order; a path ending in `/` (with node `null`) adds
 * an empty folder.
 */
export function linkTree<N>(entries: Iterable<readonly [string, N | null]>, options: LinkTreeOptions<N>): LinkTree<N> {
  const tree = buildTree(entries, options);
  return { ...tree, resolve: (path) => resolveIn(tree, path, options) };
}
