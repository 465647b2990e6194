import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIXTURES,
  example,
  git,
  makeRepo,
  mockApi,
  noCalls,
  paged,
  pullFiles,
  pullRequestPayload,
  refuse,
  runAction,
} from './harness.js';
import type { MockApi, TempRepo } from './harness.js';

const REPO = 'octo/roles';
const ALICE = 'rp assets/roleplay/characters/alice/CHARACTER.md';
const BOB = 'rp assets/roleplay/characters/角色 乙/CHARACTER.md';
const FILES_PATH = `/repos/${REPO}/pulls/7/files`;

describe('pull_request, filter-mode new (a PR renames a world)', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = makeRepo(join(FIXTURES, 'pr-renames-world/base'), join(FIXTURES, 'pr-renames-world/head'));
  });
  afterAll(() => repo.cleanup());

  const inputs = { 'working-directory': 'rp assets', roots: 'roleplay' };
  const payload = (fork = false) =>
    pullRequestPayload({ repo: REPO, number: 7, baseSha: repo.baseSha, headSha: repo.headSha, fork });

  it('reports the unresolved references in UNTOUCHED characters, hides old debt, links and counts', async () => {
    const files = pullFiles(repo);
    const api: MockApi = await mockApi((req, base) =>
      req.url.startsWith(FILES_PATH) ? paged(req, base, files) : refuse(req, 404, 'Not Found'),
    );
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        inputs,
        apiUrl: api.url,
        sha: 'f'.repeat(40),
      });
      expect(r.stderr).toBe('');
      // The two new errors, repo-relative (working-directory prefixed), on the `worlds:` line, and the
      // renamed world that no card reaches any more (world.unreachable, on the changed `id:` line).
      expect(r.commands).toEqual([
        expect.stringMatching(
          /^::warning title=world\.unreachable%3A [^,]*,file=rp assets\/roleplay\/worlds\/astra\/WORLD\.md,line=3,.*because `worlds: \[astra\]` of `alice` resolves to nothing/,
        ),
        `::error title=character.unresolved-world%3A Unknown world reference,file=${ALICE},line=6,endLine=6,col=10,endColumn=15::Found world \`astra\` in \`worlds\`, which is no world id; expected \`astria\`%0AConsequence: World \`astra\` never takes effect: its core text is not injected and its entries are never retrieved.%0AFix: Use the \`id\` of an existing world (\`id:\` in its \`WORLD.md\`, or its folder name), or add that world.%0ASuggested replacement: astria%0ADocs: https://github.com/rp-assets/rp-assets/blob/main/docs/codes/character/unresolved-world.md`,
        expect.stringMatching(
          new RegExp(
            `^::error title=character.unresolved-world%3A [^,]*,file=${BOB},line=6,endLine=6,col=10,endColumn=15::`,
          ),
        ),
      ]);
      expect(r.outputs).toMatchObject({
        errors: '2',
        warnings: '1',
        hints: '0',
        total: '4',
        annotated: '3',
        omitted: '0',
        'report-file': '',
        'sarif-file': '',
      });
      expect(r.code).toBe(1);
      // Summary: exact counts, links to the head commit, world status, old debt collapsed.
      expect(r.summary).toContain(`| Reported (after the filter) | 2 | 1 | 0 | 3 |`);
      expect(r.summary).toContain(`| Found (before the filter) | 3 | 1 | 0 | 4 |`);
      expect(r.summary).toContain(
        `(https://github.com/${REPO}/blob/${repo.headSha}/rp%20assets/roleplay/characters/alice/CHARACTER.md#L6)`,
      );
      expect(r.summary).toContain(`rp%20assets/roleplay/characters/%E8%A7%92%E8%89%B2%20%E4%B9%99/CHARACTER.md#L6`);
      expect(r.summary).toContain('astra ✗\\(not found\\)');
      expect(r.summary).toMatch(
        /<details>\n<summary>Pre-existing or outside the filter \(1\)<\/summary>[\s\S]*nowhere\\-land[\s\S]*<\/details>/,
      );
      // The PR files were read page by page with the token; nothing else was called (base read with git).
      expect(api.requests.map((q) => q.url)).toEqual(
        files.map((_, i) => `${FILES_PATH}?per_page=100${i === 0 ? '' : `&page=${i + 1}`}`),
      );
      expect(api.requests.every((q) => q.method === 'GET' && q.auth === 'token test-token')).toBe(true);
      // every answer was GitHub's example response for the operation, with this PR's files merged over it
      expect(api.responses.map((a) => `${a.status} ${a.origin}`)).toEqual(files.map(() => '200 example'));
    } finally {
      await api.close();
    }
  });

  it('on a fork pull request calls no API at all and still filters with git', async () => {
    const api = await mockApi(noCalls);
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(true),
        inputs,
        apiUrl: api.url,
      });
      expect(api.requests).toEqual([]);
      expect(r.commands[0]).toMatch(/^::notice title=rp-assets::Pull request from a fork/);
      expect(r.commands.filter((c) => c.startsWith('::error'))).toHaveLength(2);
      expect(r.outputs).toMatchObject({ errors: '2', total: '4' });
      expect(r.summary).toContain('comes from a fork');
    } finally {
      await api.close();
    }
  });

  it('403 from the files API: falls back to git, says so, does not fail the job by itself', async () => {
    const api = await mockApi((req) => refuse(req, 403, 'Resource not accessible by integration'));
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        inputs: { ...inputs, 'fail-on': 'never' },
        apiUrl: api.url,
      });
      expect(r.code).toBe(0);
      expect(r.outputs).toMatchObject({ errors: '2', total: '4' });
      expect(r.summary).toMatch(
        /API: pull request files: GET \/repos\/octo\/roles\/pulls\/7\/files\?per_page=100 answered 403: Resource not accessible by integration/,
      );
      expect(r.commands.filter((c) => c.startsWith('::error'))).toHaveLength(2);
    } finally {
      await api.close();
    }
  });

  it('workflow_run publisher of a fork PR: finds the PR by head branch and commit, then uses the API', async () => {
    const files = pullFiles(repo);
    const api = await mockApi((req, base) => {
      if (req.url.startsWith(`/repos/${REPO}/pulls?state=open&head=contributor%3Arename-world`))
        return paged(req, base, [
          {
            number: 7,
            head: { sha: repo.headSha, ref: 'rename-world', label: 'contributor:rename-world' },
            base: { sha: repo.baseSha },
          },
        ]);
      if (req.url.startsWith(FILES_PATH)) return paged(req, base, files);
      return refuse(req, 404, 'Not Found');
    });
    try {
      const wr = {
        action: 'completed',
        repository: { full_name: REPO },
        workflow_run: {
          event: 'pull_request',
          head_sha: repo.headSha,
          head_branch: 'rename-world',
          head_repository: { full_name: 'contributor/roles', owner: { login: 'contributor' } },
          pull_requests: [],
        },
      };
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'workflow_run',
        payload: wr,
        inputs,
        apiUrl: api.url,
      });
      expect(api.requests[0]?.url).toBe(`/repos/${REPO}/pulls?state=open&head=contributor%3Arename-world&per_page=100`);
      expect(api.requests.some((q) => q.url.startsWith(FILES_PATH))).toBe(true);
      expect(r.outputs).toMatchObject({ errors: '2', total: '4' });
      expect(r.summary).toContain(`/blob/${repo.headSha}/`);
      expect(r.summary).not.toContain('comes from a fork');
    } finally {
      await api.close();
    }
  });

  it('base commit not in a shallow clone and no remote: reads the base tree through the trees and blobs API', async () => {
    const shallow = join(repo.dir, '..', `${repo.dir.split('/').pop()}-shallow`);
    git(repo.dir, 'clone', '-q', '--depth', '1', `file://${repo.dir}`, shallow);
    git(shallow, 'remote', 'remove', 'origin');
    const files = pullFiles(repo);
    const tree = git(repo.dir, 'ls-tree', '-r', '-l', '-z', repo.baseSha)
      .split('\0')
      .filter((l) => l !== '')
      .map((l) => {
        const [meta, path] = l.split('\t') as [string, string];
        const [mode, type, sha, size] = meta.split(/ +/) as [string, string, string, string];
        return { path, mode, type, sha, size: Number(size) };
      });
    const api = await mockApi((req, base) => {
      if (req.url.startsWith(FILES_PATH)) return paged(req, base, files);
      if (req.url === `/repos/${REPO}/git/trees/${repo.baseSha}?recursive=1`)
        return example(
          req,
          { sha: repo.baseSha, tree, truncated: false },
          { example: 'response-recursively-retrieving-a-tree' },
        );
      const blob = /^\/repos\/octo\/roles\/git\/blobs\/([0-9a-f]{40})$/.exec(req.url);
      if (blob) {
        const bytes = execFileSync('git', ['cat-file', 'blob', blob[1] as string], { cwd: repo.dir });
        // GitHub's base64 comes in lines of 60 characters
        const content = (bytes.toString('base64').match(/.{1,60}/g) ?? []).map((l) => `${l}\n`).join('');
        return example(req, { sha: blob[1], size: bytes.length, encoding: 'base64', content });
      }
      return refuse(req, 404, 'Not Found');
    });
    try {
      const r = await runAction({
        workspace: shallow,
        eventName: 'pull_request',
        payload: payload(),
        inputs,
        apiUrl: api.url,
      });
      expect(r.outputs).toMatchObject({ errors: '2', total: '4' });
      expect(r.summary).toContain('Filter: `new`.');
      const blobs = api.requests.filter((q) => q.url.includes('/git/blobs/'));
      // Only the files the core reads under the working directory were fetched.
      expect(blobs.length).toBe(4);
      expect(api.requests.filter((q) => q.url.includes('/git/trees/'))).toHaveLength(1);
    } finally {
      await api.close();
      rmSync(shallow, { recursive: true, force: true });
    }
  });

  it('checkout with `path:` (repo in a sub-folder of the workspace): paths stay relative to the repository', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'rp-action-ws-'));
    git(ws, 'clone', '-q', repo.dir, join(ws, 'checkout'));
    const api = await mockApi(noCalls);
    try {
      const r = await runAction({
        workspace: ws,
        eventName: 'pull_request',
        payload: payload(true),
        inputs: { ...inputs, 'working-directory': 'checkout/rp assets' },
        apiUrl: api.url,
      });
      expect(
        r.commands.filter((c) => /^::error title=[^,]*,file=[^,]*,line=6,/.test(c) && c.includes(`,file=${ALICE},`)),
      ).toHaveLength(1);
      expect(r.outputs).toMatchObject({ errors: '2', total: '4' });
    } finally {
      await api.close();
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it('`filter-mode: added` only sees changed lines, so the breakage in untouched files is not reported', async () => {
    const files = pullFiles(repo);
    const api = await mockApi((req, base) =>
      req.url.startsWith(FILES_PATH) ? paged(req, base, files) : refuse(req, 404, 'Not Found'),
    );
    try {
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: payload(),
        inputs: { ...inputs, 'filter-mode': 'added' },
        apiUrl: api.url,
      });
      // only the renamed world's changed `id:` line is annotated (world.unreachable, a warning)
      expect(r.outputs).toMatchObject({ errors: '0', warnings: '1', total: '4', annotated: '1' });
      expect(r.code).toBe(0);
      expect(r.summary).toContain('Filter: `added`.');
      expect(r.summary).toContain('Pre-existing or outside the filter (3)');
    } finally {
      await api.close();
    }
  });

  it('without the base commit: `new` falls back (notice + summary) instead of guessing', async () => {
    const api = await mockApi(noCalls);
    try {
      const p = pullRequestPayload({
        repo: REPO,
        number: 7,
        baseSha: 'e'.repeat(40),
        headSha: repo.headSha,
        fork: true,
      });
      const r = await runAction({
        workspace: repo.dir,
        eventName: 'pull_request',
        payload: p,
        inputs,
        apiUrl: api.url,
      });
      expect(api.requests).toEqual([]);
      expect(
        r.commands.some((c) =>
          /^::notice title=rp-assets::`new` → `added`: the base commit eeeeeeeeeeee could not be read/.test(c),
        ),
      ).toBe(true);
      expect(r.summary).toContain('`new` → `added`');
      expect(r.outputs).toMatchObject({ errors: '3', total: '4' });
    } finally {
      await api.close();
    }
  });
});
