/**
 * `rp-assets diff` in a real git repository made in a temporary folder outside this checkout:
 * working tree and commit heads, a subfolder as working directory, probes, the three formats, bad
 * refs, and a tree whose git attributes ask for a filter program (never run).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';

const ROUTING = (guilds: string) => `rules:
  - id: global
    filter: { kind: 'true' }
    locked: [chat.model.model]
  - id: tech
    filter: { kind: scope, field: guild, values: [${guilds}] }
    values: { chat.preset: { preset: code-helper } }
  - id: chat
    filter: { kind: scope, field: guild, values: ['20002'] }
    values: { chat.preset: { preset: sakura } }
`;

const FILES: Record<string, string> = {
  'assets/rp-assets.config.yaml': 'roots: [roleplay]\nrouting: routing.yaml\n',
  'assets/routing.yaml': ROUTING("'10001'"),
  'assets/routing.tests.yaml':
    "- name: tech\n  input: { guildId: '10001' }\n  expect: { chat.preset.preset: code-helper }\n",
  'assets/roleplay/characters/alice/CHARACTER.md': '---\nid: alice\nworlds: [astra]\n---\n\nAlice.\n',
  'assets/roleplay/worlds/astra/WORLD.md': '---\nid: astra\n---\n\nCore.\n',
  'assets/roleplay/worlds/astra/entries/guard.md': '---\nkeys: [守卫]\n---\n\nThe guard.\n',
};

let repo: string;
let marker: string;

function git(...args: string[]): string {
  return execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
}

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'rp-diff-'));
  marker = join(repo, '..', `${repo.split('/').pop()}-filter-ran`);
  git('init', '-q', '-b', 'main');
  // A filter program the tree asks for: reading the trees through git objects must never run it.
  git('config', 'filter.evil.smudge', `touch ${marker}; cat`);
  git('config', 'filter.evil.clean', `touch ${marker}; cat`);
  write({ ...FILES, '.gitattributes': '*.md filter=evil\n' });
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  rmSync(marker, { force: true });
  // the change: tech takes guild 20002 from chat; the guard's key is renamed
  write({
    'assets/routing.yaml': ROUTING("'10001', '20002'"),
    'assets/roleplay/worlds/astra/entries/guard.md': '---\nkeys: [哨兵]\n---\n\nThe guard.\n',
  });
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(marker, { force: true });
});

describe('rp-assets diff', () => {
  it('compares the working tree with a ref from a subfolder, in text', async () => {
    // --quiet: on a loaded machine the run can pass the second after which progress shows
    const r = await runCli(['diff', '--base', 'main', '--locale', 'en', '--quiet'], join(repo, 'assets'));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Behaviour changes: `main` → `working tree`/);
    expect(r.stdout).toContain('rule `tech` changed: `filter`');
    // the filter before and after in the predicate's words (issue 43), not only its name
    expect(r.stdout).toContain('`filter`: `guild is “10001”` → `guild is one of “10001”, “20002”`');
    // the guild the filter now captures is compared without a probe file
    expect(r.stdout).toMatch(/input `\{[^`]*"guildId":"20002"[^`]*\}` \([^)]*guild `20002` added to rule `tech`/);
    expect(r.stdout).toContain('`chat.preset.preset`: `"sakura"` → `"code-helper"`');
    expect(r.stdout).toContain('`astra/guard` for `alice`: no longer fires on `守卫`; now fires on `哨兵`');
    expect(existsSync(marker)).toBe(false);
  });

  it('compares two commits given as refs, and says so when nothing changed', async () => {
    git('add', '-A');
    git('commit', '-q', '-m', 'head');
    rmSync(marker, { force: true });
    const r = await runCli(['diff', '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json'], join(repo, 'assets'));
    expect(r.code).toBe(0);
    const d = JSON.parse(r.stdout);
    expect(d).toMatchObject({ version: 1, base: 'HEAD~1', head: 'HEAD', behaviourChanged: true });
    expect(d.routing.rules.map((x: { id: string }) => x.id)).toEqual(['tech']);
    const same = await runCli(['diff', '--base', 'HEAD', '--locale', 'zh-CN'], join(repo, 'assets'));
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/^没有行为变化/);
    expect(existsSync(marker)).toBe(false);
  });

  it('adds the inputs of --probe, and prints inert Markdown', async () => {
    write({ 'probe.yaml': "- name: dm\n  input: { guildId: '20002', userId: '7' }\n" });
    const r = await runCli(
      [
        'diff',
        '--base',
        'HEAD~1',
        '--head',
        'HEAD',
        '--probe',
        '../probe.yaml',
        '--format',
        'markdown',
        '--locale',
        'en',
      ],
      join(repo, 'assets'),
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^## Behaviour changes/);
    expect(r.stdout).toContain('probe <code>dm</code>');
  });

  it('exits 2 with one usage line for a ref git does not know, a missing --base, a bad probe file, outside a repository', async () => {
    const cases: [string[], string, RegExp][] = [
      [['diff', '--base', 'no-such-branch'], join(repo, 'assets'), /--base `no-such-branch` names no commit/],
      [['diff', '--base', '--head'], join(repo, 'assets'), /option `--base` needs a value/],
      [['diff'], join(repo, 'assets'), /--base REF is required/],
      [['diff', '--base', 'HEAD', '--probe', 'nope.yaml'], join(repo, 'assets'), /nope\.yaml.*does not exist/],
      [['diff', '--base', 'HEAD'], tmpdir(), /not inside a git repository/],
    ];
    for (const [argv, cwd, message] of cases) {
      const r = await runCli(argv, cwd);
      expect(r.code, argv.join(' ')).toBe(2);
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^rp-assets diff: /);
      expect(lines[0]).toMatch(message);
      expect(lines[1]).toBe('Run `rp-assets diff --help` for the options.');
    }
  });

  it('says how far it is on stderr (issue 35): both sides loaded, then the probes; stdout unchanged', async () => {
    const argv = ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '--locale', 'en', '--format', 'json'];
    const shown = await runCli(argv, join(repo, 'assets'), { RP_ASSETS_PROGRESS_DELAY: '0' });
    const quiet = await runCli([...argv, '--quiet'], join(repo, 'assets'), { RP_ASSETS_PROGRESS_DELAY: '0' });
    const started = shown.stderr
      .split('\n')
      .filter((l) => l.endsWith('…'))
      .map((l) => l.replace(/^rp-assets diff: /, ''));
    expect(started).toEqual([
      'base: reading assets…',
      'base: checking routing…',
      'head: reading assets…',
      'head: checking routing…',
      'probing routing…',
      'probing retrieval…',
    ]);
    expect(shown.stderr).toMatch(/^rp-assets diff: base: reading assets: 3 files in \d+\.\d s$/m);
    expect(shown.stderr).toMatch(/^rp-assets diff: probing routing: \d+ inputs in \d+\.\d s$/m);
    expect(quiet.stderr).toBe('');
    expect(shown.stdout).toBe(quiet.stdout);
  });
});
