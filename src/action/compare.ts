/**
 * What the head run is compared with: the diff (PR files API, else local git) and, for
 * `filter-mode: new`, the base run's fingerprints (git, else the API). Each step that cannot be
 * done degrades the filter — `new` → `added` without a baseline, the diff filters → `nofilter`
 * without a diff — and leaves a note saying so. Nothing here fails the job.
 */
import type { FileSystem } from '../core/fs.js';
import type { Report } from '../validate/report.js';
import { fromWorkingDirectory } from '../git/tree-at.js';
import { baselineFingerprints, baseTreeFromApi, baseTreeFromGit } from './baseline.js';
import type { BaseTree } from './baseline.js';
import { describeError } from './channels.js';
import { MAX_PR_FILES, pullDiffFromApi } from './diff.js';
import type { PullDiff } from './diff.js';
import type { ActionEvent } from './event.js';
import { ensureCommit } from '../git/git.js';
import { pullDiffFromGit } from './git-diff.js';
import type { GitHubApi } from './github-api.js';
import type { FilterMode } from './inputs.js';
import type { PathMap } from './paths.js';

export interface Comparison {
  readonly mode: FilterMode;
  readonly diff: PullDiff | null;
  readonly baseline: ReadonlySet<string> | null;
  /** Why the filter changed (for the notice and the summary). */
  readonly fallback: string | null;
}

export interface CompareInput {
  readonly asked: FilterMode;
  readonly event: ActionEvent;
  readonly api: GitHubApi | null;
  readonly map: PathMap;
  readonly runCore: (fs: FileSystem) => Promise<Report>;
  /** A line for the summary's notes. */
  readonly note: (text: string) => void;
}

async function getDiff(c: CompareInput): Promise<PullDiff | null> {
  const { event, api, map } = c;
  const pr = event.pullRequest;
  if (pr && api && event.repo) {
    try {
      return await pullDiffFromApi(api, event.repo, pr.number);
    } catch (e) {
      c.note(`pull request files: ${describeError(e)}`);
    }
  }
  if (event.baseSha && (await ensureCommit(map.workspace, event.baseSha))) {
    return pullDiffFromGit(map.workspace, event.baseSha);
  }
  return null;
}

/** The whole base tree (roots may lie outside the working directory), seen from the working directory. */
async function getBaseTree(c: CompareInput, sha: string): Promise<BaseTree | null> {
  const seen = (t: BaseTree): BaseTree => ({ ...t, fs: fromWorkingDirectory(t.fs, c.map.prefix, c.map.workspace) });
  const fromGit = await baseTreeFromGit(c.map.workspace, sha, '');
  if (fromGit) return seen(fromGit);
  if (!c.api || !c.event.repo) return null;
  try {
    const fromApi = await baseTreeFromApi(c.api, c.event.repo, sha, '');
    return fromApi ? seen(fromApi) : null;
  } catch (e) {
    c.note(`base files: ${describeError(e)}`);
    return null;
  }
}

async function getBaseline(c: CompareInput, diff: PullDiff | null): Promise<{ set: Set<string> | null; why: string }> {
  const sha = c.event.baseSha;
  if (!sha) return { set: null, why: 'no base commit in the event' };
  const tree = await getBaseTree(c, sha);
  if (!tree) return { set: null, why: `the base commit ${sha.slice(0, 12)} could not be read (git or API)` };
  try {
    const report = await c.runCore(tree.fs);
    if (tree.errors.length > 0)
      return { set: null, why: `${tree.errors.length} base file(s) could not be read: ${tree.errors[0]}` };
    return { set: baselineFingerprints(report.diagnostics, c.map, diff), why: '' };
  } catch (e) {
    return { set: null, why: `validating the base failed: ${describeError(e)}` };
  } finally {
    tree.close();
  }
}

export async function compare(c: CompareInput): Promise<Comparison> {
  const needsDiff = c.event.pullRequest !== null || c.asked !== 'nofilter';
  const diff = needsDiff ? await getDiff(c) : null;
  if (diff?.truncated)
    c.note(
      `the pull request changes more than ${MAX_PR_FILES} files; GitHub lists only the first ${MAX_PR_FILES}, so later files count as unchanged`,
    );
  let mode = c.asked;
  let fallback: string | null = null;
  let baseline: Set<string> | null = null;
  if (mode === 'new') {
    const b = await getBaseline(c, diff);
    baseline = b.set;
    if (baseline === null) {
      mode = 'added';
      fallback = `\`new\` → \`added\`: ${b.why}`;
    }
  }
  if (diff === null && (mode === 'added' || mode === 'diff-context' || mode === 'file')) {
    fallback = `${fallback ? fallback + '; ' : ''}\`${mode}\` → \`nofilter\`: no diff is available (no pull request files and no base commit in the clone)`;
    mode = 'nofilter';
  }
  return { mode, diff, baseline, fallback };
}
