import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
const CAROL = 'roleplay/characters/carol/CHARACTER.md';
const DAVE = 'roleplay/characters/角色 丙/CHARACTER.md';

function character(id: string, worlds: string): string {
  return `---\nspec: pi-roleplay/character@1\nid: ${id}\nname: ${id}\ndescription: test\nworlds: ${worlds}\n---\n\n# ${id}\n\nbody\n`;
}

describe('check run for more findings than the caps', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = makeRepo(join(FIXTURES, 'pr-adds-characters/base'), (dir) => {
      for (let i = 0; i < 60; i++) {
        const d = join(dir, `roleplay/characters/c${String(i).padStart(2, '0')}`);
        mkdirSync(d, { recursive: true });
        writeFileSync(join(d, 'CHARACTER.md'), character(`c${String(i).padStart(2, '0')}`, `[missing-${i}]`));
      }
    });
  });
  afterAll(() => repo.cleanup());

  it('creates ONE check run on the head commit and sends annotations in batches of 50', async () => {
    const files = pullFiles(repo);
    const api = await mockApi((req, base): Reply => {
      if (req.url.startsWith(`/repos/${REPO}/pulls/3/files`)) return paged(req, base, files, 25);
      if (req.method === 'POST' && req.url === `/repos/${REPO}/check-runs`) {
        const { name, head_sha } = req.body as { name: string; head_sha: string };
        return example(req, { id: 99, html_url: 'https://github.com/octo/roles/runs/99', name, head_sha });
      }
      if (req.method === 'PATCH' && req.url === `/repos/${REPO}/check-runs/99`) return example(req, { id: 99 });
      return refuse(req, 404, 'Not Found');
    });
    try {
      const payload = pullRequestPayload({ repo: REPO, number: 3, baseSha: repo.baseSha, headSha: repo.headSha });
      const r = await runAction({ workspace: repo.dir, eventName: 'pull_request', payload, apiUrl: api.url });
      const checks = api.requests.filter((q) => q.url.includes('check-runs'));
      expect(checks.map((q) => q.method)).toEqual(['POST', 'PATCH']);
      const post = checks[0]?.body as {
        name: string;
        head_sha: string;
        conclusion: string;
        output: { annotations: { path: string; annotation_level: string; start_line: number }[] };
      };
      expect(post).toMatchObject({
        name: 'rp-assets',
        head_sha: repo.headSha,
        conclusion: 'failure',
        status: 'completed',
      });
      expect(post.output.annotations).toHaveLength(50);
      expect(post.output.annotations[0]).toMatchObject({
        path: 'roleplay/characters/c00/CHARACTER.md',
        annotation_level: 'failure',
        start_line: 6,
        end_line: 6,
        start_column: 10,
      });
      expect((checks[1]?.body as { output: { annotations: unknown[] } }).output.annotations).toHaveLength(10);
      // No per-finding commands (they would duplicate the check run): one notice pointing at it.
      expect(r.commands).toEqual([
        '::notice title=rp-assets::60 findings annotated on the check run "rp-assets": https%3A//github.com/octo/roles/runs/99'.replace(
          '%3A',
          ':',
        ),
      ]);
      expect(r.outputs).toMatchObject({ errors: '60', annotated: '60', omitted: '0' });
      expect(r.code).toBe(1);
    } finally {
      await api.close();
    }
  });

  it('403 on the check run: falls back to capped commands with an overflow notice; the job is not failed by it', async () => {
    const files = pullFiles(repo);
    const api = await mockApi((req, base): Reply =>
      req.url.startsWith(`/repos/${REPO}/pulls/3/files`)
        ? paged(req, base, files, 25)
        : refuse(req, 403, 'Resource not accessible by integration'),
    );
    try {
      const payload = pullRequestPayload({ repo: REPO, number: 3, baseSha: repo.baseSha, headSha: repo.headSha });
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload,
        apiUrl: api.url,
        inputs: { 'fail-on': 'never' },
      });
      expect(r.code).toBe(0);
      expect(r.commands.filter((c) => c.startsWith('::error'))).toHaveLength(10);
      expect(r.commands.at(-1)).toMatch(
        /^::notice title=rp-assets%3A more findings::50 more findings \(50 errors, 0 warnings, 0 hints\) not annotated/,
      );
      expect(r.outputs).toMatchObject({ errors: '60', annotated: '10', omitted: '50' });
      expect(r.summary).toContain('API: check run: POST /repos/octo/roles/check-runs answered 403');
      expect(r.summary.match(/^\| 🔴 \|/gm)).toHaveLength(60);
    } finally {
      await api.close();
    }
  });
});

describe('review comments, suggestions, escaping and push', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = makeRepo(join(FIXTURES, 'pr-adds-characters/base'), join(FIXTURES, 'pr-adds-characters/head'));
  });
  afterAll(() => repo.cleanup());

  /** A review comment already on the PR: by the Action (github-actions[bot]) unless `human`. */
  interface Existing {
    readonly id: number;
    readonly body: string;
    readonly path: string;
    readonly line: number;
    readonly in_reply_to_id?: number;
    readonly human?: boolean;
  }

  function server(existing: readonly Existing[], reviewStatus = 200) {
    const files = pullFiles(repo);
    const comments = existing.map((c) => ({
      id: c.id,
      body: c.body,
      path: c.path,
      line: c.line,
      in_reply_to_id: c.in_reply_to_id, // a comment that answers none has no `in_reply_to_id`
      ...(c.human ? {} : { user: { login: 'github-actions[bot]', type: 'Bot' } }),
    }));
    return mockApi((req: RecordedRequest, base: string): Reply => {
      if (req.url.startsWith(`/repos/${REPO}/pulls/5/files`)) return paged(req, base, files);
      if (req.method === 'GET' && req.url.startsWith(`/repos/${REPO}/pulls/5/comments`))
        return paged(req, base, comments);
      const comment = /^\/repos\/octo\/roles\/pulls\/comments\/(\d+)$/.exec(req.url);
      if (comment && req.method === 'DELETE') return example(req);
      if (comment && req.method === 'PATCH')
        return example(req, { id: Number(comment[1]), body: (req.body as { body: string }).body });
      if (req.method === 'POST' && req.url === `/repos/${REPO}/pulls/5/reviews`) {
        const { body, commit_id } = req.body as { body: string; commit_id: string };
        return reviewStatus === 200
          ? example(req, { id: 1, body, commit_id, state: 'COMMENTED' })
          : refuse(req, reviewStatus, 'Unprocessable Entity: Pull request review thread line must be part of the diff');
      }
      return refuse(req, 404, 'Not Found');
    });
  }
  const payload = () => pullRequestPayload({ repo: REPO, number: 5, baseSha: repo.baseSha, headSha: repo.headSha });

  it('posts ONE review with a suggestion block, then dedups by marker on the next run', async () => {
    const api = await server([{ id: 1, body: 'an unrelated comment', path: CAROL, line: 1, human: true }]);
    let posted: {
      comments: { path: string; line: number; side: string; body: string }[];
      commit_id: string;
      event: string;
    };
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        apiUrl: api.url,
        inputs: { 'review-comments': 'suggestions' },
      });
      const reviews = api.requests.filter((q) => q.url.endsWith('/reviews'));
      expect(reviews).toHaveLength(1);
      posted = reviews[0]?.body as typeof posted;
      expect(posted).toMatchObject({ commit_id: repo.headSha, event: 'COMMENT' });
      // Only carol's typo has a mechanical fix; dave's reference has none.
      expect(posted.comments).toHaveLength(1);
      expect(posted.comments[0]).toMatchObject({ path: CAROL, line: 6, side: 'RIGHT' });
      expect(posted.comments[0]?.body).toContain('```suggestion\nworlds: [astra]\n```');
      expect(posted.comments[0]?.body).toMatch(/<!-- rp-assets:[0-9a-f]{16} -->$/);
      expect(r.summary).toContain('Review comments posted: 1.');
    } finally {
      await api.close();
    }
    const again = await server(
      posted.comments.map((c, i) => ({ id: 100 + i, body: c.body, path: c.path, line: c.line })),
    );
    try {
      const r2 = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        apiUrl: again.url,
        inputs: { 'review-comments': 'all' },
      });
      const review = again.requests.find((q) => q.url.endsWith('/reviews'))?.body as typeof posted;
      // `all`: dave's finding is commented, carol's is already there (same marker) and is skipped.
      expect(review.comments.map((c) => c.path)).toEqual([DAVE]);
      expect(review.comments[0]?.body).not.toContain('```suggestion');
      expect(r2.summary).toContain('Review comments posted: 1.');
    } finally {
      await again.close();
    }
  });

  it('removes its comments whose finding is gone, marks replied ones resolved, keeps current ones', async () => {
    // first run: the comments the Action posts today (their markers are current findings)
    const first = await server([]);
    let current: { body: string; path: string; line: number }[];
    try {
      await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        apiUrl: first.url,
        inputs: { 'review-comments': 'all', locale: 'en' },
      });
      current = (first.requests.find((q) => q.url.endsWith('/reviews'))?.body as { comments: typeof current }).comments;
    } finally {
      await first.close();
    }
    expect(current.length).toBeGreaterThan(0);
    const existing: Existing[] = [
      ...current.map((c, i) => ({ id: 100 + i, body: c.body, path: c.path, line: c.line })),
      { id: 11, body: 'gone, nobody replied\n<!-- rp-assets:deadbeefdeadbeef -->', path: CAROL, line: 5 },
      { id: 12, body: 'gone, with a reply\n<!-- rp-assets:0123456789abcdef -->', path: DAVE, line: 5 },
      { id: 13, body: 'I fixed it', path: DAVE, line: 5, in_reply_to_id: 12, human: true },
      { id: 14, body: 'a human comment', path: CAROL, line: 1, human: true },
    ];
    const api = await server(existing);
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        apiUrl: api.url,
        inputs: { 'review-comments': 'all', locale: 'en' },
      });
      const writes = api.requests.filter((q) => q.method === 'DELETE' || q.method === 'PATCH');
      expect(writes.map((q) => `${q.method} ${q.url}`)).toEqual([
        `DELETE /repos/${REPO}/pulls/comments/11`,
        `PATCH /repos/${REPO}/pulls/comments/12`,
      ]);
      expect((writes[1]?.body as { body: string }).body).toMatch(/^✅ \*\*Resolved\*\*/);
      expect((writes[1]?.body as { body: string }).body).toContain('gone, with a reply');
      // every current finding already has its comment: no second one
      expect(api.requests.some((q) => q.url.endsWith('/reviews'))).toBe(false);
      expect(r.summary).toContain('1 removed, 1 with replies marked as resolved');
    } finally {
      await api.close();
    }
  });

  it('422 on the review: no failure, noted in the summary', async () => {
    const api = await server([], 422);
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        apiUrl: api.url,
        inputs: { 'review-comments': 'all', 'fail-on': 'never' },
      });
      expect(r.code).toBe(0);
      expect(r.summary).toMatch(/API: review comments: POST \/repos\/octo\/roles\/pulls\/5\/reviews answered 422/);
      expect(r.outputs).toMatchObject({ errors: '2', annotated: '2' });
    } finally {
      await api.close();
    }
  });

  it('escapes %, :, , newlines and CJK in messages and file names with spaces', async () => {
    const api = await server([]);
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        apiUrl: api.url,
        inputs: { locale: 'zh-CN' },
      });
      const dave = r.commands.find((c) => c.includes(DAVE));
      expect(dave).toBeDefined();
      expect(dave).toMatch(new RegExp(`^::error title=[^,]*,file=${DAVE},line=6,`));
      expect(dave).toContain('title=character.unresolved-world%3A 引用的世界书不存在,file=');
      expect(dave).toContain('`50%25: a,b%0A第二行`');
      expect(dave?.includes('\n')).toBe(false);
    } finally {
      await api.close();
    }
  });

  it('push event: nofilter (old hints reported too), no API call, report files written', async () => {
    const api = await mockApi(noCalls);
    try {
      const push = {
        ref: 'refs/heads/main',
        before: repo.baseSha,
        after: repo.headSha,
        repository: { full_name: REPO },
      };
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'push',
        payload: push,
        sha: repo.headSha,
        apiUrl: api.url,
        inputs: { 'report-file': 'out/report.json', 'sarif-file': 'out/report.sarif' },
      });
      expect(api.requests).toEqual([]);
      expect(r.summary).toContain('Filter: `nofilter`.');
      expect(r.outputs).toMatchObject({
        errors: '2',
        hints: '1',
        total: '3',
        'report-file': join(repo.dir, 'out/report.json'),
        'sarif-file': join(repo.dir, 'out/report.sarif'),
      });
      expect(
        r.commands.filter((c) =>
          /^::notice title=[^,]*,file=roleplay\/worlds\/astra\/entries\/old-harbor\.md,/.test(c),
        ),
      ).toHaveLength(1);
      const { readFileSync } = await import('node:fs');
      const report = JSON.parse(readFileSync(join(repo.dir, 'out/report.json'), 'utf8')) as {
        version: number;
        diagnostics: unknown[];
        action: { filterMode: string };
      };
      expect(report.version).toBe(1);
      expect(report.diagnostics).toHaveLength(3);
      expect(report.action.filterMode).toBe('nofilter');
      const sarif = JSON.parse(readFileSync(join(repo.dir, 'out/report.sarif'), 'utf8')) as {
        version: string;
        runs: { results: unknown[] }[];
      };
      expect(sarif.version).toBe('2.1.0');
      expect(sarif.runs[0]?.results).toHaveLength(3);
    } finally {
      await api.close();
    }
  });
});
