/**
 * Issue 29, point 5: a comment is the Action's own only if it carries our marker AND was written by
 * the token's identity (`GET /user`; a workflow GITHUB_TOKEN, refused there, writes as
 * `github-actions[bot]`). Before, a human review comment quoting a marker of a finding that is gone
 * was deleted, and another bot's comment starting with the behaviour marker was edited. Run against
 * the fake GitHub API of test/e2e/action, with the Action bundled from src/.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionBundle } from '../support/action-bundle.js';
import {
  FIXTURES,
  example,
  makeRepo,
  mockApi,
  paged,
  pullFiles,
  pullRequestPayload,
  refuse,
  runAction,
} from '../e2e/action/harness.js';
import type { RecordedRequest, Reply, TempRepo } from '../e2e/action/harness.js';

const REPO = 'octo/roles';
const CAROL = 'roleplay/characters/carol/CHARACTER.md';
const BEHAVIOUR = '<!-- rp-assets:behaviour -->';
const GONE = '<!-- rp-assets:0123456789abcdef -->';

const bot = { login: 'github-actions[bot]', type: 'Bot' };
const human = { login: 'mallory', type: 'User' };

let repo: TempRepo;
let bundle: string;
beforeAll(async () => {
  bundle = await actionBundle();
  repo = makeRepo(join(FIXTURES, 'pr-adds-characters/base'), join(FIXTURES, 'pr-adds-characters/head'));
}, 60_000);
afterAll(() => repo.cleanup());

/** The fake API: `me` is what GET /user answers (null: 403, as for a GITHUB_TOKEN). */
function server(me: string | null) {
  const files = pullFiles(repo);
  const review = [
    { id: 11, body: `I copied this from the bot: ${GONE}`, path: CAROL, line: 1, user: human },
    { id: 12, body: `stale, ours ${GONE}`, path: CAROL, line: 1, user: bot },
  ];
  const issue = [
    { id: 21, body: `${BEHAVIOUR}\nanother bot wrote this`, user: { login: 'renovate[bot]', type: 'Bot' } },
    { id: 22, body: `${BEHAVIOUR}\nquoting the marker by hand`, user: human },
    { id: 23, body: `${BEHAVIOUR}\nold text`, user: bot },
  ];
  return mockApi((req: RecordedRequest, base: string): Reply => {
    if (req.method === 'GET' && req.url === '/user')
      return me === null ? refuse(req, 403, 'Resource not accessible by integration') : example(req, { login: me });
    if (req.url.startsWith(`/repos/${REPO}/pulls/5/files`)) return paged(req, base, files, 100);
    if (req.method === 'GET' && req.url.startsWith(`/repos/${REPO}/pulls/5/comments`))
      return paged(req, base, review, 100);
    if (req.method === 'GET' && req.url.startsWith(`/repos/${REPO}/issues/5/comments`))
      return paged(req, base, issue, 100);
    const comment = /^\/repos\/octo\/roles\/(?:pulls|issues)\/comments\/(\d+)$/.exec(req.url);
    if (comment && req.method === 'DELETE') return example(req);
    if (comment && req.method === 'PATCH')
      return example(req, { id: Number(comment[1]), body: (req.body as { body: string }).body });
    if (req.method === 'POST' && req.url === `/repos/${REPO}/issues/5/comments`)
      return example(req, { id: 900, body: (req.body as { body: string }).body });
    if (req.method === 'POST' && req.url === `/repos/${REPO}/pulls/5/reviews`)
      return example(req, { id: 1, body: (req.body as { body: string }).body, state: 'COMMENTED' });
    return refuse(req, 404, 'Not Found');
  });
}

async function writes(me: string | null): Promise<string[]> {
  const api = await server(me);
  try {
    await runAction({
      workspace: repo.dir,
      eventName: 'pull_request',
      payload: pullRequestPayload({ repo: REPO, number: 5, baseSha: repo.baseSha, headSha: repo.headSha }),
      apiUrl: api.url,
      bundle,
      inputs: { 'review-comments': 'all', 'behaviour-comment': 'always' },
    });
    return api.requests
      .filter((q) => (q.method === 'PATCH' || q.method === 'DELETE') && q.url.includes('/comments/'))
      .map((q) => `${q.method} ${q.url}`);
  } finally {
    await api.close();
  }
}

describe('only the Action’s own comments are edited or deleted', () => {
  it('with a GITHUB_TOKEN (GET /user refused): only github-actions[bot]’s comments are touched', async () => {
    expect(await writes(null)).toEqual([
      `DELETE /repos/${REPO}/pulls/comments/12`,
      `PATCH /repos/${REPO}/issues/comments/23`,
    ]);
  }, 60_000);

  it('with a personal token: only that user’s comments are ours, not github-actions[bot]’s', async () => {
    expect(await writes('mallory')).toEqual([
      `DELETE /repos/${REPO}/pulls/comments/11`,
      `PATCH /repos/${REPO}/issues/comments/22`,
    ]);
  }, 60_000);
});
