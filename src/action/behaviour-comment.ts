/**
 * The behaviour comment (issue 17): one PR comment saying what the change does to the bot,
 * updated in place on every push and never duplicated. It is recognised by a marker at the start
 * of its body AND its author being the token's own identity (identity.ts), so a comment that
 * someone else writes with the marker (a person, another bot) is never edited or deleted. `on-change` posts nothing while there is
 * no change, but once a comment exists it is kept true ("no behaviour change").
 */
import type { BehaviourCommentMode } from './inputs.js';
import type { GitHubApi } from './github-api.js';
import type { RepoRef } from './event.js';
import { writtenBy } from './identity.js';

export const BEHAVIOUR_MARKER = '<!-- rp-assets:behaviour -->';

/** GitHub's limit for a comment body is 65,536 characters; keep clear of it. */
export const MAX_COMMENT_CHARS = 60_000;

interface IssueComment {
  readonly id: number;
  readonly body?: string | null;
  readonly user?: { readonly login?: string | null } | null;
}

export type BehaviourCommentOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

/** `markdown` cut at a line boundary to `max` characters, with `note` after the cut. */
export function fitComment(markdown: string, max: number, note: string): string {
  if (markdown.length <= max) return markdown;
  const room = Math.max(0, max - note.length - 2);
  const cut = markdown.lastIndexOf('\n', room);
  return `${markdown.slice(0, cut > 0 ? cut : room)}\n\n${note}\n`;
}

export async function upsertBehaviourComment(
  api: GitHubApi,
  repo: RepoRef,
  pull: number,
  mode: Exclude<BehaviourCommentMode, 'off'>,
  changed: boolean,
  markdown: string,
  login: string,
): Promise<BehaviourCommentOutcome> {
  const base = `/repos/${repo.owner}/${repo.repo}`;
  const comments = await api.paginate<IssueComment>(`${base}/issues/${pull}/comments?per_page=100`);
  const ours = comments.filter((c) => (c.body ?? '').startsWith(BEHAVIOUR_MARKER) && writtenBy(login, c));
  const body = `${BEHAVIOUR_MARKER}\n${markdown}`;
  const [first, ...extra] = ours;
  // Two runs racing may each have posted one: keep the oldest, remove the others.
  for (const c of extra) await api.request('DELETE', `${base}/issues/comments/${c.id}`);
  if (first === undefined) {
    if (mode === 'on-change' && !changed) return 'skipped';
    await api.request('POST', `${base}/issues/${pull}/comments`, { body });
    return 'created';
  }
  if (first.body === body) return 'unchanged';
  await api.request('PATCH', `${base}/issues/comments/${first.id}`, { body });
  return 'updated';
}
