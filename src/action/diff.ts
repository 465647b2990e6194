/**
 * The lines a pull request changes, per repo-relative file: from the PR files API (paginated,
 * 100 a page, GitHub's 3,000-file limit) or from `git diff` output. A file without a patch
 * (binary, too large) counts as fully changed; a renamed file is listed under its new name and
 * remembers the old one.
 */
import type { GitHubApi } from './github-api.js';
import type { RepoRef } from './event.js';

export interface FileDiff {
  /** Repo-relative path in the head. */
  readonly path: string;
  /** Path in the base when the file was renamed. */
  readonly previousPath: string | null;
  readonly status: string;
  /** True when there is no patch: every line counts as changed. */
  readonly whole: boolean;
  /** Lines added or modified (head side). */
  readonly added: ReadonlySet<number>;
  /** Every head-side line inside a hunk (added and context): where review comments may go. */
  readonly context: ReadonlySet<number>;
}

export interface PullDiff {
  readonly files: ReadonlyMap<string, FileDiff>;
  /** Where it came from, for the summary. */
  readonly source: 'api' | 'git';
  /** The API stopped at its limit: files beyond it are unknown. */
  readonly truncated: boolean;
}

export const MAX_PR_FILES = 3000;

/** Parse a unified-diff patch (hunks only) into head-side added and in-hunk lines. */
export function parsePatch(patch: string): { added: Set<number>; context: Set<number> } {
  const added = new Set<number>();
  const context = new Set<number>();
  let line = 0;
  let inHunk = false;
  for (const raw of patch.split('\n')) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(text);
    if (h) {
      line = Number(h[1]);
      inHunk = true;
      continue;
    }
    if (!inHunk) continue;
    const c = text[0];
    if (c === '+') {
      added.add(line);
      context.add(line);
      line++;
    } else if (c === ' ') {
      context.add(line);
      line++;
    } else if (c !== '-' && c !== '\\' && text !== '') {
      inHunk = false;
    }
  }
  return { added, context };
}

interface ApiFile {
  readonly filename: string;
  readonly previous_filename?: string;
  readonly status: string;
  readonly changes?: number;
  readonly patch?: string;
}

/**
 * One file's changed lines. Without a patch (binary, too large) a file with changes counts as fully
 * changed; a pure rename (no changes) changes no line.
 */
export function fileDiff(
  path: string,
  previousPath: string | null,
  status: string,
  patch: string | undefined,
  changes = 1,
): FileDiff {
  if (patch === undefined || patch === '') {
    const whole = status !== 'removed' && changes > 0;
    return { path, previousPath, status, whole, added: new Set(), context: new Set() };
  }
  const { added, context } = parsePatch(patch);
  return { path, previousPath, status, whole: false, added, context };
}

/** `GET /repos/{o}/{r}/pulls/{n}/files`, every page. */
export async function pullDiffFromApi(api: GitHubApi, repo: RepoRef, pull: number): Promise<PullDiff> {
  const list = await api.paginate<ApiFile>(
    `/repos/${repo.owner}/${repo.repo}/pulls/${pull}/files?per_page=100`,
    MAX_PR_FILES,
  );
  const files = new Map<string, FileDiff>();
  for (const f of list) {
    files.set(f.filename, fileDiff(f.filename, f.previous_filename ?? null, f.status, f.patch, f.changes ?? 1));
  }
  return { files, source: 'api', truncated: list.length >= MAX_PR_FILES };
}

/** True when a file-level finding (no line) or a finding on `line` is in the changed set of `mode`. */
export function lineChanged(d: FileDiff, line: number | null, mode: 'added' | 'context'): boolean {
  if (d.whole) return true;
  if (line === null) return d.added.size > 0;
  return (mode === 'added' ? d.added : d.context).has(line);
}
