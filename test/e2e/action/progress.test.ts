/**
 * Issue 35, point 4, as the runner sees it: the Action bundled from today's source (dist/ is
 * rebuilt only at release) on a clean repository: each phase a collapsible group with its lines
 * and duration, and the job summary's footer with the files checked and the time per phase.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockApi, noCalls, REPO_ROOT, runAction } from './harness.js';

let out = '';
let dir = '';

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'rp-action-bundle-'));
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build-action.mjs'), out], { cwd: REPO_ROOT });
  dir = mkdtempSync(join(tmpdir(), 'rp-action-clean-'));
  cpSync(join(REPO_ROOT, 'test/fixtures/cli/ok-clean-repo'), dir, { recursive: true });
});

afterAll(() => {
  for (const d of [out, dir]) if (d !== '') rmSync(d, { recursive: true, force: true });
});

describe('the Action says how far it is', () => {
  it('phases as log groups with durations; counts and times in the summary footer', async () => {
    const api = await mockApi(noCalls);
    try {
      const r = await runAction({
        workspace: dir,
        eventName: 'workflow_dispatch',
        payload: { ref: 'refs/heads/main' },
        sha: 'a'.repeat(40),
        apiUrl: api.url,
        bundle: join(out, 'index.js'),
      });
      expect(r.code).toBe(0);
      const log = r.stdout.split('\n');
      const open = log.indexOf('::group::rp-assets: reading assets');
      expect(open).toBeGreaterThanOrEqual(0);
      expect(log[open + 1]).toBe('rp-assets: reading assets…');
      expect(log[open + 2]).toMatch(/^rp-assets: reading assets: 4 files in \d+\.\d s$/);
      expect(log[open + 3]).toBe('::endgroup::');
      expect(r.summary).toMatch(/\n<sub>Time per phase\\: reading assets\\: 4 files in \d+\\\.\d s<\/sub>\n$/);
    } finally {
      await api.close();
    }
  });
});
