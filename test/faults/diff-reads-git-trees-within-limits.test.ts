/**
 * Issue 29, point 3: `diff` under the same limits as `validate`. Before: a symlink tree entry whose
 * blob is 100 MB was read whole by a reader growing its buffer chunk by chunk (quadratic: over
 * 120 s, 401 MB); `--probe` read a FIFO forever and /dev/zero for 672 MB, then said "does not
 * exist"; two non-UTF-8 tree paths collapsed into one (an entry vanished). The timeouts below are
 * safety bounds against a hang, not speed assertions.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobReader, listTree } from '../../src/node/git.js';
import { commitTree } from '../../src/node/tree-at.js';
import { nodeFileSystem } from '../../src/node/node-fs.js';
import { cwdFileSystem } from '../../src/common/cwd-fs.js';
import type { FileSystem } from '../../src/common/fs.js';
import { validate } from '../../src/validate/validate.js';
import { runCli } from '../e2e/cli/run-cli.js';

let repo: string;
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
};
const git = (...args: string[]): string => execFileSync('git', args, { cwd: repo, encoding: 'utf8', env }).trim();
const BIG = 100 * 1024 * 1024;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'rp-diff-limits-'));
  git('init', '-q');
  const write = (rel: string | Buffer, text: string): void => {
    writeFileSync(typeof rel === 'string' ? join(repo, rel) : Buffer.concat([Buffer.from(repo + '/'), rel]), text);
  };
  mkdirSync(join(repo, 'characters/alice'), { recursive: true });
  mkdirSync(join(repo, 'worlds/astra/entries'), { recursive: true });
  write('characters/alice/CHARACTER.md', '---\nid: alice\nworlds: [astra]\n---\nAlice.\n');
  write('worlds/astra/WORLD.md', '---\nid: astra\n---\nAstra.\n');
  write('worlds/astra/entries/guard.md', '---\nkeys: [guard]\n---\nThe guard.\n');
  // two names that differ only in a byte that is not UTF-8
  write(Buffer.from('worlds/astra/entries/a\xff.md', 'latin1'), '---\nkeys: [a]\n---\nA.\n');
  write(Buffer.from('worlds/astra/entries/a\xfe.md', 'latin1'), '---\nkeys: [b]\n---\nB.\n');
  git('add', '-A');
  // a symlink whose target blob is 100 MB: no checkout can make it, a pull request can push it
  const target = join(repo, '.big-target');
  writeFileSync(target, 'a'.repeat(BIG));
  const oid = git('hash-object', '-w', target);
  rmSync(target);
  git('update-index', '--add', '--cacheinfo', `120000,${oid},worlds/astra/entries/link.md`);
  git('commit', '-q', '-m', 'base');
}, 120_000);
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('diff reads git trees within limits', () => {
  it('a symlink whose target blob is 100 MB is a broken link, never read', async () => {
    const listing = await listTree(repo, git('rev-parse', 'HEAD'), '');
    const link = listing?.entries.find((e) => e.path === 'worlds/astra/entries/link.md');
    expect(link).toMatchObject({ kind: 'symlink' });
    expect(link?.target).toBeUndefined();
    const r = await runCli(['diff', '--base', 'HEAD', '--head', 'HEAD', '--format', 'json'], repo);
    expect(r.code).toBe(0);
  }, 60_000);

  it('the blob reader reads a 100 MB blob whole in one copy (linear), and the next blob after it', async () => {
    const big = git('rev-parse', 'HEAD:worlds/astra/entries/link.md');
    const small = git('rev-parse', 'HEAD:worlds/astra/WORLD.md');
    const reader = blobReader(repo);
    try {
      const [a, b] = await Promise.all([reader.read(big), reader.read(small)]);
      expect(a.length).toBe(BIG);
      expect(a[0]).toBe(0x61);
      expect(a[BIG - 1]).toBe(0x61);
      expect(Buffer.from(b).toString('utf8')).toBe('---\nid: astra\n---\nAstra.\n');
    } finally {
      reader.close();
    }
  }, 60_000);

  it('non-UTF-8 tree paths are listed apart and reported like on disk', async () => {
    const tree = await commitTree(repo, git('rev-parse', 'HEAD'), '');
    if (tree === null) throw new Error('git could not list the tree');
    try {
      const names = (await tree.fs.readdir('worlds/astra/entries')).filter((e) => e.nameNotUtf8);
      expect(names).toEqual([
        { name: 'a\uFFFD.md', kind: 'file', nameNotUtf8: true },
        { name: 'a\uFFFD.md', kind: 'file', nameNotUtf8: true },
      ]);
      const seen = (fs: FileSystem) =>
        validate({ roots: ['.'] }, fs).then((r) =>
          r.diagnostics
            .filter((d) => d.code === 'asset.unreadable' && d.data['reason'] === 'name-not-utf8')
            .map((d) => d.file),
        );
      const onDisk = await seen(cwdFileSystem(nodeFileSystem(), repo));
      expect(onDisk).toEqual(['worlds/astra/entries/a\uFFFD.md']);
      expect(await seen(tree.fs)).toEqual(onDisk);
    } finally {
      tree.close();
    }
  });
});

describe('--probe is refused before reading, like --routing', () => {
  const probe = async (path: string) => {
    const r = await runCli(['diff', '--base', 'HEAD', '--probe', path, '--locale', 'en'], repo);
    return { code: r.code, err: r.stderr };
  };

  it('a FIFO', async () => {
    execFileSync('mkfifo', [join(repo, 'probe.fifo')]);
    const r = await probe('probe.fifo');
    expect(r.code).toBe(2);
    expect(r.err).toContain('FIFO');
  }, 30_000);

  it('/dev/zero, a folder, a file over 5 MB', async () => {
    expect((await probe('/dev/zero')).err).toContain('FIFO, socket or device');
    expect((await probe('worlds')).err).toContain('folder');
    writeFileSync(join(repo, 'huge.yaml'), '');
    truncateSync(join(repo, 'huge.yaml'), 6 * 1024 * 1024);
    const huge = await probe('huge.yaml');
    expect(huge.code).toBe(2);
    expect(huge.err).toContain('larger than 5 MB');
    expect((await probe('missing.yaml')).err).toContain('does not exist');
  }, 30_000);
});
