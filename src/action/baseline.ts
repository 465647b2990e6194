/**
 * `filter-mode: new`: the same core validation on the BASE commit's files, compared by
 * line-independent fingerprint. The base tree is read with git (fixed arguments, no checkout, no
 * execution) when the clone has or can fetch the commit, else through the git trees + blobs API.
 * Any unreadable base file makes the baseline unusable (a wrong baseline would hide or invent
 * findings), and the caller falls back to `added`.
 */
import type { FileSystem } from '../common/fs.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { fingerprint } from '../diagnostics/fingerprint.js';
import type { PullDiff } from './diff.js';
import type { RepoRef } from './event.js';
import { ensureCommit } from '../node/git.js';
import { commitTree, recording } from '../node/tree-at.js';
import type { GitHubApi } from './github-api.js';
import { repoRelative } from './paths.js';
import type { PathMap } from './paths.js';
import { MAX_LINK_TARGET_BYTES, treeFileSystem } from '../common/tree-fs.js';
import type { TreeEntry } from '../common/tree-fs.js';

/** Blob requests allowed through the API for one baseline (GITHUB_TOKEN: 1,000 requests an hour). */
export const MAX_API_BLOBS = 400;

export interface BaseTree {
  readonly fs: FileSystem;
  readonly source: 'git' | 'api';
  /** Errors met while reading base files (the baseline is void when not empty). */
  readonly errors: string[];
  close(): void;
}

export async function baseTreeFromGit(workspace: string, sha: string, prefix: string): Promise<BaseTree | null> {
  if (!(await ensureCommit(workspace, sha))) return null;
  const tree = await commitTree(workspace, sha, prefix);
  return tree === null ? null : { ...tree, source: 'git' };
}

interface ApiTree {
  readonly truncated?: boolean;
  readonly tree: readonly { path: string; mode: string; type: string; sha: string; size?: number }[];
}

export async function baseTreeFromApi(
  api: GitHubApi,
  repo: RepoRef,
  sha: string,
  prefix: string,
): Promise<BaseTree | null> {
  const r = `/repos/${repo.owner}/${repo.repo}`;
  const tree = await api.request<ApiTree>('GET', `${r}/git/trees/${sha}?recursive=1`);
  if (tree.truncated) return null;
  let requests = 0;
  const readBlob = async (oid: string): Promise<Uint8Array> => {
    if (++requests > MAX_API_BLOBS) throw new Error(`more than ${MAX_API_BLOBS} base files to read through the API`);
    const blob = await api.request<{ content: string; encoding: string }>('GET', `${r}/git/blobs/${oid}`);
    if (blob.encoding !== 'base64') throw new Error(`blob ${oid} has encoding ${blob.encoding}`);
    return new Uint8Array(Buffer.from(blob.content, 'base64'));
  };
  const entries: TreeEntry[] = [];
  for (const t of tree.tree) {
    if (t.type !== 'blob') continue;
    if (prefix !== '' && !t.path.startsWith(prefix + '/')) continue;
    const path = prefix === '' ? t.path : t.path.slice(prefix.length + 1);
    if (t.mode === '120000') {
      // a target longer than a path can be is a broken link, never fetched
      const fits = (t.size ?? 0) <= MAX_LINK_TARGET_BYTES;
      entries.push({
        path,
        kind: 'symlink',
        size: 0,
        oid: t.sha,
        ...(fits ? { target: Buffer.from(await readBlob(t.sha)).toString('utf8') } : {}),
      });
    } else {
      entries.push({ path, kind: 'file', size: t.size ?? 0, oid: t.sha });
    }
  }
  const errors: string[] = [];
  return { fs: treeFileSystem(entries, recording(readBlob, errors)), source: 'api', errors, close: () => undefined };
}

/**
 * Fingerprints of the base run, with paths made repo-relative and renamed files moved to their new
 * names (so a renamed file's old findings stay old).
 */
export function baselineFingerprints(base: readonly Diagnostic[], map: PathMap, diff: PullDiff | null): Set<string> {
  const renamed = new Map<string, string>();
  for (const f of diff?.files.values() ?? []) if (f.previousPath !== null) renamed.set(f.previousPath, f.path);
  const set = new Set<string>();
  for (const raw of base) {
    const d = repoRelative(map, raw);
    set.add(fingerprint(d));
    const to = d.file === null ? undefined : renamed.get(d.file);
    if (to !== undefined) set.add(fingerprint({ ...d, file: to }));
  }
  return set;
}
