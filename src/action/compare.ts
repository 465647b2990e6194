/**
 * What the head run is compared with: the diff (PR files API, else local git) and, for
 * `filter-mode: new`, the base run's fingerprints (git, else the API). Each step that cannot be
 * done degrades the filter — `new` → `added` without a baseline, the diff filters → `nofilter`
 * without a diff — and leaves a note saying so. Nothing here fails the job.
 */
import type { FileSystem } from '../common/fs.js';
import type { ProjectRun } from '../validate/project.js';
import { fromWorkingDirectory } from '../node/tree-at.js';
import { baselineFingerprints, baseTreeFromApi, baseTreeFromGit } from './baseline.js';
import type { BaseTree } from './baseline.js';
import { describeError } from './channels.js';
import { MAX_PR_FILES, pullDiffFromApi } from './diff.js';
import type { PullDiff } from './diff.js';
import type { ActionEvent } from './event.js';
import { ensureCommit } from '../node/git.js';
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
  /** The base commit's run, when it was read (for `filter-mode: new` and the behaviour diff). */
  readonly base: ProjectRun | null;
  /** Why there is no base run, when one was wanted. */
  readonly baseMissing: string | null;
}

export interface CompareInput {
  readonly asked: FilterMode;
  readonly event: ActionEvent;
  readonly api: GitHubApi | null;
  readonly map: PathMap;
  readonly runCore: (fs: FileSystem) => Promise<ProjectRun>;
  /** Read the base run even when the filter does not need it (pull requests: the behaviour diff). */
  readonly wantBase: boolean;
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

/** The core run on the base commit's tree; null with the reason when it cannot be trusted. */
async function getBaseRun(c: CompareInput): Promise<{ run: ProjectRun | null; why: string }> {
  const sha = c.event.baseSha;
  if (!sha) return { run: null, why: 'no base commit in the event' };
  const tree = await getBaseTree(c, sha);
  if (!tree) return { run: null, why: `the base commit ${sha.slice(0, 12)} could not be read (git or API)` };
  try {
    const run = await c.runCore(tree.fs);
    if (tree.errors.length > 0)
      return { run: null, why: `${tree.errors.length} base file(s) could not be read: ${tree.errors[0]}` };
    return { run, why: '' };
  } catch (e) {
    return { run: null, why: `validating the base failed: ${describeError(e)}` };
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
  const b = mode === 'new' || c.wantBase ? await getBaseRun(c) : { run: null, why: '' };
  if (mode === 'new') {
    baseline = b.run === null ? null : baselineFingerprints(b.run.report.diagnostics, c.map, diff);
    if (baseline === null) {
      mode = 'added';
      fallback = `\`new\` → \`added\`: ${b.why}`;
    }
  }
  if (diff === null && (mode === 'added' || mode === 'diff-context' || mode === 'file')) {
    fallback = `${fallback ? fallback + '; ' : ''}\`${mode}\` → \`nofilter\`: no diff is available (no pull request files and no base commit in the clone)`;
    mode = 'nofilter';
  }
  return { mode, diff, baseline, fallback, base: b.run, baseMissing: b.run === null && b.why !== '' ? b.why : null };
}
