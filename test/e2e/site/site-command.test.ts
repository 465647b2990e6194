/**
 * `rp-assets site` usage errors: exit 2 before anything is built (the --out guards:
 * test/faults/site-out-never-deletes-what-a-user-wrote.test.ts); roots with no asset: exit 1 and nothing published, as
 * `validate` fails, unless `--allow-empty` (issue 31).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeBase, run } from '../../../src/cli/commands/site.js';

const FIXTURE = join(import.meta.dirname, '../../fixtures/site/ok-two-roots');

async function site(args: string[], cwd = FIXTURE) {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { cwd, env: {}, stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

describe('rp-assets site options', () => {
  it('prints help', async () => {
    const r = await site(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--out DIR');
  });

  it('requires --out', async () => {
    const r = await site(['global']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--out');
  });

  it('refuses an --out that would contain the working directory or a root', async () => {
    expect((await site(['global', '--out', '.'])).code).toBe(2);
    expect((await site(['global', '--out', '..'])).code).toBe(2);
    expect((await site(['global', '--out', 'global'])).code).toBe(2);
  });

  it('refuses a base that is not a plain URL path', async () => {
    expect((await site(['global', '--out', '/tmp/x', '--base', 'javascript:alert(1)'])).code).toBe(2);
    expect((await site(['global', '--out', '/tmp/x', '--base', '/a/../b/'])).code).toBe(2);
    expect((await site(['global', '--out', '/tmp/x', '--repo-url', 'javascript:x'])).code).toBe(2);
  });

  it('normalises the base', () => {
    expect(normalizeBase(undefined)).toBe('/');
    expect(normalizeBase('sub')).toBe('/sub/');
    expect(normalizeBase('/a/b')).toBe('/a/b/');
  });
});

describe('rp-assets site on roots with no asset', () => {
  it('fails as validate does and publishes nothing; --allow-empty builds the empty catalog', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-site-empty-'));
    try {
      mkdirSync(join(dir, 'empty'));
      const r = await site(['empty', '--out', 'out', '--locale', 'en', '--jobs', '1'], dir);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('asset.no-assets');
      expect(r.stderr).toContain('nothing published (--allow-empty builds an empty catalog)');
      expect(existsSync(join(dir, 'out'))).toBe(false);
      const allowed = await site(['empty', '--out', 'out', '--allow-empty', '--jobs', '1', '--quiet'], dir);
      expect(allowed.stderr).toBe('');
      expect(allowed.code).toBe(0);
      expect(readdirSync(join(dir, 'out'))).toContain('index.html');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
