/**
 * Issue 13, item 1: `rp-assets site --out` never deletes what a user wrote. Every guard runs on real
 * paths (symlinks resolved); an existing folder is replaced only when it is a catalog this command
 * built (its marker); the site is built beside `--out` and swapped in whole, so `kill -9` at any
 * moment leaves the previous site as it was.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/commands/site.js';
import { recoverStages, SITE_MARKER } from '../../src/cli/site-out.js';
import { nodeEnv, npmInstall, pack } from '../support/packed.js';

const FIXTURE = join(import.meta.dirname, '../fixtures/site/ok-two-roots');

let dir: string;
let repo: string;

beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'rp-site-out-')));
  repo = join(dir, 'repo');
  cpSync(FIXTURE, repo, { recursive: true });
  return () => rmSync(dir, { recursive: true, force: true });
});

async function site(args: string[], cwd = repo) {
  let stderr = '';
  const code = await run(args, { cwd, env: {}, stdout: () => {}, stderr: (s) => (stderr += s) });
  return { code, stderr };
}

/** Every file below `root` with a hash of its content, `.git/` included. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isSymbolicLink()) files.set(relative(root, p), `-> ${readlinkSync(p)}`);
      else if (e.isDirectory()) walk(p);
      else files.set(relative(root, p), createHash('sha1').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(root);
  return files;
}

describe('refused with exit 2, nothing touched', () => {
  it('an --out equal to or inside an asset root', async () => {
    const before = snapshot(repo);
    expect((await site(['global', 'project', '--out', 'project'])).code).toBe(2);
    expect((await site(['global', 'project', '--out', 'project/characters'])).code).toBe(2);
    expect((await site(['global', 'project', '--out', 'global/worlds/new-folder'])).code).toBe(2);
    expect(snapshot(repo)).toEqual(before);
  });

  it('a symlink that points at a root, or into one', async () => {
    symlinkSync(join(repo, 'project'), join(dir, 'link-to-root'));
    symlinkSync(join(repo, 'project/characters'), join(repo, 'link-inside'));
    const before = snapshot(repo);
    const r = await site(['global', 'project', '--out', join(dir, 'link-to-root')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('asset root');
    expect((await site(['global', 'project', '--out', 'link-inside'])).code).toBe(2);
    expect((await site(['global', 'project', '--out', join(dir, 'link-to-root/sub')])).code).toBe(2);
    expect(snapshot(repo)).toEqual(before);
  });

  it('an existing folder that is not a catalog (its .git included)', async () => {
    const out = join(dir, 'mine');
    mkdirSync(join(out, '.git'), { recursive: true });
    writeFileSync(join(out, '.git/HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(join(out, 'notes.md'), 'my notes\n');
    const before = snapshot(out);
    const r = await site(['global', 'project', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(SITE_MARKER);
    expect(snapshot(out)).toEqual(before);
  });

  it("the routing file's folder, the config's folder, the working directory and its ancestors", async () => {
    mkdirSync(join(repo, 'rules'));
    cpSync(join(repo, 'routing.yaml'), join(repo, 'rules/routing.yaml'));
    expect((await site(['global', 'project', '--routing', 'rules/routing.yaml', '--out', 'rules'])).code).toBe(2);
    mkdirSync(join(repo, 'conf'));
    writeFileSync(join(repo, 'conf/rp-assets.config.yaml'), 'roots: [../global, ../project]\n');
    expect((await site(['--config', 'conf/rp-assets.config.yaml', '--out', 'conf'])).code).toBe(2);
    expect((await site(['global', '--out', '.'])).code).toBe(2);
    expect((await site(['global', '--out', '..'])).code).toBe(2);
    expect(existsSync(join(repo, 'rules/routing.yaml'))).toBe(true);
    expect(existsSync(join(repo, 'conf/rp-assets.config.yaml'))).toBe(true);
  });

  it('a regular file as --out, or a path below one', async () => {
    writeFileSync(join(dir, 'a-file'), 'keep\n');
    const r = await site(['global', '--out', join(dir, 'a-file')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is a file/);
    expect((await site(['global', '--out', join(dir, 'a-file/sub')])).code).toBe(2);
    expect(readFileSync(join(dir, 'a-file'), 'utf8')).toBe('keep\n');
  });
});

describe('a previous catalog', () => {
  it('is replaced whole, its .git kept, and nothing is staged beside it afterwards', async () => {
    const out = join(dir, 'public');
    expect((await site(['global', 'project', '--out', out])).code).toBe(0);
    expect(existsSync(join(out, SITE_MARKER))).toBe(true);
    mkdirSync(join(out, '.git'));
    writeFileSync(join(out, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
    writeFileSync(join(out, 'stale.html'), 'from an older build');
    expect((await site(['global', 'project', '--out', out])).code).toBe(0);
    expect(readFileSync(join(out, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/gh-pages\n');
    expect(existsSync(join(out, 'stale.html'))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['public', 'repo']);
  });

  it('cut between the two renames of a swap is put back by the next run', async () => {
    const out = join(dir, 'public');
    const stage = join(dir, '.public.rp-assets-build-1-abcd');
    mkdirSync(join(stage, 'previous'), { recursive: true });
    writeFileSync(join(stage, 'previous', SITE_MARKER), '{}');
    writeFileSync(join(stage, 'previous/index.html'), 'the previous site');
    mkdirSync(join(stage, 'site/.git'), { recursive: true });
    writeFileSync(join(stage, 'site/.git/HEAD'), 'gh-pages');
    await recoverStages(out);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('the previous site');
    expect(readFileSync(join(out, '.git/HEAD'), 'utf8')).toBe('gh-pages');
    expect(existsSync(stage)).toBe(false);
  });
});

describe('kill -9 during a rebuild (the installed package, as a process)', () => {
  let work: string;
  let bin: string;
  let cleanupPack: () => void;
  beforeAll(() => {
    const packed = pack();
    cleanupPack = packed.cleanup;
    work = realpathSync(mkdtempSync(join(tmpdir(), 'rp-site-kill-')));
    bin = npmInstall(work, packed.tarball);
  }, 300_000);
  afterAll(() => {
    cleanupPack?.();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  function build(out: string, killAfterMs: number | null): Promise<number | null> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [bin, 'site', 'global', 'project', '--out', out], {
        cwd: repo,
        env: nodeEnv(),
        stdio: 'ignore',
      });
      const timer = killAfterMs === null ? null : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      child.on('exit', (code) => {
        if (timer) clearTimeout(timer);
        resolve(code);
      });
    });
  }

  it('leaves the previous site whole at random moments, and the next run cleans up', async () => {
    const out = join(dir, '_site');
    const started = Date.now();
    expect(await build(out, null)).toBe(0);
    const full = Date.now() - started;
    const withoutMarker = (m: Map<string, string>) => new Map([...m].filter(([k]) => k !== SITE_MARKER));
    const previous = withoutMarker(snapshot(out));
    expect(previous.size).toBeGreaterThan(10);
    // a bounded number of kills, spread over the whole build (and a little past it)
    const KILLS = Number(process.env.RP_KILL_ROUNDS ?? 4);
    for (let i = 0; i < KILLS; i++) {
      const at = Math.round(100 + Math.random() * full * 1.1);
      await build(out, at);
      // killed before the swap: the previous site; after it: the new one, built from the same files
      expect(withoutMarker(snapshot(out)), `killed after ${at} ms of about ${full} ms`).toEqual(previous);
      expect(existsSync(join(out, SITE_MARKER))).toBe(true);
    }
    expect(await build(out, null)).toBe(0);
    expect(withoutMarker(snapshot(out))).toEqual(previous);
    expect(readdirSync(dir).filter((n) => n.includes('rp-assets-build'))).toEqual([]);
    expect(readdirSync(repo).filter((n) => n.startsWith('.'))).toEqual([]);
  }, 300_000);
});
