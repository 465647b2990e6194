/**
 * The mock API's answers come from GitHub's REST description (test/support/openapi.ts): the
 * operation's example response, the scenario's facts merged over it; errors as GitHub's Basic Error.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { errorResponse, exampleResponse, mergeFacts, responseProblems, successStatus } from '../../support/openapi.js';

const require = createRequire(import.meta.url);
const spec = require('@octokit/openapi/generated/api.github.com.deref.json') as {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content: Record<string, { examples: object }> }> }>
  >;
};
const FILES = '/repos/{owner}/{repo}/pulls/{pull_number}/files';

describe("GitHub's example responses", () => {
  it('returns the description’s example for GET /repos/{owner}/{repo}/pulls/{pull_number}/files', () => {
    const published = (
      spec.paths[FILES]?.['get']?.responses['200']?.content['application/json']?.examples as {
        default: { value: unknown };
      }
    ).default.value;
    expect(exampleResponse('GET', FILES, 200)).toEqual(published);
    // a concrete path (query, GHES prefix and all) finds the same operation
    expect(exampleResponse('GET', '/api/v3/repos/o/r/pulls/5/files?per_page=100&page=2', 200)).toEqual(published);
    expect(published).toEqual([
      expect.objectContaining({ filename: 'file1.txt', status: 'added', blob_url: expect.any(String) }),
    ]);
  });

  it('hands out a copy, picks named examples, and has no body for 204', () => {
    const a = exampleResponse('GET', FILES, 200) as { filename: string }[];
    a[0]!.filename = 'changed';
    expect((exampleResponse('GET', FILES, 200) as { filename: string }[])[0]?.filename).toBe('file1.txt');
    const recursive = exampleResponse(
      'GET',
      '/repos/o/r/git/trees/abc?recursive=1',
      200,
      'response-recursively-retrieving-a-tree',
    ) as { tree: { path: string }[] };
    expect(recursive.tree.map((t) => t.path)).toContain('subdir/file.txt');
    expect(exampleResponse('DELETE', '/repos/o/r/pulls/comments/12', 204)).toBeUndefined();
  });

  it('fails loudly for an operation, status or example the description does not have', () => {
    // declared, with a schema, but no example (the description gives none for errors)
    expect(() => exampleResponse('GET', FILES, 422)).toThrow(/has no example response/);
    expect(() => exampleResponse('GET', FILES, 201)).toThrow(/declares no 201 response/);
    expect(() => exampleResponse('GET', '/zen', 200)).toThrow(/no application\/json answer/);
    expect(() => exampleResponse('GET', '/repos/o/r/pull/5/files', 200)).toThrow(/no such path/);
    expect(() => exampleResponse('PUT', FILES, 200)).toThrow(/no such operation/);
    expect(() => exampleResponse('GET', '/repos/o/r/git/trees/abc', 200, 'nope')).toThrow(
      /no example `nope` \(there are: default-response, response-recursively-retrieving-a-tree\)/,
    );
  });

  it('knows each operation’s success status', () => {
    expect(successStatus('GET', '/repos/o/r/pulls/5/files')).toBe(200);
    expect(successStatus('POST', '/repos/o/r/check-runs')).toBe(201);
    expect(successStatus('POST', '/repos/o/r/pulls/5/reviews')).toBe(200);
    expect(successStatus('DELETE', '/repos/o/r/pulls/comments/12')).toBe(204);
  });
});

describe("a scenario's facts over an example", () => {
  it('a list replaces the example list, each element merged over its first element', () => {
    const merged = mergeFacts(exampleResponse('GET', FILES, 200), [
      { filename: 'a.md', status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' },
      { filename: 'b.png', status: 'added', patch: undefined },
    ]) as Record<string, unknown>[];
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ filename: 'a.md', status: 'modified', sha: expect.any(String) });
    expect(merged[0]?.['blob_url']).toMatch(/^https:\/\/github\.com\//);
    expect(merged[1]).toMatchObject({ filename: 'b.png', additions: 103 });
    expect(merged[1]).not.toHaveProperty('patch'); // `undefined` removes the example's field
    expect(mergeFacts([{ a: 1 }], [])).toEqual([]);
  });

  it('objects merge deeply; values and lists of values replace', () => {
    expect(mergeFacts({ a: { b: 1, c: 2 }, d: [1, 2], e: 'x' }, { a: { c: 3 }, d: [9] })).toEqual({
      a: { b: 1, c: 3 },
      d: [9],
      e: 'x',
    });
    const review = mergeFacts(exampleResponse('POST', '/repos/o/r/pulls/5/reviews', 200), {
      id: 1,
      user: { login: 'github-actions[bot]' },
    }) as { id: number; user: Record<string, unknown>; _links: object };
    expect(review.id).toBe(1);
    expect(review.user).toMatchObject({ login: 'github-actions[bot]', type: 'User', id: 1 });
    expect(review._links).toBeDefined();
  });
});

describe("answers against the description's response schemas", () => {
  it('blames a scenario for what it breaks, not for the flaws of the examples themselves', () => {
    const url = '/repos/o/r/pulls/5/comments';
    expect(responseProblems('GET', url, 200, exampleResponse('GET', url, 200))).toEqual([]);
    const bad = mergeFacts(exampleResponse('GET', url, 200), [{ id: 'seven', in_reply_to_id: undefined }]);
    expect(responseProblems('GET', url, 200, bad)).toEqual([
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments 200: answer/*/id must be integer',
    ]);
    // GitHub's own pull-request list example breaks its schema (requested_teams[].type): not our problem
    const pulls = '/repos/o/r/pulls?state=open';
    expect(responseProblems('GET', pulls, 200, mergeFacts(exampleResponse('GET', pulls, 200), [{}, {}]))).toEqual([]);
    expect(responseProblems('DELETE', '/repos/o/r/pulls/comments/1', 204, { id: 1 })[0]).toMatch(/sends no body/);
  });

  it('error answers are Basic Error with the operation’s documentation', () => {
    const body = errorResponse('POST', '/repos/o/r/pulls/5/reviews', 422, 'Unprocessable Entity');
    expect(body).toEqual({
      message: 'Unprocessable Entity',
      documentation_url: expect.stringMatching(/^https:\/\/docs\.github\.com\/.*reviews/),
      status: '422',
    });
    expect(responseProblems('POST', '/repos/o/r/pulls/5/reviews', 422, body)).toEqual([]);
    expect(responseProblems('POST', '/repos/o/r/pulls/5/reviews', 422, { message: 'no docs' })[0]).toMatch(
      /documentation_url/,
    );
  });
});
