/**
 * `rp-assets site` where its users run it (issue 15, point 1): the packed tarball installed with
 * npm, globally, and with pnpm's strict layout, each started from an asset repository with no
 * node_modules of its own; `--out` inside the working directory, outside it, and on another file
 * system (/dev/shm, a tmpfs). Every folder is outside this checkout and removed afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepo, nodeEnv, npmInstall, pack, REPO, sitePeers } from '../../support/packed.js';
import type { Packed } from '../../support/packed.js';

const EXAMPLES = join(REPO, 'examples');
const SHM = '/dev/shm';

let packed: Packed;
let work: string;
let shmWork: string | null = null;

beforeAll(() => {
  packed = pack();
  work = realpathSync(mkdtempSync(join(tmpdir(), 'rp-layouts-')));
  if (existsSync(SHM) && statSync(SHM).dev !== statSync(work).dev) shmWork = mkdtempSync(join(SHM, 'rp-layouts-'));
}, 300_000);

afterAll(() => {
  packed?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
  if (shmWork) rmSync(shmWork, { recursive: true, force: true });
});

function runBin(bin: string[], args: string[], cwd: string) {
  const r = spawnSync(bin[0]!, [...bin.slice(1), ...args], { cwd, env: nodeEnv(), encoding: 'utf8', timeout: 240_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A built catalog: its front page, the marker, and nothing of the build left in the asset folder. */
function expectCatalog(out: string, repo: string) {
  expect(existsSync(join(out, 'index.html'))).toBe(true);
  expect(existsSync(join(out, '.rp-assets-site.json'))).toBe(true);
  expect(existsSync(join(out, '.prerender'))).toBe(false);
  expect(readdirSync(repo).filter((n) => n.startsWith('.'))).toEqual([]);
}

describe('the packed package installed with npm, run by path from an asset repository without node_modules', () => {
  let bin: string[];
  let repo: string;
  beforeAll(() => {
    bin = [process.execPath, npmInstall(work, packed.tarball)];
    repo = copyRepo(work, EXAMPLES, 'assets-npm');
  }, 300_000);

  it('validates', () => {
    const r = runBin(bin, ['validate', '--locale', 'en', 'project'], repo);
    expect(r.stderr).toBe('');
    expect(r.code).not.toBe(2);
  });

  it('builds the site with --out inside the working directory', () => {
    const r = runBin(bin, ['site', '--out', '_site'], repo);
    expect(r.stderr + r.stdout).not.toMatch(/Cannot find package|Sourcemap/);
    expect(r.code).toBe(0);
    expectCatalog(join(repo, '_site'), repo);
  });

  it('builds the site with --out outside the working directory', () => {
    const out = join(work, 'elsewhere/site');
    const r = runBin(bin, ['site', '--out', out], repo);
    expect(r.stderr).not.toMatch(/Cannot find package/);
    expect(r.code).toBe(0);
    expectCatalog(out, repo);
  });

  it.runIf(process.platform === 'linux')('builds the site with --out on another file system (/dev/shm)', () => {
    expect(shmWork, '/dev/shm must be a separate tmpfs on this machine').not.toBeNull();
    const out = join(shmWork!, 'site');
    const first = runBin(bin, ['site', '--out', out], repo);
    expect(first.stderr).not.toMatch(/EXDEV/);
    expect(first.code).toBe(0);
    expectCatalog(out, repo);
    // and replaces its own catalog there on the next run
    const second = runBin(bin, ['site', '--out', out], repo);
    expect(second.code).toBe(0);
    expectCatalog(out, repo);
    expect(readdirSync(shmWork!)).toEqual(['site']);
  });
});

describe('the packed package installed globally (npm install -g)', () => {
  it('builds the site from an asset repository', () => {
    const prefix = join(work, 'global');
    execFileSync('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', packed.tarball, ...sitePeers()], {
      env: nodeEnv(),
      stdio: 'pipe',
    });
    const repo = copyRepo(work, EXAMPLES, 'assets-global');
    const r = runBin([process.execPath, join(prefix, 'bin/rp-assets')], ['site', '--out', '_site'], repo);
    expect(r.stderr).not.toMatch(/Cannot find package/);
    expect(r.code).toBe(0);
    expectCatalog(join(repo, '_site'), repo);
  }, 300_000);
});

describe("the packed package installed with pnpm (its strict layout, from the npm registry's pnpm)", () => {
  it('builds the site from an asset repository', () => {
    const project = join(work, 'pnpm-project');
    execFileSync('mkdir', ['-p', project]);
    execFileSync('npm', ['init', '-y'], { cwd: project, env: nodeEnv(), stdio: 'pipe' });
    execFileSync('npx', ['--yes', 'pnpm@9', 'add', packed.tarball, ...sitePeers()], {
      cwd: project,
      env: nodeEnv({ npm_config_store_dir: join(work, 'pnpm-store') }),
      stdio: 'pipe',
    });
    // pnpm links node_modules/rp-assets into node_modules/.pnpm/…: no flat node_modules to lean on
    // (astro is the user's own direct dependency here, as a peer; its own dependencies are not hoisted)
    expect(existsSync(join(project, 'node_modules/vite'))).toBe(false);
    const repo = copyRepo(work, EXAMPLES, 'assets-pnpm');
    const bin = join(project, 'node_modules/rp-assets/bin/rp-assets.js');
    const r = runBin([process.execPath, bin], ['site', '--out', '_site'], repo);
    expect(r.stderr).not.toMatch(/Cannot find package/);
    expect(r.code).toBe(0);
    expectCatalog(join(repo, '_site'), repo);
  }, 400_000);
});
