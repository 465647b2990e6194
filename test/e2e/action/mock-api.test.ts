/**
 * The mock API answers only with GitHub's example responses (the scenario's facts merged over them)
 * or GitHub's error body: a hand-written answer, or facts that break the description's response
 * schema, make `close()` throw, so every end-to-end test that uses the mock fails on them.
 */
import { describe, expect, it } from 'vitest';
import { example, mockApi, paged, refuse } from './harness.js';
import type { Reply } from './harness.js';

async function call(base: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await r.text();
  return { status: r.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

describe('the mock API answers with GitHub’s example responses', () => {
  it('serves examples with the facts merged over them, and records where each answer came from', async () => {
    const api = await mockApi((req, base): Reply => {
      if (req.url.startsWith('/repos/o/r/pulls/5/files'))
        return paged(req, base, [{ filename: 'a.md', status: 'modified', patch: undefined }]);
      if (req.method === 'DELETE') return example(req);
      if (req.method === 'POST') return example(req, { id: 7, state: 'COMMENTED' });
      return refuse(req, 404, 'Not Found');
    });
    try {
      const files = await call(api.url, 'GET', '/repos/o/r/pulls/5/files?per_page=100');
      expect(files.body).toEqual([
        expect.objectContaining({ filename: 'a.md', status: 'modified', sha: expect.any(String), changes: 124 }),
      ]);
      expect(files.body).not.toContainEqual(expect.objectContaining({ patch: expect.anything() }));
      const review = await call(api.url, 'POST', '/repos/o/r/pulls/5/reviews', { event: 'COMMENT', body: 'b' });
      expect(review).toMatchObject({ status: 200, body: { id: 7, state: 'COMMENTED', user: { login: 'octocat' } } });
      expect(await call(api.url, 'DELETE', '/repos/o/r/pulls/comments/3')).toEqual({ status: 204 });
      expect(await call(api.url, 'GET', '/repos/o/r/pulls/5')).toMatchObject({
        status: 404,
        body: { message: 'Not Found', status: '404', documentation_url: expect.stringContaining('docs.github.com') },
      });
    } finally {
      await api.close();
    }
    expect(api.responses.map((a) => `${a.method} ${a.status} ${a.origin}`)).toEqual([
      'GET 200 example',
      'POST 200 example',
      'DELETE 204 example',
      'GET 404 error',
    ]);
  });

  it('fails the test on an answer not built from the description', async () => {
    const api = await mockApi(() => ({ status: 200, body: [{ filename: 'a.md', status: 'modified' }] }));
    await call(api.url, 'GET', '/repos/o/r/pulls/5/files');
    expect(api.responses.map((a) => a.origin)).toEqual(['hand-written']);
    await expect(api.close()).rejects.toThrow(
      /GET \/repos\/o\/r\/pulls\/5\/files: answered 200 with a body not built from GitHub's description/,
    );
  });

  it('fails the test on facts that break the response schema, or a status the operation never answers', async () => {
    const api = await mockApi((req) =>
      req.method === 'PATCH' ? example(req, { id: 'ninety-nine' }) : example(req, undefined, { status: 201 }),
    );
    await call(api.url, 'PATCH', '/repos/o/r/check-runs/99', { output: { title: 't', summary: 's' } });
    await call(api.url, 'GET', '/repos/o/r/pulls/5/files');
    await expect(api.close()).rejects.toThrow(
      /check-runs\/\{check_run_id\} 200: answer\/id must be integer[\s\S]*the scenario threw: Error: GET \/repos\/\{owner\}\/\{repo\}\/pulls\/\{pull_number\}\/files: GitHub's description declares no 201 response/,
    );
  });
});
