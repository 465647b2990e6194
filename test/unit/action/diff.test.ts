import { describe, expect, it } from 'vitest';
import { fileDiff, lineChanged, parsePatch, pullDiffFromApi } from '../../../src/action/diff.js';
import { gitHubApi, GitHubApiError, isPermissionProblem } from '../../../src/action/github-api.js';
import { example, mockApi, refuse } from '../../e2e/action/harness.js';
import type { Reply } from '../../e2e/action/harness.js';
import { parseNameStatus } from '../../../src/action/git-diff.js';

describe('parsePatch', () => {
  it('returns head-side added lines and every in-hunk line', () => {
    const patch = '@@ -1,3 +1,4 @@\n a\n-b\n+B\n+C\n c\n@@ -10,2 +11,2 @@\n x\n-y\n+Y\n\\ No newline at end of file';
    const { added, context } = parsePatch(patch);
    expect([...added]).toEqual([2, 3, 12]);
    expect([...context]).toEqual([1, 2, 3, 4, 11, 12]);
  });

  it('counts a file without a patch as fully changed, a pure rename as unchanged', () => {
    expect(lineChanged(fileDiff('a.md', null, 'added', undefined, 5), 99, 'added')).toBe(true);
    expect(lineChanged(fileDiff('b.md', 'a.md', 'renamed', undefined, 0), 1, 'context')).toBe(false);
    expect(lineChanged(fileDiff('c.md', null, 'modified', '@@ -1 +1 @@\n-a\n+b'), null, 'added')).toBe(true);
  });
});

describe('GitHub API client (Octokit against a local server)', () => {
  it('follows Link rel="next" under a GHES base path and keeps renamed files under their new name', async () => {
    const api = await mockApi((req, base) => {
      if (req.url === '/api/v3/repos/o/r/pulls/1/files?per_page=100')
        return example(
          req,
          [
            {
              filename: 'n.md',
              previous_filename: 'o.md',
              status: 'renamed',
              additions: 1,
              deletions: 1,
              changes: 2,
              patch: '@@ -1 +1 @@\n-a\n+b',
            },
          ],
          { headers: { link: `<${base}/api/v3/repos/o/r/pulls/1/files?per_page=100&page=2>; rel="next"` } },
        );
      if (req.url === '/api/v3/repos/o/r/pulls/1/files?per_page=100&page=2')
        return example(req, [{ filename: 'x.png', status: 'added', changes: 1, patch: undefined }]);
      return refuse(req, 404, 'Not Found');
    });
    try {
      const diff = await pullDiffFromApi(
        gitHubApi('t', { baseUrl: `${api.url}/api/v3/` }),
        { owner: 'o', repo: 'r' },
        1,
      );
      expect(api.requests.map((r) => r.url)).toEqual([
        '/api/v3/repos/o/r/pulls/1/files?per_page=100',
        '/api/v3/repos/o/r/pulls/1/files?per_page=100&page=2',
      ]);
      expect(api.requests[0]?.auth).toBe('token t');
      expect(diff.files.get('n.md')).toMatchObject({ previousPath: 'o.md', whole: false });
      expect(diff.files.get('x.png')?.whole).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('throws typed errors with the status and the API message, without retrying a 403', async () => {
    const api = await mockApi(() => ({ status: 403, body: { message: 'Resource not accessible by integration' } }), {
      openapi: false,
    });
    try {
      const err = await gitHubApi('t', { baseUrl: api.url })
        .request('POST', '/a', {})
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GitHubApiError);
      expect((err as GitHubApiError).status).toBe(403);
      expect((err as GitHubApiError).message).toBe('POST /a answered 403: Resource not accessible by integration');
      expect(isPermissionProblem(err)).toBe(true);
      expect(api.requests).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('retries a server error once, and gives up after that', async () => {
    const statuses = [503, 200];
    const api = await mockApi(
      (req) =>
        req.url === '/a' && statuses.length > 0
          ? { status: statuses.shift() as number, body: { ok: 1 } }
          : { status: 503, body: { message: 'busy' } },
      { openapi: false },
    );
    try {
      const client = gitHubApi('t', { baseUrl: api.url });
      expect(await client.request('GET', '/a')).toEqual({ ok: 1 });
      expect(api.requests.map((r) => r.url)).toEqual(['/a', '/a']);
      const err = await client.request('GET', '/b').catch((e: unknown) => e);
      expect((err as GitHubApiError).status).toBe(503);
      expect(isPermissionProblem(err)).toBe(false);
      expect(api.requests.map((r) => r.url)).toEqual(['/a', '/a', '/b', '/b']);
    } finally {
      await api.close();
    }
  }, 20_000);

  it('waits out a short secondary rate limit and refuses to wait an hour', async () => {
    let n = 0;
    const api = await mockApi(
      (req): Reply => {
        if (req.url === '/short' && n++ === 0)
          return {
            status: 403,
            body: { message: 'You have exceeded a secondary rate limit' },
            headers: { 'retry-after': '1' },
          };
        if (req.url === '/long')
          return {
            status: 429,
            body: { message: 'API rate limit exceeded' },
            headers: {
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
            },
          };
        return { status: 200, body: { ok: 2 } };
      },
      { openapi: false },
    );
    const logged: string[] = [];
    try {
      const client = gitHubApi('t', { baseUrl: api.url, log: (l) => logged.push(l) });
      expect(await client.request('GET', '/short')).toEqual({ ok: 2 });
      const err = await client.request('GET', '/long').catch((e: unknown) => e);
      expect((err as GitHubApiError).status).toBe(429);
      expect(api.requests.map((r) => r.url)).toEqual(['/short', '/short', '/long']);
      expect(logged.join('\n')).toMatch(/secondary rate limit on GET .*\/short: retrying in 1 s/);
      expect(logged.join('\n')).toMatch(/rate limit on GET .*\/long: not waiting/);
    } finally {
      await api.close();
    }
  }, 20_000);
});

describe('parseNameStatus', () => {
  it('reads -z output with renames, spaces and CJK', () => {
    expect(parseNameStatus('M\0a b.md\0R087\0旧 名.md\0新 名.md\0A\0c.md\0D\0d.md\0')).toEqual([
      { status: 'modified', path: 'a b.md', previousPath: null },
      { status: 'renamed', path: '新 名.md', previousPath: '旧 名.md' },
      { status: 'added', path: 'c.md', previousPath: null },
      { status: 'removed', path: 'd.md', previousPath: null },
    ]);
  });
});
