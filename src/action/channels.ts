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

/** Where the API channels write: the client, the repository, the commit; `note` hears a refusal. */
export interface ChannelTarget {
  readonly api: GitHubApi;
  readonly repo: RepoRef;
  readonly sha: string;
  readonly locale: Locale;
  readonly note: (text: string) => void;
}

export interface CheckRunRequest {
  /** The findings that may be annotated, best first. */
  readonly eligible: readonly Finding[];
  readonly conclusion: Conclusion;
  readonly title: string;
  readonly summary: string;
}

export async function tryCheckRun(
  { api, repo, sha, locale, note }: ChannelTarget,
  { eligible, conclusion, title, summary }: CheckRunRequest,
): Promise<CheckRunOutcome | null> {
  try {
    const r = await publishCheckRun({ api, repo, sha }, { findings: eligible, conclusion, title, summary, locale });
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

export interface ReviewRequest {
  readonly pull: number;
  readonly findings: readonly Finding[];
  readonly diff: PullDiff;
  readonly mode: Exclude<ReviewMode, 'off'>;
  /** The text of a line of the checked-out head (to quote in a suggestion), or null. */
  readonly lineText: (file: string, line: number) => string | null;
  readonly body: string;
  /** The login whose comments are ours (asked only when needed). */
  readonly login: () => Promise<string>;
}

export async function tryReview(
  { api, repo, sha: headSha, locale, note }: ChannelTarget,
  { pull, findings, diff, mode, lineText, body, login }: ReviewRequest,
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
