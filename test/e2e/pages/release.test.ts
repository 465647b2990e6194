/**
 * scripts/release.sh (run by .github/workflows/release.yml) against a temporary repository and a bare
 * remote: it creates vX.Y.Z on a commit that adds build/, moves v1 to it, never moves a released
 * version and never touches the branch. The GitHub release half runs against a local stand-in for the
 * API with a prebuilt tarball; test/e2e/release/release-script.test.ts checks that half.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fakeGitHub, runScript, TOKEN } from '../release/fake-github.js';
import type { FakeGitHub } from '../release/fake-github.js';

const REPO = resolve(import.meta.dirname, '../../..');
const SCRIPT = join(REPO, 'scripts/release.sh');
let tmp: string;
let work: string;
let origin: string;
let api: FakeGitHub;

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } }).trim();

async function release(version: string) {
  const tarball = join(tmp, `rp-assets-${version}.tgz`);
  writeFileSync(tarball, 'packed');
  const vsix = join(tmp, `rp-assets-${version}.vsix`);
  writeFileSync(vsix, 'packaged');
  const r = await runScript(SCRIPT, [version], work, {
    GITHUB_TOKEN: TOKEN,
    GITHUB_REPOSITORY: 'rp-assets/rp-assets',
    GITHUB_API_URL: api.url,
    RELEASE_TARBALL: tarball,
    RELEASE_VSIX: vsix,
  });
  return { code: r.code, stderr: r.stderr };
}

function commit(file: string, text: string): string {
  if (spawnSync('git', ['rev-parse', '-q', '--verify', 'main'], { cwd: work }).status === 0)
    git(work, 'checkout', '-q', 'main');
  writeFileSync(join(work, file), text);
  git(work, 'add', '-A');
  git(work, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', file);
  git(work, 'push', '-q', 'origin', 'main');
  return git(work, 'rev-parse', 'HEAD');
}

beforeAll(async () => {
  api = await fakeGitHub('rp-assets/rp-assets');
  tmp = mkdtempSync(join(tmpdir(), 'rp-release-'));
  origin = join(tmp, 'origin.git');
  work = join(tmp, 'work');
  git(tmp, 'init', '-q', '--bare', '-b', 'main', origin);
  git(tmp, 'clone', '-q', origin, work);
  git(work, 'checkout', '-q', '-b', 'main');
  writeFileSync(join(work, '.gitignore'), 'build/\n');
  commit('package.json', '{"name":"rp-assets"}\n');
});

afterAll(async () => {
  await api.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('release', () => {
  it('refuses without a compiled build/ or with a malformed version', async () => {
    expect((await release('1.0.0')).code).toBe(2);
    mkdirSync(join(work, 'build/cli'), { recursive: true });
    writeFileSync(join(work, 'build/cli/main.js'), 'export {};\n');
    expect((await release('1')).code).toBe(2);
    expect((await release('v1.0.0')).code).toBe(2);
    expect(git(origin, 'tag')).toBe('');
  });

  it('tags a commit that adds build/ on top of the branch and points v1 at it; the branch keeps no build/', async () => {
    const source = git(work, 'rev-parse', 'HEAD');
    expect(await release('1.0.0')).toMatchObject({ code: 0 });
    const v1 = git(origin, 'rev-parse', 'v1^{commit}');
    expect(git(origin, 'rev-parse', 'v1.0.0^{commit}')).toBe(v1);
    expect(git(origin, 'rev-parse', `${v1}^`)).toBe(source);
    expect(git(origin, 'show', `${v1}:build/cli/main.js`)).toBe('export {};');
    expect(git(origin, 'ls-tree', '--name-only', 'main')).not.toContain('build');
  });

  it('moves v1 to the next release and never moves a released version', async () => {
    const first = git(origin, 'rev-parse', 'v1.0.0^{commit}');
    const source = commit('README.md', 'next\n');
    // leaving the release commit took its tracked build/ away; a fresh `npm ci` compiles it again
    mkdirSync(join(work, 'build/cli'), { recursive: true });
    writeFileSync(join(work, 'build/cli/main.js'), 'export {};\n');
    expect(await release('1.1.0')).toMatchObject({ code: 0 });
    const v1 = git(origin, 'rev-parse', 'v1^{commit}');
    expect(git(origin, 'rev-parse', `${v1}^`)).toBe(source);
    expect(git(origin, 'rev-parse', 'v1.0.0^{commit}')).toBe(first);
    git(work, 'checkout', '-q', 'main');
    const again = await release('1.1.0');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('exists already');
    expect(git(origin, 'rev-parse', 'v1^{commit}')).toBe(v1);
  });

  it('is what the release workflow runs, after npm ci and the checks', () => {
    const wf = parse(readFileSync(join(REPO, '.github/workflows/release.yml'), 'utf8')) as {
      permissions: Record<string, string>;
      jobs: { release: { steps: { run?: string; env?: Record<string, string> }[] } };
    };
    expect(wf.permissions.contents).toBe('write');
    const runs = wf.jobs.release.steps.flatMap((s) => (s.run === undefined ? [] : [s.run]));
    expect(runs[0]).toContain('npm ci');
    expect(runs.at(-1)).toBe('bash scripts/release.sh "$VERSION"');
    expect(wf.jobs.release.steps.at(-1)?.env?.['GITHUB_TOKEN']).toBe('${{ secrets.GITHUB_TOKEN }}');
  });
});
