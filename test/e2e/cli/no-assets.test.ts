/**
 * Issue 15, point 4: never a silent pass. Roots that hold no character, world or entry are an
 * error (`asset.no-assets`, exit 1) naming the roots and the nearest asset roots below them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rp-no-assets-'));
  mkdirSync(join(dir, 'roleplay/characters/alice'), { recursive: true });
  writeFileSync(join(dir, 'roleplay/characters/alice/CHARACTER.md'), '---\nid: alice\nname: A\n---\nhi\n');
  mkdirSync(join(dir, 'empty'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function validate(args: string[]) {
  let stdout = '';
  const io: CliIo = { cwd: dir, env: {}, stdout: (s) => void (stdout += s), stderr: (s) => void (stdout += s) };
  const code = await main(['validate', '--format', 'json', ...args], io);
  return {
    code,
    report: JSON.parse(stdout) as { diagnostics: { code: string; file: string | null; message: string }[] },
  };
}

describe('validate on roots that hold nothing', () => {
  it('a root one level too deep: an error naming the asset root below the one given', async () => {
    const r = await validate(['roleplay/characters', '--locale', 'en']);
    expect(r.code).toBe(1);
    const d = r.report.diagnostics.filter((x) => x.code === 'asset.no-assets');
    expect(d).toHaveLength(1);
    expect(d[0]!.file).toBeNull();
    expect(d[0]!.message).toContain('`roleplay`');
  });

  it('the whole repository as root with the assets one level down', async () => {
    const r = await validate(['.', '--locale', 'en']);
    expect(r.code).toBe(1);
    expect(r.report.diagnostics.map((x) => x.code)).toEqual(['asset.no-assets']);
  });

  it('an empty folder', async () => {
    const r = await validate(['empty']);
    expect(r.code).toBe(1);
    expect(r.report.diagnostics.map((x) => x.code)).toEqual(['asset.no-assets']);
  });

  it('a missing root is asset.root-missing alone', async () => {
    const r = await validate(['nowhere']);
    expect(r.report.diagnostics.map((x) => x.code)).toEqual(['asset.root-missing']);
  });

  it('the right root passes', async () => {
    const r = await validate(['roleplay']);
    expect(r.report.diagnostics.filter((x) => x.code === 'asset.no-assets')).toEqual([]);
  });
});
