/**
 * scripts/release.sh's GitHub half against a local stand-in for the REST API (fake-github.ts): after
 * tagging it creates the release when missing and uploads the packed tarball as an application/gzip
 * asset and the VS Code extension as an application/zip one, with the token as a Bearer header; a refused token, a missing token, an asset attached already
 * and a tarball of another version each stop it with a clear message, and the token is never printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGitHub, runScript, TOKEN } from './fake-github.js';
import type { FakeGitHub } from './fake-github.js';

const SCRIPT = resolve(import.meta.dirname, '../../../scripts/release.sh');
const REPOSITORY = 'rp-assets/rp-assets';
let tmp: string;
let work: string;
let origin: string;
let api: FakeGitHub;
/** A stand-in for editors/vscode's package (its packaging is test/e2e/editors/vscode-package.test.ts). */
let vsix: string;

const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const tags = (): string[] => git(origin, 'tag').split('\n').filter(Boolean);

function release(args: string[], env: Record<string, string | undefined> = {}) {
  return runScript(SCRIPT, args, work, {
    GITHUB_TOKEN: TOKEN,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_API_URL: api.url,
    RELEASE_TARBALL: undefined,
    RELEASE_VSIX: vsix,
    ...env,
  });
}

/** A prebuilt tarball for `version`, so the runs after the first skip `npm pack`. */
function tarball(version: string): string {
  const file = join(tmp, `rp-assets-${version}.tgz`);
  writeFileSync(file, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, ...Buffer.from(version)]));
  return file;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'rp-release-api-'));
  origin = join(tmp, 'origin.git');
  work = join(tmp, 'work');
  git(tmp, 'init', '-q', '--bare', '-b', 'main', origin);
  git(tmp, 'clone', '-q', origin, work);
  git(work, 'checkout', '-q', '-b', 'main');
  writeFileSync(join(work, '.gitignore'), 'build/\n');
  writeFileSync(join(work, 'package.json'), '{"name":"rp-assets","version":"1.0.0","files":["build"]}\n');
  git(work, 'add', '-A');
  git(work, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'package');
  git(work, 'push', '-q', 'origin', 'main');
  mkdirSync(join(work, 'build/cli'), { recursive: true });
  writeFileSync(join(work, 'build/cli/main.js'), 'export {};\n');
  vsix = join(tmp, 'extension.vsix');
  writeFileSync(vsix, Buffer.from('PK\x03\x04 a vsix stand-in'));
  api = await fakeGitHub(REPOSITORY);
});

afterAll(async () => {
  await api.close();
  rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  api.requests.length = 0;
  api.refuse = undefined;
});

describe('release.sh and the GitHub release', () => {
  it('refuses without GITHUB_TOKEN before tagging or calling anything', async () => {
    const r = await release(['1.0.0'], { GITHUB_TOKEN: undefined });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('GITHUB_TOKEN');
    expect(api.requests).toEqual([]);
    expect(tags()).toEqual([]);
  });

  it('stops at a refused token (401) with no tag pushed and the token never printed', async () => {
    api.refuse = 401;
    const r = await release(['1.0.0'], { RELEASE_TARBALL: tarball('1.0.0') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/HTTP 401.*GITHUB_TOKEN was refused/);
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
    expect(api.requests.map((q) => q.method)).toEqual(['GET']);
    expect(tags()).toEqual([]);
  });

  it('refuses without the extension to release, before tagging or calling anything', async () => {
    const r = await release(['1.0.0'], { RELEASE_TARBALL: tarball('1.0.0'), RELEASE_VSIX: undefined });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('editors/vscode/ is missing');
    expect(api.requests).toEqual([]);
    expect(tags()).toEqual([]);
  });

  it('refuses a tarball of another version', async () => {
    const r = await release(['1.0.0'], { RELEASE_TARBALL: tarball('0.9.0') });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not version 1.0.0');
    expect(api.requests).toEqual([]);
  });

  it('packs with npm pack, tags, creates the missing release and uploads the tarball to it', async () => {
    const r = await release(['1.0.0']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(tags()).toEqual(['v1', 'v1.0.0']);
    const calls = api.requests.map((q) => `${q.method} ${q.url}`);
    expect(calls).toEqual([
      `GET /repos/${REPOSITORY}/releases/tags/v1.0.0`,
      `POST /repos/${REPOSITORY}/releases`,
      `POST /uploads/repos/${REPOSITORY}/releases/1/assets?name=rp-assets-1.0.0.tgz`,
      `POST /uploads/repos/${REPOSITORY}/releases/1/assets?name=rp-assets-1.0.0.vsix`,
    ]);
    expect(api.requests.every((q) => q.auth === `Bearer ${TOKEN}`)).toBe(true);
    expect(api.requests[3]?.contentType).toBe('application/zip');
    expect(api.requests[3]?.body.equals(readFileSync(vsix))).toBe(true);
    expect(JSON.parse(api.requests[1]?.body.toString('utf8') ?? '')).toMatchObject({ tag_name: 'v1.0.0' });
    const upload = api.requests[2];
    expect(upload?.contentType).toBe('application/gzip');
    // the body is the real packed tarball: a tar whose first entry is the package's package.json
    const tar = gunzipSync(upload?.body ?? Buffer.alloc(0));
    expect(tar.subarray(0, 100).toString('utf8')).toContain('package/');
    expect(tar.toString('utf8')).toContain('"version":"1.0.0"');
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it('attaches to an existing release without creating another', async () => {
    git(work, 'checkout', '-q', 'main');
    mkdirSync(join(work, 'build/cli'), { recursive: true });
    writeFileSync(join(work, 'build/cli/main.js'), 'export {};\n');
    api.releases.push('v1.1.0');
    const file = tarball('1.1.0');
    const r = await release(['1.1.0'], { RELEASE_TARBALL: file });
    expect(r.code).toBe(0);
    expect(api.requests.map((q) => `${q.method} ${q.url}`)).toEqual([
      `GET /repos/${REPOSITORY}/releases/tags/v1.1.0`,
      `POST /uploads/repos/${REPOSITORY}/releases/2/assets?name=rp-assets-1.1.0.tgz`,
      `POST /uploads/repos/${REPOSITORY}/releases/2/assets?name=rp-assets-1.1.0.vsix`,
    ]);
    expect(api.requests[1]?.body.equals(readFileSync(file))).toBe(true);
  });

  it('says so when the tarball is attached already (422), and --attach needs a released tag', async () => {
    const again = await release(['--attach', '1.1.0'], { RELEASE_TARBALL: tarball('1.1.0') });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('rp-assets-1.1.0.tgz is attached to v1.1.0 already');
    const missing = await release(['--attach', '3.0.0'], { RELEASE_TARBALL: tarball('3.0.0') });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('v3.0.0 is not on origin');
    expect(api.requests.filter((q) => q.url.includes('3.0.0'))).toEqual([]);
  });
});
