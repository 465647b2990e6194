/**
 * ONE pull-request review with inline comments, opt-in (`review-comments: suggestions|all`): only
 * on head-side lines inside diff hunks (elsewhere GitHub answers 422), at most 30 per review,
 * each carrying a hidden `<!-- rp-assets:<fingerprint> -->` marker so a finding already commented
 * in an earlier run is not commented again. Where the diagnostic has a mechanical `suggestion` and
 * a single-line span, the comment carries a ```suggestion block: the line with the span replaced.
 */
import { fenceFor, inertInline } from './markdown.js';
import type { Locale, Severity } from '../diagnostics/define.js';
import { labelsFor } from '../diagnostics/format/labels.js';
import { docsUrl } from '../diagnostics/format/index.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import type { PullDiff } from './diff.js';
import type { RepoRef } from './event.js';
import type { Finding } from './findings.js';
import type { GitHubApi } from './github-api.js';
import type { ReviewMode } from './inputs.js';

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
    if (comments.length >= MAX_REVIEW_COMMENTS) break;
    seen.add(f.fingerprint);
    comments.push({ path: d.file, line: d.line, side: 'RIGHT', body: commentBody(f, locale, suggestion) });
    commented.push(f);
  }
  return { comments, commented, skipped };
}

export async function existingReviewBodies(api: GitHubApi, repo: RepoRef, pull: number): Promise<string[]> {
  const list = await api.paginate<{ body?: string }>(
    `/repos/${repo.owner}/${repo.repo}/pulls/${pull}/comments?per_page=100`,
  );
  return list.map((c) => c.body ?? '');
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
