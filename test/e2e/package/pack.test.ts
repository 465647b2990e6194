/**
 * Issue 15, point 7: the tarball ships only what runs. `npm pack` after a test run shipped
 * `site/.astro/` and `site/node_modules/.vite/` (33 files, 1.1 MB), and source maps pointing at an
 * unshipped src/ made every installed site build warn. This test plants such leftovers, packs (dry
 * run) and fails on any cache, test or map file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeEnv, REPO } from '../../support/packed.js';

const PLANTED = ['site/.astro/leftover-from-a-test.json', 'site/node_modules/.vite/leftover.json', 'site/dist/x.html'];
const made: string[] = [];

let files: string[] = [];

beforeAll(() => {
  for (const rel of PLANTED) {
    const abs = join(REPO, rel);
    if (existsSync(abs)) continue;
    mkdirSync(join(abs, '..'), { recursive: true });
    writeFileSync(abs, '{}');
    made.push(abs);
  }
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: REPO,
    env: nodeEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  files = (JSON.parse(out) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
}, 120_000);

afterAll(() => {
  for (const abs of made) rmSync(abs, { force: true });
});

describe('the packed tarball', () => {
  it('holds no cache, test leftover, source or map file', () => {
    const bad = files.filter(
      (f) =>
        /^(src|test|bench|scripts)\//.test(f) ||
        /(^|\/)(\.astro|\.vite|node_modules|coverage)\//.test(f) ||
        /\.map$|\.tgz$|^site\/dist\//.test(f),
    );
    expect(bad).toEqual([]);
  });

  it('holds what runs: the bin, the compiled CLI, core and Astro integration, the site sources, the schemas', () => {
    for (const f of [
      'bin/rp-assets.js',
      'build/cli/main.js',
      'build/node/node-fs.js',
      'build/index.js',
      'build/index.d.ts',
      'build/astro/index.js',
      'build/astro/index.d.ts',
      'site/astro.config.mjs',
      'site/src/routes/index.astro',
      'site/src/components/EntryPage.astro',
      'package.json',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.some((f) => f.startsWith('schemas/'))).toBe(true);
  });
});
