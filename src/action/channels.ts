/**
 * The API channels (check run, review), each optional and each degrading without failing the job:
 * any refusal (403/404/422), network or server error becomes a note in the summary and a log line.
 */
import type { Locale } from '../diagnostics/define.js';
import { publishCheckRun } from './check-run.js';
import type { Conclusion } from './check-run.js';
import type { PullDiff } from './diff.js';
import type { RepoRef } from './event.js';
import type { Finding } from './findings.js';
import type { GitHubApi } from './github-api.js';
import type { ReviewMode } from './inputs.js';
import { existingReviewBodies, planReview, postedFingerprints, postReview } from './review.js';

export function describeError(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export interface CheckRunOutcome {
  readonly annotated: readonly Finding[];
  readonly url: string;
}

export async function tryCheckRun(
  api: GitHubApi,
  repo: RepoRef,
  sha: string,
  eligible: readonly Finding[],
  conclusion: Conclusion,
  title: string,
  summary: string,
  locale: Locale,
  note: (text: string) => void,
): Promise<CheckRunOutcome | null> {
  try {
    const r = await publishCheckRun(api, repo, sha, eligible, conclusion, title, summary, locale);
    return { annotated: r.annotated, url: r.url };
  } catch (e) {
    note(`check run: ${describeError(e)}`);
    return null;
  }
}

export interface ReviewOutcome {
  readonly posted: number;
  readonly skipped: number;
}

export async function tryReview(
  api: GitHubApi,
  repo: RepoRef,
  pull: number,
  headSha: string,
  findings: readonly Finding[],
  diff: PullDiff,
  mode: Exclude<ReviewMode, 'off'>,
  lineText: (file: string, line: number) => string | null,
  body: string,
  locale: Locale,
  note: (text: string) => void,
): Promise<ReviewOutcome | null> {
  try {
    const posted = postedFingerprints(await existingReviewBodies(api, repo, pull));
    const plan = planReview(findings, diff, mode, posted, lineText, locale);
    if (plan.comments.length > 0) await postReview(api, repo, pull, headSha, body, plan.comments);
    return { posted: plan.comments.length, skipped: plan.skipped };
  } catch (e) {
    note(`review comments: ${describeError(e)}`);
    return null;
  }
}
