/**
 * ONE pull-request review with inline comments, opt-in (`review-comments: suggestions|all`): only
 * on head-side lines inside diff hunks (elsewhere GitHub answers 422), at most 30 per review,
 * each carrying a hidden `<!-- rp-assets:<fingerprint> -->` marker so a finding already commented
 * in an earlier run is not commented again (one comment per finding), and a comment of an earlier
 * run whose finding is gone is removed, or, when someone replied to it, marked resolved in place
 * (the discussion stays). Findings beyond the cap are counted for the summary. Where the diagnostic has a mechanical `suggestion` and
 * a single-line span, the comment carries a ```suggestion block: the line with the span replaced.
 */
import { fenceFor, inertInline } from '../report/format/inert-markdown.js';
import type { Locale, Severity } from '../diagnostics/define.js';
import { labelsFor } from '../report/format/labels.js';
import { docsUrl } from '../report/format/index.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import type { PullDiff } from './diff.js';
import type { RepoRef } from './event.js';
import type { Finding } from './findings.js';
import type { GitHubApi } from './github-api.js';
import type { ReviewMode } from './inputs.js';
import { messagesFor } from './messages.js';
import { writtenBy } from './identity.js';

export const MAX_REVIEW_COMMENTS = 30;
const MARKER = /<!-- rp-assets:([0-9a-f]+) -->/g;
const BADGE: Readonly<Record<Severity, string>> = { error: '🔴', warning: '🟠', hint: 'ℹ️' };

export function marker(fp: string): string {
  return `<!-- rp-assets:${fp} -->`;
}

/** Fingerprints already carried by comments of earlier runs. */
export function postedFingerprints(bodies: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const b of bodies) for (const m of b.matchAll(MARKER)) set.add(m[1] as string);
  return set;
}

/**
 * The line with columns [column, endColumn) replaced by the suggestion (1-based, end exclusive,
 * UTF-16 units like the core's columns); null when the span is not on one line or does not fit.
 */
export function suggestedLine(lineText: string, f: Finding): string | null {
  const d = f.d;
  if (d.suggestion === undefined || d.line === null || d.column === null || d.endColumn === null) return null;
  if (d.endLine !== null && d.endLine !== d.line) return null;
  if (d.column < 1 || d.endColumn < d.column || d.endColumn - 1 > lineText.length) return null;
  return lineText.slice(0, d.column - 1) + d.suggestion + lineText.slice(d.endColumn - 1);
}

export interface ReviewComment {
  readonly path: string;
  readonly line: number;
  readonly side: 'RIGHT';
  readonly body: string;
}

export function commentBody(f: Finding, locale: Locale, suggestion: string | null): string {
  const t = renderDiagnostic(f.d, locale);
  const l = labelsFor(locale);
  const parts = [
    `${BADGE[f.d.severity]} **${f.d.code}**: ${inertInline(t.title)}`,
    '',
    inertInline(t.message),
    '',
    `${l.consequence}${inertInline(t.consequence)}`,
    '',
    `${l.fix}${inertInline(t.fix)}`,
  ];
  if (suggestion !== null) {
    const fence = fenceFor(suggestion);
    parts.push('', `${fence}suggestion`, suggestion, fence);
  }
  parts.push('', `[${l.docs.replace(/[:：]\s*$/, '')}](${docsUrl(f.d.code)})`, marker(f.fingerprint));
  return parts.join('\n');
}

export interface ReviewPlan {
  readonly comments: readonly ReviewComment[];
  readonly commented: readonly Finding[];
  /** Already commented in an earlier run. */
  readonly skipped: number;
  /** Eligible findings left out because the review reached MAX_REVIEW_COMMENTS. */
  readonly overCap: number;
}

/** A review comment already on the pull request. */
export interface PostedComment {
  /** Written by the token's identity (identity.ts); only these are ever changed. */
  readonly ours: boolean;
  /** null: an answer without an id (it still counts as posted, but cannot be removed). */
  readonly id: number | null;
  readonly body: string;
  readonly inReplyTo: number | null;
}

/** What to do with our comments of earlier runs whose finding is no longer reported. */
export interface StalePlan {
  /** No replies: delete. */
  readonly remove: readonly PostedComment[];
  /** Replied to: keep the thread, mark the comment resolved. */
  readonly resolve: readonly PostedComment[];
}

const RESOLVED = '<!-- rp-assets:resolved -->';

/** Our comments (our identity and marker) whose fingerprint is not among `current`, not already marked resolved. */
export function planStale(posted: readonly PostedComment[], current: ReadonlySet<string>): StalePlan {
  const replied = new Set(posted.flatMap((c) => (c.inReplyTo === null ? [] : [c.inReplyTo])));
  const remove: PostedComment[] = [];
  const resolve: PostedComment[] = [];
  for (const c of posted) {
    if (!c.ours || c.id === null || c.body.includes(RESOLVED)) continue;
    const fps = [...postedFingerprints([c.body])];
    if (fps.length === 0 || fps.some((fp) => current.has(fp))) continue;
    (replied.has(c.id) ? resolve : remove).push(c);
  }
  return { remove, resolve };
}

/** The body of a replied-to comment whose finding is gone: struck through, with a resolved note. */
export function resolvedBody(body: string, sha: string, locale: Locale): string {
  const m = messagesFor(locale);
  return `${m.reviewResolved(sha.slice(0, 7))}\n\n<details><summary>${m.reviewEarlier}</summary>\n\n${body}\n\n</details>\n${RESOLVED}`;
}

/** Which findings get a comment. `lineText(file, line)` reads the head line (null when unreadable). */
export function planReview(
  findings: readonly Finding[],
  diff: PullDiff,
  mode: Exclude<ReviewMode, 'off'>,
  posted: ReadonlySet<string>,
  lineText: (file: string, line: number) => string | null,
  locale: Locale,
): ReviewPlan {
  const comments: ReviewComment[] = [];
  const commented: Finding[] = [];
  let skipped = 0;
  let overCap = 0;
  const seen = new Set<string>();
  for (const f of findings) {
    const d = f.d;
    if (!f.reported || d.file === null || d.line === null) continue;
    const fd = diff.files.get(d.file);
    if (!fd || !fd.context.has(d.line)) continue;
    const text = lineText(d.file, d.line);
    const suggestion = text === null ? null : suggestedLine(text, f);
    if (mode === 'suggestions' && suggestion === null) continue;
    if (posted.has(f.fingerprint) || seen.has(f.fingerprint)) {
      skipped++;
      continue;
    }
    seen.add(f.fingerprint);
    if (comments.length >= MAX_REVIEW_COMMENTS) {
      overCap++;
      continue;
    }
    comments.push({ path: d.file, line: d.line, side: 'RIGHT', body: commentBody(f, locale, suggestion) });
    commented.push(f);
  }
  return { comments, commented, skipped, overCap };
}

/**
 * The review comments on the pull request, each marked `ours` when `login` (the token's identity)
 * wrote it: only ours count as posted and may be removed or marked resolved; anyone else's, marker
 * or not, is left as it is (it still counts as a reply).
 */
export async function existingReviewComments(
  api: GitHubApi,
  repo: RepoRef,
  pull: number,
  login: string,
): Promise<PostedComment[]> {
  const list = await api.paginate<{
    id?: number;
    body?: string;
    in_reply_to_id?: number;
    user?: { login?: string | null } | null;
  }>(`/repos/${repo.owner}/${repo.repo}/pulls/${pull}/comments?per_page=100`);
  return list.map((c) => ({
    ours: writtenBy(login, c),
    id: typeof c.id === 'number' ? c.id : null,
    body: c.body ?? '',
    inReplyTo: c.in_reply_to_id ?? null,
  }));
}

/** Removes or marks resolved the stale comments; returns how many of each were done. */
export async function settleStale(
  api: GitHubApi,
  repo: RepoRef,
  plan: StalePlan,
  headSha: string,
  locale: Locale,
): Promise<{ removed: number; resolved: number }> {
  const base = `/repos/${repo.owner}/${repo.repo}/pulls/comments`;
  for (const c of plan.remove) await api.request('DELETE', `${base}/${c.id}`);
  for (const c of plan.resolve)
    await api.request('PATCH', `${base}/${c.id}`, { body: resolvedBody(c.body, headSha, locale) });
  return { removed: plan.remove.length, resolved: plan.resolve.length };
}

export async function postReview(
  api: GitHubApi,
  repo: RepoRef,
  pull: number,
  headSha: string,
  body: string,
  comments: readonly ReviewComment[],
): Promise<number> {
  const r = await api.request<{ id: number }>('POST', `/repos/${repo.owner}/${repo.repo}/pulls/${pull}/reviews`, {
    commit_id: headSha,
    event: 'COMMENT',
    body,
    comments,
  });
  return r.id;
}
