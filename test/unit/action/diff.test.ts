import { describe, expect, it, vi } from 'vitest';
import { fileDiff, lineChanged, parsePatch, pullDiffFromApi } from '../../../src/action/diff.js';
import { gitHubApi, GitHubApiError, nextLink } from '../../../src/action/github-api.js';
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

describe('GitHub API client', () => {
  it('follows Link rel="next" and keeps renamed files under their new name', async () => {
    const pages: Record<string, { body: unknown; link?: string }> = {
      'https://ghe.example/api/v3/repos/o/r/pulls/1/files?per_page=100': {
        body: [
          { filename: 'n.md', previous_filename: 'o.md', status: 'renamed', changes: 2, patch: '@@ -1 +1 @@\n-a\n+b' },
        ],
        link: '<https://ghe.example/api/v3/repos/o/r/pulls/1/files?per_page=100&page=2>; rel="next"',
      },
      'https://ghe.example/api/v3/repos/o/r/pulls/1/files?per_page=100&page=2': {
        body: [{ filename: 'x.png', status: 'added', changes: 1 }],
      },
    };
    const fetchImpl = vi.fn(async (url: string | URL | Request) => {
      const p = pages[String(url)];
      return new Response(JSON.stringify(p?.body ?? []), {
        status: p ? 200 : 404,
        headers: p?.link ? { link: p.link } : {},
      });
    });
    const diff = await pullDiffFromApi(
      gitHubApi('https://ghe.example/api/v3/', 't', fetchImpl as typeof fetch),
      { owner: 'o', repo: 'r' },
      1,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(diff.files.get('n.md')).toMatchObject({ previousPath: 'o.md', whole: false });
    expect(diff.files.get('x.png')?.whole).toBe(true);
  });

  it('throws typed errors with the status and the API message', async () => {
    const fetchImpl = async () =>
      new Response(JSON.stringify({ message: 'Resource not accessible by integration' }), { status: 403 });
    const err = await gitHubApi('http://x', 't', fetchImpl as typeof fetch)
      .request('POST', '/a', {})
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GitHubApiError);
    expect((err as GitHubApiError).status).toBe(403);
    expect((err as GitHubApiError).message).toBe('POST /a answered 403: Resource not accessible by integration');
  });

  it('nextLink finds rel="next" among other relations', () => {
    expect(nextLink('<http://a?page=1>; rel="prev", <http://a?page=3>; rel="next"')).toBe('http://a?page=3');
    expect(nextLink('<http://a?page=1>; rel="last"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
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

describe('GitHub API client retries', () => {
  it('retries a transient answer once after Retry-After, and gives up after that', async () => {
    const statuses = [503, 200];
    const waits: number[] = [];
    const fetchImpl = async () => {
      const s = statuses.shift() ?? 503;
      return new Response(JSON.stringify(s === 200 ? { ok: 1 } : { message: 'busy' }), {
        status: s,
        headers: s === 200 ? {} : { 'retry-after': '2' },
      });
    };
    const api = gitHubApi('http://x', 't', fetchImpl as typeof fetch, async (ms) => void waits.push(ms));
    expect(await api.request('GET', '/a')).toEqual({ ok: 1 });
    expect(waits).toEqual([2000]);
    const err = await api.request('GET', '/b').catch((e: unknown) => e);
    expect((err as GitHubApiError).status).toBe(503);
    expect(waits).toEqual([2000, 2000]);
  });

  it('does not retry a plain 403 or a long Retry-After', async () => {
    let calls = 0;
    const mk = (status: number, after?: string) => async () => {
      calls++;
      return new Response('{}', { status, headers: after ? { 'retry-after': after } : {} });
    };
    await gitHubApi('http://x', 't', mk(403) as typeof fetch, async () => undefined)
      .request('GET', '/a')
      .catch(() => undefined);
    expect(calls).toBe(1);
    await gitHubApi('http://x', 't', mk(429, '3600') as typeof fetch, async () => undefined)
      .request('GET', '/a')
      .catch(() => undefined);
    expect(calls).toBe(2);
  });
});
