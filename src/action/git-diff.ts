/**
 * The pull request's changed lines from the local clone (`git diff <base> HEAD`), for when the PR
 * files API must not or cannot be called (fork pull requests, API refusals). HEAD is what the
 * workflow checked out, so line numbers match the files that were validated.
 */
import { git } from '../node/git.js';
import { fileDiff, MAX_PR_FILES } from './diff.js';
import type { FileDiff, PullDiff } from './diff.js';

const DIFF = ['diff', '--no-color', '--no-ext-diff', '--no-textconv', '-M'];

/** Parse `git diff --name-status -z -M` output into [status, old, new]. */
export function parseNameStatus(out: string): { status: string; path: string; previousPath: string | null }[] {
  const parts = out.split('\0');
  const list: { status: string; path: string; previousPath: string | null }[] = [];
  for (let i = 0; i < parts.length;) {
    const code = parts[i++] ?? '';
    if (code === '') continue;
    const letter = code[0];
    if (letter === 'R' || letter === 'C') {
      const from = parts[i++] ?? '';
      const to = parts[i++] ?? '';
      list.push({ status: letter === 'R' ? 'renamed' : 'copied', path: to, previousPath: from });
    } else {
      const path = parts[i++] ?? '';
      const status = letter === 'A' ? 'added' : letter === 'D' ? 'removed' : 'modified';
      list.push({ status, path, previousPath: null });
    }
  }
  return list;
}

/**
 * The patch of every file, from ONE `git diff` (a pull request touching 3,000 files started 3,000
 * processes). Git writes the per-file blocks in the order `--name-status` lists the files, each
 * starting with a `diff --git` line, so the blocks are matched to the list by position (no parsing
 * of quoted header paths).
 */
function splitBlocks(patch: string): string[] {
  if (patch === '') return [];
  const starts: number[] = [];
  if (patch.startsWith('diff --git ')) starts.push(0);
  for (let i = patch.indexOf('\ndiff --git '); i >= 0; i = patch.indexOf('\ndiff --git ', i + 1)) starts.push(i + 1);
  return starts.map((start, k) => patch.slice(start, starts[k + 1] ?? patch.length));
}

export async function pullDiffFromGit(cwd: string, baseSha: string, head = 'HEAD'): Promise<PullDiff | null> {
  const names = await git(cwd, [...DIFF, '--name-status', '-z', baseSha, head]);
  if (names.code !== 0) return null;
  const list = parseNameStatus(names.stdout.toString('utf8'));
  const all = await git(cwd, [...DIFF, '-U3', baseSha, head]);
  const blocks = all.code === 0 ? splitBlocks(all.stdout.toString('utf8')) : [];
  // one block per listed file; if git disagrees, no patch is better than another file's
  const matched = blocks.length === list.length;
  const files = new Map<string, FileDiff>();
  list.slice(0, MAX_PR_FILES).forEach((f, i) => {
    if (f.status === 'removed') return;
    const text = matched ? (blocks[i] ?? '') : '';
    const hunks = text.indexOf('\n@@ ');
    const patch = hunks >= 0 ? text.slice(hunks + 1) : undefined;
    const changes = f.status === 'renamed' && patch === undefined && !/^Binary files /m.test(text) ? 0 : 1;
    files.set(f.path, fileDiff(f.path, f.previousPath, f.status, patch, changes));
  });
  return { files, source: 'git', truncated: list.length > MAX_PR_FILES };
}
