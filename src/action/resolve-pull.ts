/**
 * For a `workflow_run` publisher of a fork pull request (whose payload lists no pull request):
 * find the open PR by `head=<owner>:<branch>` and accept it only if its head is still the commit
 * that was validated.
 */
import type { ActionEvent } from './event.js';
import type { GitHubApi } from './github-api.js';

interface ApiPull {
  readonly number: number;
  readonly head: { readonly sha: string };
  readonly base: { readonly sha: string };
}

export async function resolvePullRequest(api: GitHubApi, event: ActionEvent): Promise<ActionEvent> {
  const l = event.lookup;
  if (!l || !event.repo) return event;
  const head = encodeURIComponent(`${l.headOwner}:${l.headBranch}`);
  const pulls = await api.paginate<ApiPull>(
    `/repos/${event.repo.owner}/${event.repo.repo}/pulls?state=open&head=${head}&per_page=100`,
    100,
  );
  const pr = pulls.find((p) => p.head.sha === l.headSha);
  if (!pr) return event;
  return {
    ...event,
    pullRequest: { number: pr.number, baseSha: pr.base.sha, headSha: l.headSha, fork: false },
    baseSha: pr.base.sha,
  };
}
