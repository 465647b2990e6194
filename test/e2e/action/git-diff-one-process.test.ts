/**
 * Issue 14, point 4: one `git diff` for all changed files, split by file. A pull request touching
 * 3,000 files used to start 3,000 git processes. A PATH shim counts the git processes; the patches
 * must still belong to the right files (renames, additions, binary files included).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullDiffFromGit } from '../../../src/action/git-diff.js';

// 2,997 entries + a rename, a binary file and an addition: 3,000 files, the most GitHub lists (MAX_PR_FILES)
const N = 2997;
let dir: string;
let repo: string;
let log: string;
let base: string;

const g = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@x',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@x',
    },
  }).trim();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-git-diff-'));
  repo = join(dir, 'repo');
  mkdirSync(join(repo, 'entries'), { recursive: true });
  g('init', '-q');
  for (let i = 0; i < N; i++)
    writeFileSync(join(repo, 'entries', `e${i}.md`), `---\nkeys: [k${i}]\n---\nline one\nline two ${i}\n`);
  writeFileSync(join(repo, 'moved.md'), 'a\nb\nc\nd\ne\nf\ng\n');
  writeFileSync(join(repo, 'pic.bin'), Buffer.from([0, 1, 2, 3]));
  g('add', '-A');
  g('commit', '-q', '-m', 'base');
  base = g('rev-parse', 'HEAD');
  for (let i = 0; i < N; i++)
    writeFileSync(
      join(repo, 'entries', `e${i}.md`),
      // even files change line 2, odd files line 5: a patch given to the wrong file shows
      i % 2 === 0
        ? `---\nkeys: [k${i}, new${i}]\n---\nline one\nline two ${i}\n`
        : `---\nkeys: [k${i}]\n---\nline one\nline 2 ${i}\n`,
    );
  mkdirSync(join(repo, 'sub dir'));
  renameSync(join(repo, 'moved.md'), join(repo, 'sub dir', 'moved 名.md'));
  writeFileSync(join(repo, 'pic.bin'), Buffer.from([9, 9, 9, 9]));
  writeFileSync(join(repo, 'added.md'), 'new file\n');
  g('add', '-A');
  g('commit', '-q', '-m', 'head');
  // a git that logs each start, first on PATH
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  log = join(dir, 'git-starts.log');
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(
    join(bin, 'git'),
    `#!/bin/sh\necho "$*" >> ${JSON.stringify(log)}\nexec ${JSON.stringify(realGit)} "$@"\n`,
  );
  chmodSync(join(bin, 'git'), 0o755);
  process.env['PATH'] = `${bin}:${process.env['PATH'] ?? ''}`;
}, 120_000);

afterAll(() => {
  process.env['PATH'] = (process.env['PATH'] ?? '').split(':').slice(1).join(':');
  rmSync(dir, { recursive: true, force: true });
});

describe('the pull request diff from git', () => {
  it(`reads ${N + 3} changed files with two git processes, each patch with its file`, async () => {
    writeFileSync(log, '');
    const diff = await pullDiffFromGit(repo, base);
    const starts = readFileSync(log, 'utf8').trim().split('\n');
    expect(starts).toHaveLength(2); // --name-status, then the one diff
    expect(diff).not.toBeNull();
    const files = diff!.files;
    expect(files.size).toBe(N + 3);
    for (let i = 0; i < N; i++) {
      const f = files.get(`entries/e${i}.md`);
      expect(f, `entries/e${i}.md`).toBeDefined();
      expect([...f!.added], `entries/e${i}.md`).toEqual([i % 2 === 0 ? 2 : 5]);
    }
    const moved = files.get('sub dir/moved 名.md');
    expect(moved).toBeDefined();
    expect(moved!.previousPath).toBe('moved.md');
    expect([...moved!.added]).toEqual([]);
    expect([...files.get('added.md')!.added]).toEqual([1]);
    expect(files.get('pic.bin')).toBeDefined();
  }, 120_000);
});
