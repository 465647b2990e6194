/**
 * Issue 29, point 2: a pull request's config saying `routing: .git/config` made the YAML error quote
 * the `extraheader` credential that checkout persists there (text report, JSON, SARIF). Files named by
 * a config must resolve inside the repository and outside `.git/` (symlinks followed), files named on
 * the command line outside `.git/`; a refused file is named, never quoted. A YAML error in any other
 * non-asset file quotes at most a short token of it.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../e2e/cli/run-cli.js';

const TOKEN = 'ghs_PRsecretTOKENvalue0123456789abcdef';
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');

let dir: string;
let outside: string;

function write(rel: string, text: string): void {
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), text);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-git-config-'));
  outside = mkdtempSync(join(tmpdir(), 'rp-outside-'));
  execFileSync('git', ['init', '-q', dir]);
  appendFileSync(
    join(dir, '.git/config'),
    `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${BASIC}\n`,
  );
  writeFileSync(join(outside, 'secret.yaml'), `token: ${TOKEN}\n  broken: [${TOKEN}\n`);
  write('characters/alice/CHARACTER.md', '---\nid: alice\n---\nAlice.\n');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

interface Finding {
  readonly code: string;
  readonly file: string | null;
  readonly line: number | null;
}

async function everyFormat(args: readonly string[]): Promise<{ json: Finding[]; all: string }> {
  let all = '';
  let json: Finding[] = [];
  for (const format of ['text', 'json', 'sarif', 'github']) {
    const r = await runCli(['validate', ...args, '--format', format, '--locale', 'en'], dir);
    all += r.stdout + r.stderr;
    if (format === 'json') json = (JSON.parse(r.stdout) as { diagnostics: Finding[] }).diagnostics;
  }
  return { json, all };
}

function expectNoSecret(text: string): void {
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(BASIC.slice(0, 16));
  expect(text).not.toMatch(/AUTHORIZATION|extraheader/i);
}

describe('a config cannot make the check read .git/ or leave the repository', () => {
  it('routing: .git/config is refused at the config line, and nothing of the file is quoted', async () => {
    write('rp-assets.config.yaml', 'routing: .git/config\n');
    const { json, all } = await everyFormat([]);
    expectNoSecret(all);
    expect(json.map((d) => [d.code, d.file, d.line])).toContainEqual([
      'config.path-outside-repository',
      'rp-assets.config.yaml',
      1,
    ]);
    expect(json.some((d) => d.file === '.git/config')).toBe(false);
  });

  it('a symlink to .git/config, as the routing file or as the scenario file beside it, is refused', async () => {
    symlinkSync('.git/config', join(dir, 'routing.yaml'));
    write('rp-assets.config.yaml', 'routing: routing.yaml\n');
    const viaConfig = await everyFormat([]);
    expectNoSecret(viaConfig.all);
    expect(viaConfig.json.map((d) => d.code)).toContain('config.path-outside-repository');

    rmSync(join(dir, 'routing.yaml'));
    write('routing.yaml', 'rules: []\n');
    symlinkSync('.git/config', join(dir, 'routing.tests.yaml'));
    const beside = await everyFormat([]);
    expectNoSecret(beside.all);
  });

  it('a config path leaving the repository (relative, absolute, or through a symlink) is refused', async () => {
    for (const named of [join(outside, 'secret.yaml'), '../' + join(outside, 'secret.yaml').split('/').pop()]) {
      write('rp-assets.config.yaml', `routing: ${JSON.stringify(named)}\nretrievalTests: ${JSON.stringify(named)}\n`);
      const { json, all } = await everyFormat([]);
      expect(all).not.toContain(TOKEN);
      expect(json.filter((d) => d.code === 'config.path-outside-repository').map((d) => d.line)).toEqual([1, 2]);
    }
    symlinkSync(outside, join(dir, 'shared'));
    write('rp-assets.config.yaml', 'roots: [., shared]\nrouting: shared/secret.yaml\n');
    const linked = await everyFormat([]);
    expect(linked.all).not.toContain(TOKEN);
    expect(linked.json.filter((d) => d.code === 'config.path-outside-repository').map((d) => d.line)).toEqual([1, 2]);
  });

  it('a file found by default (the config itself, routing.tests.yaml) that links out of the repository is refused', async () => {
    write('routing.yaml', 'rules: []\n');
    symlinkSync(join(outside, 'secret.yaml'), join(dir, 'routing.tests.yaml'));
    write('rp-assets.config.yaml', 'routing: routing.yaml\n');
    const beside = await everyFormat([]);
    expect(beside.all).not.toContain(TOKEN);
    expect(beside.json.map((d) => [d.code, d.file])).toContainEqual(['routing.file-unreadable', 'routing.tests.yaml']);

    rmSync(join(dir, 'rp-assets.config.yaml'));
    symlinkSync(join(outside, 'secret.yaml'), join(dir, 'rp-assets.config.yaml'));
    const config = await runCli(['validate', '--locale', 'en'], dir);
    expect(config.code).toBe(2);
    expect(config.stdout + config.stderr).not.toContain(TOKEN);
    expect(config.stderr).toContain('leads out of its repository');
  });

  it('--routing and --config naming .git/config are refused without a quote', async () => {
    const routing = await everyFormat(['--routing', '.git/config']);
    expectNoSecret(routing.all);
    expect(routing.json.map((d) => [d.code, d.file])).toContainEqual(['routing.file-unreadable', '.git/config']);

    const config = await runCli(['validate', '--config', '.git/config', '--locale', 'en'], dir);
    expect(config.code).toBe(2);
    expectNoSecret(config.stdout + config.stderr);
    expect(config.stderr).toContain('.git');
  });

  it('explain --input @.git/config and check-turn --args .git/config are refused without a quote', async () => {
    write('routing.yaml', 'rules: []\n');
    const explain = await runCli(['explain', '--routing', 'routing.yaml', '--input', '@.git/config'], dir);
    expect(explain.code).toBe(2);
    expectNoSecret(explain.stdout + explain.stderr);
    write('transcript.json', '[]');
    const turn = await runCli(['check-turn', '--args', '.git/config', '--transcript', 'transcript.json'], dir);
    expect(turn.code).toBe(2);
    expectNoSecret(turn.stdout + turn.stderr);
    expect(turn.stderr).toContain('.git');
  });

  it('routing migrate .git/config is refused and leaves the file as it was', async () => {
    const before = readFileSync(join(dir, '.git/config'), 'utf8');
    const r = await runCli(['routing', 'migrate', '.git/config'], dir);
    expect(r.code).toBe(2);
    expectNoSecret(r.stdout + r.stderr);
    expect(readFileSync(join(dir, '.git/config'), 'utf8')).toBe(before);
  });

  it('a YAML error in a routing file quotes no more than a short token of it', async () => {
    write('rp-assets.config.yaml', 'routing: routing.yaml\n');
    write('routing.yaml', `[http "https://example.com/"]\n\tkey = NAME: basic ${TOKEN}\n`);
    const { json, all } = await everyFormat([]);
    expect(json.some((d) => d.code === 'routing.yaml-syntax')).toBe(true);
    expect(all).not.toContain(TOKEN);
  });
});
