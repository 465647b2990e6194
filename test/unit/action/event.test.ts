import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { parseEvent } from '../../../src/action/event.js';
import { gitHubApi } from '../../../src/action/github-api.js';
import { example, mockApi } from '../../e2e/action/harness.js';
import { resolvePullRequest } from '../../../src/action/resolve-pull.js';

const require = createRequire(import.meta.url);
const all = require('@octokit/webhooks-examples/api.github.com/index.json') as {
  name: string;
  examples: Record<string, unknown>[];
}[];
const opened = all.find((e) => e.name === 'pull_request')!.examples.find((e) => e['action'] === 'opened')!;

describe('parseEvent', () => {
  it('reads a same-repo pull_request: number, head/base commits, not a fork', () => {
    const e = parseEvent('pull_request', opened, { GITHUB_REPOSITORY: 'Codertocat/Hello-World', GITHUB_SHA: 'merge' });
    expect(e.pullRequest).toEqual({
      number: 2,
      baseSha: 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e',
      headSha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
      fork: false,
    });
    expect(e.sha).toBe('ec26c3e57ca3a959ca5aad62de7213c562f8c821');
    expect(e.repo).toEqual({ owner: 'Codertocat', repo: 'Hello-World' });
  });

  it('detects forks by head repo name, by `fork: true`, and by a deleted head repo', () => {
    const pr = opened['pull_request'] as Record<string, Record<string, unknown>>;
    const head = pr['head'] as Record<string, unknown>;
    const withHead = (repo: unknown) => ({ ...opened, pull_request: { ...pr, head: { ...head, repo } } });
    const repo = head['repo'] as Record<string, unknown>;
    expect(
      parseEvent('pull_request', withHead({ ...repo, full_name: 'someone/Hello-World' }), {}).pullRequest?.fork,
    ).toBe(true);
    expect(parseEvent('pull_request', withHead({ ...repo, fork: true }), {}).pullRequest?.fork).toBe(true);
    expect(parseEvent('pull_request', withHead(null), {}).pullRequest?.fork).toBe(true);
  });

  it('push: GITHUB_SHA, `before` as the base unless it is all zeros; other events have neither', () => {
    expect(
      parseEvent(
        'push',
        { before: 'a'.repeat(40), after: 'b'.repeat(40) },
        { GITHUB_SHA: 'b'.repeat(40), GITHUB_REPOSITORY: 'o/r' },
      ),
    ).toMatchObject({ sha: 'b'.repeat(40), baseSha: 'a'.repeat(40), pullRequest: null });
    expect(parseEvent('push', { before: '0'.repeat(40) }, {}).baseSha).toBeNull();
    expect(parseEvent('workflow_dispatch', {}, { GITHUB_SHA: 'c'.repeat(40) })).toMatchObject({
      baseSha: null,
      pullRequest: null,
      sha: 'c'.repeat(40),
    });
  });
});

describe('workflow_run (the trusted publisher)', () => {
  const run = (pullRequests: unknown[]) => ({
    workflow_run: {
      event: 'pull_request',
      head_sha: 'h'.repeat(40),
      head_branch: 'fix typo',
      head_repository: { owner: { login: 'contributor' } },
      pull_requests: pullRequests,
    },
  });

  it('takes a same-repo PR from the payload, never as a fork', () => {
    const e = parseEvent('workflow_run', run([{ number: 4, base: { sha: 'b'.repeat(40) } }]), {
      GITHUB_REPOSITORY: 'o/r',
    });
    expect(e.pullRequest).toEqual({ number: 4, baseSha: 'b'.repeat(40), headSha: 'h'.repeat(40), fork: false });
  });

  it('looks a fork PR up by head owner:branch and accepts it only when its head is the validated commit', async () => {
    const e = parseEvent('workflow_run', run([]), { GITHUB_REPOSITORY: 'o/r' });
    expect(e.lookup).toEqual({ headOwner: 'contributor', headBranch: 'fix typo', headSha: 'h'.repeat(40) });
    const api = await mockApi((req) =>
      example(req, [
        { number: 9, head: { sha: 'x'.repeat(40) }, base: { sha: 'b'.repeat(40) } },
        { number: 10, head: { sha: 'h'.repeat(40) }, base: { sha: 'c'.repeat(40) } },
      ]),
    );
    const resolved = await resolvePullRequest(gitHubApi('t', { baseUrl: api.url }), e).finally(() => api.close());
    expect(api.requests.map((r) => r.url)).toEqual([
      '/repos/o/r/pulls?state=open&head=contributor%3Afix%20typo&per_page=100',
    ]);
    expect(resolved.pullRequest).toEqual({ number: 10, baseSha: 'c'.repeat(40), headSha: 'h'.repeat(40), fork: false });
    expect(resolved.baseSha).toBe('c'.repeat(40));
  });
});
