/** `rp-assets diff` speaks the config's `locale:` like `validate` does; `--locale` still wins. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';

let repo: string;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'rp-diff-locale-'));
  const files: Record<string, string> = {
    'rp-assets.config.yaml': 'roots: [roleplay]\nlocale: en\n',
    'roleplay/characters/alice/CHARACTER.md': '---\nid: alice\n---\n\nAlice.\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'base'],
  ])
    execFileSync('git', args, { cwd: repo, env });
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('rp-assets diff and the config locale', () => {
  it('prints English when the config says `locale: en` and no --locale is given', async () => {
    const r = await runCli(['diff', '--base', 'main'], repo);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^No behaviour change/);
  });

  it('--locale wins over the config', async () => {
    const r = await runCli(['diff', '--base', 'main', '--locale', 'zh-CN'], repo);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^没有行为变化/);
  });
});
