/**
 * Who the token is, so that only the Action's own comments are ever edited or deleted: a comment is
 * ours when it carries our marker AND its author is this identity (docs/security.md). `GET /user`
 * names the user of a personal or user-to-server token; an installation token (the workflow's
 * GITHUB_TOKEN) is refused there (403), and its comments are written by `github-actions[bot]`.
 */
import type { GitHubApi } from './github-api.js';
import { isPermissionProblem } from './github-api.js';

/** The author of comments written with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT = 'github-actions[bot]';

/** The login the token writes as; throws when the API cannot say (the caller skips the channel). */
export async function tokenLogin(api: GitHubApi): Promise<string> {
  try {
    const user = await api.request<{ login?: unknown } | undefined>('GET', '/user');
    if (typeof user?.login === 'string' && user.login !== '') return user.login;
  } catch (e) {
    if (!isPermissionProblem(e)) throw e;
  }
  return ACTIONS_BOT;
}

/** One look-up per run, made when a channel first needs it; without an API it rejects. */
export function lazyLogin(api: GitHubApi | null): () => Promise<string> {
  let login: Promise<string> | null = null;
  return () => (login ??= api === null ? Promise.reject(new Error('no GitHub API')) : tokenLogin(api));
}

export interface Authored {
  readonly user?: { readonly login?: string | null } | null;
}

/** True when `comment` was written by `login`. */
export const writtenBy = (login: string, comment: Authored): boolean => comment.user?.login === login;
