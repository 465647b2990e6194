/**
 * Issue 29, point 7: `rp-assets site --out`. Before: of two builds into one folder one failed with a
 * confusing ENOENT (the other had removed its staging folder); a rebuild dropped the `CNAME` and
 * `.nojekyll` the user had put in the output folder (a GitHub Pages custom domain broke); an
 * `--out` that is a symlink to nothing built everything and then failed. Now: a lock per `--out`
 * ("another build is writing here"), a keep-list (docs/site.md), a dangling link refused up front.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/commands/site.js';
import { SITE_MARKER } from '../../src/cli/site-out.js';

const FIXTURE = join(import.meta.dirname, '../fixtures/site/ok-two-roots');

let dir: string;
let repo: string;

beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'rp-site-lock-')));
  repo = join(dir, 'repo');
  cpSync(FIXTURE, repo, { recursive: true });
  return () => rmSync(dir, { recursive: true, force: true });
});

async function site(args: string[]) {
  let stderr = '';
  const code = await run(['global', 'project', ...args, '--quiet'], {
    cwd: repo,
    env: {},
    stdout: () => {},
    stderr: (s) => (stderr += s),
  });
  return { code, stderr };
}

/** The pid of a process that has exited. */
function deadPid(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.on('exit', () => resolve(child.pid ?? 0));
  });
}

describe('one build per --out', () => {
  it('of two builds started together into one folder, one builds and the other says why it stops', async () => {
    const out = join(dir, 'site');
    const results = await Promise.all([site(['--out', out]), site(['--out', out])]);
    const codes = results.map((r) => r.code).sort();
    expect(codes, results.map((r) => r.stderr).join('\n')).toEqual([0, 2]);
    expect(results.find((r) => r.code === 2)?.stderr).toContain('another build is writing here');
    expect(existsSync(join(out, SITE_MARKER))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['repo', 'site']);
  }, 240_000);

  it('a second build into a folder another build is writing stops at once, and touches nothing', async () => {
    const out = join(dir, 'site');
    // a build of this very process (alive) holds the folder
    const lock = join(dir, '.site.rp-assets-lock');
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname() }));
    const r = await site(['--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('another build is writing here');
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['.site.rp-assets-lock', 'repo']);
  }, 120_000);

  it('a lock left by a killed build is taken over; the lock is gone afterwards', async () => {
    const out = join(dir, 'site');
    writeFileSync(join(dir, '.site.rp-assets-lock'), JSON.stringify({ pid: await deadPid(), host: hostname() }));
    const r = await site(['--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['repo', 'site']);
  }, 120_000);
});

describe('what the user put in --out survives a rebuild', () => {
  it('CNAME, .nojekyll and the keep-list are carried over; the site’s own files win', async () => {
    const out = join(dir, 'site');
    // a fresh folder with only a CNAME is accepted
    mkdirSync(out);
    writeFileSync(join(out, 'CNAME'), 'lore.example.org\n');
    expect((await site(['--out', out])).code).toBe(0);
    expect(readFileSync(join(out, 'CNAME'), 'utf8')).toBe('lore.example.org\n');

    writeFileSync(join(out, '.nojekyll'), '');
    writeFileSync(join(out, '.rp-assets-keep'), '# mine\nnotes/readme.txt\nindex.html\n');
    mkdirSync(join(out, 'notes'));
    writeFileSync(join(out, 'notes/readme.txt'), 'keep me');
    writeFileSync(join(out, 'index.html'), 'not the site');
    writeFileSync(join(out, 'stray.txt'), 'not listed');
    expect((await site(['--out', out])).code).toBe(0);
    expect(readFileSync(join(out, 'CNAME'), 'utf8')).toBe('lore.example.org\n');
    expect(existsSync(join(out, '.nojekyll'))).toBe(true);
    expect(readFileSync(join(out, 'notes/readme.txt'), 'utf8')).toBe('keep me');
    expect(existsSync(join(out, '.rp-assets-keep'))).toBe(true);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toBe('not the site');
    expect(existsSync(join(out, 'stray.txt'))).toBe(false);
    expect(existsSync(join(out, SITE_MARKER))).toBe(true);
  }, 240_000);
});

describe('a dangling --out symlink', () => {
  it('is refused before anything is built', async () => {
    const out = join(dir, 'site');
    symlinkSync(join(dir, 'gone'), out);
    const r = await site(['--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('symlink to something that does not exist');
    expect(readdirSync(dir).sort()).toEqual(['repo', 'site']);
  }, 120_000);
});
