/**
 * Issue 17 point 3, as the runner runs the bundle: on a pull request the job summary gets a
 * "Behaviour changes" section, `behaviour-file` holds the JSON, and `behaviour-comment` keeps ONE
 * PR comment true across pushes (created, then updated in place, never duplicated, never someone
 * else's); "no behaviour change" when that is the truth; fork pull requests get the summary only.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURES,
  example,
  makeRepo,
  mockApi,
  noCalls,
  paged,
  pullFiles,
  pullRequestPayload,
  refuse,
  runAction,
} from './harness.js';
import type { RecordedRequest, Reply, TempRepo } from './harness.js';

const REPO = 'octo/roles';
const MARKER = '<!-- rp-assets:behaviour -->';
const BASE = join(FIXTURES, 'pr-adds-characters/base');
const HARBOR = 'roleplay/worlds/astra/entries/old-harbor.md';

/** The PR: the old harbor entry is switched back on, and alice's entry budget is cut. */
function change(dir: string): void {
  const entry = join(dir, HARBOR);
  writeFileSync(entry, readFileSync(entry, 'utf8').replace('enabled: false', 'enabled: true'));
  const alice = join(dir, 'roleplay/characters/alice/CHARACTER.md');
  writeFileSync(
    alice,
    readFileSync(alice, 'utf8').replace('worlds: [astra]', 'worlds: [astra]\nbudgets:\n  maxEntries: 2'),
  );
}

interface Comment {
  readonly id: number;
  readonly body: string;
  readonly user: { readonly login: string; readonly type: string };
}

function commentsApi(repo: TempRepo, existing: readonly Comment[]) {
  const files = pullFiles(repo);
  return mockApi((req: RecordedRequest, base: string): Reply => {
    if (req.url.startsWith(`/repos/${REPO}/pulls/5/files`)) return paged(req, base, files, 100);
    if (req.method === 'GET' && req.url.startsWith(`/repos/${REPO}/issues/5/comments`))
      return paged(req, base, existing, 100);
    if (req.method === 'POST' && req.url === `/repos/${REPO}/issues/5/comments`)
      return example(req, { id: 900, body: (req.body as { body: string }).body });
    if (req.method === 'PATCH' && req.url.startsWith(`/repos/${REPO}/issues/comments/`))
      return example(req, { id: Number(req.url.split('/').pop()), body: (req.body as { body: string }).body });
    return refuse(req, 404, 'Not Found');
  });
}

describe('behaviour changes on a pull request', () => {
  let repo: TempRepo;
  let same: TempRepo;
  beforeAll(() => {
    repo = makeRepo(BASE, change);
    same = makeRepo(BASE, () => undefined);
  });
  afterAll(() => {
    repo.cleanup();
    same.cleanup();
  });

  const payload = (r: TempRepo, fork = false) =>
    pullRequestPayload({ repo: REPO, number: 5, baseSha: r.baseSha, headSha: r.headSha, fork });

  it('writes the summary section and the JSON, and posts ONE comment', async () => {
    const api = await commentsApi(repo, []);
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(repo),
        apiUrl: api.url,
        inputs: { 'behaviour-comment': 'on-change' },
      });
      expect(r.stderr).toBe('');
      expect(r.summary).toContain('## Behaviour changes');
      expect(r.summary).toMatch(/<code>astra\\\/old\\-harbor<\/code> is no longer disabled/);
      expect(r.summary).toMatch(/<code>alice<\/code> budget <code>maxEntries<\/code>\\: 8 → 2/);
      const diff = JSON.parse(readFileSync(r.outputs['behaviour-file'] as string, 'utf8'));
      expect(diff).toMatchObject({ version: 1, behaviourChanged: true });
      expect(diff.assets.budgets).toEqual([{ character: 'alice', key: 'maxEntries', before: 8, after: 2 }]);
      const posts = api.requests.filter((q) => q.method === 'POST' && q.url.includes('/issues/5/comments'));
      expect(posts).toHaveLength(1);
      expect((posts[0]!.body as { body: string }).body.startsWith(`${MARKER}\n## Behaviour changes`)).toBe(true);
      expect(r.summary).toContain('Behaviour comment posted.');
    } finally {
      await api.close();
    }
  });

  it('updates its own comment in place on the next push, and never edits a comment someone else wrote with the marker', async () => {
    const forged: Comment = { id: 12, body: `${MARKER}\nnot ours`, user: { login: 'mallory', type: 'User' } };
    const ours: Comment = { id: 34, body: `${MARKER}\nold text`, user: { login: 'github-actions[bot]', type: 'Bot' } };
    const api = await commentsApi(repo, [forged, ours]);
    try {
      await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(repo),
        apiUrl: api.url,
        inputs: { 'behaviour-comment': 'always' },
      });
      const writes = api.requests.filter((q) => q.method !== 'GET' && q.url.includes('comments'));
      expect(writes.map((q) => `${q.method} ${q.url}`)).toEqual([`PATCH /repos/${REPO}/issues/comments/34`]);
    } finally {
      await api.close();
    }
  });

  it('says "no behaviour change" when that is the truth, and posts nothing with on-change', async () => {
    const api = await commentsApi(same, []);
    try {
      const r = await runAction({
        workspace: same.dir,
        eventName: 'pull_request',
        payload: payload(same),
        apiUrl: api.url,
        inputs: { 'behaviour-comment': 'on-change' },
      });
      expect(r.summary).toContain('## No behaviour change');
      expect(api.requests.filter((q) => q.method === 'POST')).toEqual([]);
      expect(r.summary).toContain('No behaviour change, so no behaviour comment');
    } finally {
      await api.close();
    }
  });

  it('keeps an earlier comment true when the change goes away (on-change)', async () => {
    const ours: Comment = {
      id: 56,
      body: `${MARKER}\n## Behaviour changes`,
      user: { login: 'github-actions[bot]', type: 'Bot' },
    };
    const api = await commentsApi(same, [ours]);
    try {
      await runAction({
        workspace: same.dir,
        eventName: 'pull_request',
        payload: payload(same),
        apiUrl: api.url,
        inputs: { 'behaviour-comment': 'on-change' },
      });
      const patch = api.requests.find((q) => q.method === 'PATCH');
      expect(patch?.url).toBe(`/repos/${REPO}/issues/comments/56`);
      expect((patch?.body as { body: string }).body).toContain('No behaviour change');
    } finally {
      await api.close();
    }
  });

  it('on a fork pull request: the summary section, no API call', async () => {
    const api = await mockApi(noCalls);
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(repo, true),
        apiUrl: api.url,
        inputs: { 'behaviour-comment': 'always' },
      });
      expect(api.requests).toEqual([]);
      expect(r.summary).toContain('## Behaviour changes');
      expect(r.outputs['behaviour-file']).toMatch(/rp-assets-behaviour\.json$/);
    } finally {
      await api.close();
    }
  });
});
