/**
 * `rp-assets/astro` in a user's own Astro project (issue 16, point 4): the packed tarball installed
 * with npm into a temporary project outside this checkout, whose astro.config.mjs is docs/site.md's
 * example (it adds the integration to its `integrations`); `astro build` there writes the catalog's pages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepo, nodeEnv, npmInstall, pack, REPO } from '../../support/packed.js';
import type { Packed } from '../../support/packed.js';

/** docs/site.md's example astro.config.mjs, run as written. */
function documentedConfig(): string {
  const doc = readFileSync(join(REPO, 'docs/site.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## In your own Astro project'));
  const example = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (example === undefined) throw new Error('docs/site.md has no example astro.config.mjs');
  return example;
}

let packed: Packed;
let work: string;
let project: string;
let build: { code: number | null; stdout: string; stderr: string };

beforeAll(() => {
  packed = pack();
  work = realpathSync(mkdtempSync(join(tmpdir(), 'rp-astro-user-')));
  npmInstall(work, packed.tarball, 'my-site');
  project = join(work, 'my-site');
  copyRepo(project, join(REPO, 'examples'), 'assets');
  writeFileSync(join(project, 'astro.config.mjs'), documentedConfig());
  const r = spawnSync(process.execPath, [join(project, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: project,
    env: nodeEnv(),
    encoding: 'utf8',
    timeout: 240_000,
  });
  build = { code: r.status, stdout: r.stdout, stderr: r.stderr };
}, 600_000);

afterAll(() => {
  packed?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("rp-assets/astro in a user's Astro project", () => {
  it('builds', () => {
    expect(build.stderr).not.toMatch(/error/i);
    expect(build.code).toBe(0);
  });

  it("writes the catalog's pages under the project's base, from the catalog's slugs", () => {
    const dist = join(project, 'dist');
    const pages = readdirSync(dist, { recursive: true }).filter((f) => String(f).endsWith('index.html'));
    expect(pages.length).toBeGreaterThan(100);
    for (const page of [
      'index.html',
      'characters/index.html',
      'worlds/index.html',
      'routing/index.html',
      'search/index.html',
    ]) {
      expect(existsSync(join(dist, page))).toBe(true);
    }
    expect(pages.some((p) => /^worlds\/[^/]+\/entries\/[^/]+\/index\.html$/.test(String(p)))).toBe(true);
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toContain('href="/catalog/characters/"');
    expect(home).toContain('<html lang="en">');
    expect(existsSync(join(dist, 'data/search/manifest.json'))).toBe(true);
  });
});
