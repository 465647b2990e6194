/** `rp-assets site` usage errors: exit 2 before anything is built; the clean-up of Astro's `.astro/`. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeBase, removeStrayAstro, run } from '../../../src/cli/commands/site.js';

const FIXTURE = join(import.meta.dirname, '../../fixtures/site/ok-two-roots');

async function site(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { cwd: FIXTURE, env: {}, stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
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

  it('removes the .astro/ folder a failed build left (its prerender output), never anything else in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-stray-astro-'));
    try {
      // what an EXDEV failure leaves: .astro/.prerender/{chunks,_astro}/...
      const failed = join(dir, 'failed/.astro');
      mkdirSync(join(failed, '.prerender/chunks'), { recursive: true });
      writeFileSync(join(failed, '.prerender/chunks/a.mjs'), 'export {};');
      await removeStrayAstro(failed);
      expect(existsSync(failed)).toBe(false);
      // after a good build it is empty
      const empty = join(dir, 'empty/.astro');
      mkdirSync(empty, { recursive: true });
      await removeStrayAstro(empty);
      expect(existsSync(empty)).toBe(false);
      // something else in it (written meanwhile by another tool) stays, with the folder
      const other = join(dir, 'other/.astro');
      mkdirSync(join(other, '.prerender'), { recursive: true });
      writeFileSync(join(other, 'data-store.json'), '{}');
      await removeStrayAstro(other);
      expect(existsSync(join(other, '.prerender'))).toBe(false);
      expect(existsSync(join(other, 'data-store.json'))).toBe(true);
      // and no folder at all is fine
      await removeStrayAstro(join(dir, 'none/.astro'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
