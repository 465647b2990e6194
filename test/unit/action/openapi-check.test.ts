/** The mock API's checker (test/support/openapi.ts) really refuses what GitHub would refuse. */
import { describe, expect, it } from 'vitest';
import { checkRequest } from '../../support/openapi.js';

describe("GitHub's REST description as the mock API's judge", () => {
  it('accepts the requests the Action makes', () => {
    expect(checkRequest('GET', '/repos/o/r/pulls/5/files?per_page=100&page=2', null)).toEqual([]);
    expect(checkRequest('GET', '/api/v3/repos/o/r/git/trees/abc?recursive=1', null)).toEqual([]);
    expect(
      checkRequest('POST', '/repos/o/r/pulls/5/reviews', {
        commit_id: 'abc',
        event: 'COMMENT',
        body: 'b',
        comments: [{ path: 'a.md', line: 3, side: 'RIGHT', body: 'x' }],
      }),
    ).toEqual([]);
    expect(checkRequest('DELETE', '/repos/o/r/pulls/comments/12', null)).toEqual([]);
  });

  it('refuses unknown paths, methods, query parameters and bodies off the schema', () => {
    expect(checkRequest('GET', '/repos/o/r/pull/5/files', null)[0]).toMatch(/no such path/);
    expect(checkRequest('PUT', '/repos/o/r/pulls/5/files', null)[0]).toMatch(/no such operation/);
    expect(checkRequest('GET', '/repos/o/r/pulls/5/files?perpage=100', null)[0]).toMatch(
      /unknown query parameter `perpage`/,
    );
    expect(checkRequest('POST', '/repos/o/r/pulls/5/reviews', { event: 'SHOUT' }).join('\n')).toMatch(/body\/event/);
    expect(checkRequest('POST', '/repos/o/r/check-runs', { head_sha: 'x', output: { title: 't' } }).join('\n')).toMatch(
      /name|summary/,
    );
  });
});
