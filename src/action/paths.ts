/**
 * Path mapping between the core (paths relative to `working-directory`) and GitHub (paths relative
 * to the repository root, the git top level of the working directory): the fix for monorepo path bugs.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { isAbsolute, isInside, join, normalize, relative, toSlashes } from '../common/paths.js';

export interface PathMap {
  /** Absolute repository root (the git top level; GITHUB_WORKSPACE unless checked out with `path:`), forward slashes. */
  readonly workspace: string;
  /** Absolute working directory. */
  readonly workDir: string;
  /** The working directory relative to the workspace (`''` for the root). */
  readonly prefix: string;
}

export function pathMap(workspace: string, workingDirectory: string): PathMap {
  const ws = normalize(toSlashes(workspace));
  const wd = isAbsolute(workingDirectory) ? normalize(toSlashes(workingDirectory)) : join(ws, workingDirectory);
  const rel = relative(ws, wd);
  return { workspace: ws, workDir: wd, prefix: rel === '.' ? '' : rel };
}

/** Repo-relative path of a core path, or null when it lies outside the repository. */
export function toRepoPath(map: PathMap, file: string): string | null {
  const abs = isAbsolute(file) ? normalize(toSlashes(file)) : join(map.workDir, file);
  if (!isInside(map.workspace, abs)) return null;
  const rel = relative(map.workspace, abs);
  return rel === '.' ? null : rel;
}

/** Core path (working-directory relative) of a repo-relative path. */
export function fromRepoPath(map: PathMap, repoPath: string): string {
  return relative(map.workDir, join(map.workspace, repoPath));
}

/**
 * The diagnostic with its file, related files and folder anchor made repo-relative (those outside
 * stay as they are).
 */
export function repoRelative(map: PathMap, d: Diagnostic): Diagnostic {
  const toRepo = (path: string): string => toRepoPath(map, path) ?? path;
  const file = d.file === null ? null : toRepo(d.file);
  const related = d.related.map((r) => ({ ...r, file: toRepo(r.file) }));
  const anchor = d.folder?.anchor;
  const folder = anchor === undefined ? {} : { folder: { anchor: anchor === null ? null : toRepo(anchor) } };
  return { ...d, file, related, ...folder };
}
