/**
 * Issue 42 N14: `diff --base <ref>` with a ref git does not know suggests `git fetch origin <ref>`;
 * the ref was echoed bare, so a pasted suggestion ran whatever the ref held (`no-such; rm -rf ~`).
 * Now it is one shell word: quoted when it holds anything a shell treats specially, bare otherwise.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellWord } from '../../src/cli/usage-messages.js';
import { runCli } from '../e2e/cli/run-cli.js';

let repo: string;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'rp-diff-ref-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
      },
    });
  git('init', '-q', '-b', 'main');
  mkdirSync(join(repo, 'assets/worlds/astra'), { recursive: true });
  writeFileSync(join(repo, 'assets/worlds/astra/WORLD.md'), '---\nid: astra\n---\n\nCore.\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('the fetch suggestion for an unknown ref', () => {
  it('quotes a ref with shell syntax in it', async () => {
    const r = await runCli(['diff', '--base', 'no-such; rm -rf ~', '--locale', 'en'], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("`git fetch origin 'no-such; rm -rf ~'`");
  });

  it('leaves an ordinary ref bare', async () => {
    const r = await runCli(['diff', '--base', 'feature/no-such', '--locale', 'en'], repo);
    expect(r.stderr).toContain('`git fetch origin feature/no-such`');
  });

  it('closes and reopens the quotes around a quote', () => {
    expect(shellWord("it's $(x)")).toBe(`'it'\\''s $(x)'`);
  });
});
