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
import {
  existingReviewComments,
  MAX_REVIEW_COMMENTS,
  planReview,
  planStale,
  postedFingerprints,
  postReview,
  settleStale,
} from './review.js';

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
  /** Eligible findings beyond the cap of one review (MAX_REVIEW_COMMENTS). */
  readonly overCap: number;
  readonly cap: number;
  readonly removed: number;
  readonly resolved: number;
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
  login: () => Promise<string>,
): Promise<ReviewOutcome | null> {
  try {
    const existing = await existingReviewComments(api, repo, pull, await login());
    const posted = postedFingerprints(existing.filter((c) => c.ours).map((c) => c.body));
    const plan = planReview(findings, diff, mode, posted, lineText, locale);
    if (plan.comments.length > 0) await postReview(api, repo, pull, headSha, body, plan.comments);
    const current = new Set(findings.filter((f) => f.reported).map((f) => f.fingerprint));
    const stale = await settleStale(api, repo, planStale(existing, current), headSha, locale);
    return {
      posted: plan.comments.length,
      skipped: plan.skipped,
      overCap: plan.overCap,
      cap: MAX_REVIEW_COMMENTS,
      ...stale,
    };
  } catch (e) {
    note(`review comments: ${describeError(e)}`);
    return null;
  }
}
