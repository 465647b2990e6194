import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpSync } from 'node:fs';
import { mockApi, noCalls, REPO_ROOT, runAction } from './harness.js';

/** A clean asset repository (an empty one is an error: asset.no-assets). */
function cleanRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rp-action-clean-'));
  cpSync(join(REPO_ROOT, 'test/fixtures/cli/ok-clean-repo'), dir, { recursive: true });
  return dir;
}

describe('edge cases of the bundle', () => {
  it('an invalid input fails the step with one error naming it, and writes no outputs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-action-empty-'));
    try {
      const r = await runAction({ workspace: dir, eventName: 'push', payload: {}, inputs: { 'fail-on': 'fatal' } });
      expect(r.code).toBe(1);
      expect(r.commands).toEqual([
        '::error title=rp-assets::input `fail-on` is `fatal`; expected one of `error`, `warning`, `hint`, `never`',
      ]);
      expect(r.outputs).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('workflow_dispatch on a clean repository: nofilter, no API call, a clean summary, zero outputs', async () => {
    const dir = cleanRepo();
    const api = await mockApi(noCalls);
    try {
      const r = await runAction({
        workspace: dir,
        eventName: 'workflow_dispatch',
        payload: { ref: 'refs/heads/main' },
        sha: 'a'.repeat(40),
        apiUrl: api.url,
      });
      expect(r.code).toBe(0);
      expect(api.requests).toEqual([]);
      expect(r.outputs).toMatchObject({
        errors: '0',
        warnings: '0',
        hints: '0',
        total: '0',
        annotated: '0',
        omitted: '0',
      });
      expect(r.summary).toContain('Filter: `nofilter`.');
      expect(r.summary).toContain('No findings.');
    } finally {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an empty repository with no config: SARIF anchors the file-less error at the workflow file (code scanning shows it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-action-empty-'));
    const api = await mockApi(noCalls);
    try {
      const r = await runAction({
        workspace: dir,
        eventName: 'workflow_dispatch',
        payload: { ref: 'refs/heads/main' },
        sha: 'a'.repeat(40),
        apiUrl: api.url,
        inputs: { 'sarif-file': 'out.sarif' },
        env: { GITHUB_WORKFLOW_REF: 'octo/roles/.github/workflows/assets.yml@refs/heads/main' },
      });
      expect(r.code).toBe(1);
      const { readFileSync } = await import('node:fs');
      const sarif = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8')) as {
        runs: {
          results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
          invocations?: unknown;
        }[];
      };
      const run = sarif.runs[0];
      expect(run?.results.map((x) => [x.ruleId, x.locations[0]?.physicalLocation.artifactLocation.uri])).toEqual([
        ['asset.no-assets', '.github/workflows/assets.yml'],
      ]);
      expect(run?.invocations).toBeUndefined();
    } finally {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a broken config file is an annotated error finding on that file, not a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-action-empty-'));
    writeFileSync(join(dir, 'rp-assets.config.yaml'), 'roots: [a\n  b: : c\n');
    try {
      const r = await runAction({ workspace: dir, eventName: 'push', payload: {} });
      expect(r.code).toBe(1);
      expect(r.commands.some((c) => /^::error title=[^,]*,file=rp-assets\.config\.yaml,line=\d+/.test(c))).toBe(true);
      expect(Number(r.outputs['errors'])).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('`summary: never` writes no summary', async () => {
    const dir = cleanRepo();
    try {
      const r = await runAction({ workspace: dir, eventName: 'push', payload: {}, inputs: { summary: 'never' } });
      expect(r.code).toBe(0);
      expect(r.summary).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
