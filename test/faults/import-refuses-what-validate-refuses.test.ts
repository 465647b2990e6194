/**
 * Issue 42 I1 and I2: JSON nested 2,000 levels and more gave a stack trace (the YAML writer
 * recursed); a 46 MB card and a 1,000-level or 150,000-item field were written as asset files that
 * `validate` then refused; an output root that is a file, or a folder where a file goes, gave a
 * stack trace. Each is now one line and exit 2, with nothing written.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../e2e/cli/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'rp-import-refuse-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nested = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};
const card = (data: Record<string, unknown>) => ({
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: { name: 'N', ...data },
});
const worldInfo = (extra: unknown) => ({ entries: { '0': { uid: 0, key: ['k'], content: 'c', comment: 't', extra } } });

function input(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function importing(file: string, ...more: string[]) {
  const out = join(dir, `out-${Math.random().toString(36).slice(2)}`);
  const r = await runCli(['import', file, '--out', out, '--quiet', '--locale', 'en', ...more], dir);
  return { ...r, out };
}

describe('import refuses in one line what it cannot write faithfully', () => {
  it.each([
    [
      'World Info nested 3,000 levels',
      () => JSON.stringify(worldInfo(nested(3000))),
      /:1:\d+: the file nests arrays and objects more than 256 levels deep; nothing written$/,
    ],
    [
      'arrays nested 100,000 levels',
      () => `{"entries":{"0":{"uid":0,"key":["k"],"content":"c","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}}`,
      /more than 256 levels deep; nothing written$/,
    ],
    [
      'a card field nested 1,000 levels',
      () => JSON.stringify(card({ extensions: { deep: nested(1000) } })),
      /more than 256 levels deep; nothing written$/,
    ],
    [
      'a card of 11 MB of text',
      () => JSON.stringify(card({ description: 'x'.repeat(11 * 1024 * 1024) })),
      /it would make characters\/n\/CHARACTER\.md of 11\.0 MiB; an asset file may be at most 10 MiB; nothing written$/,
    ],
    [
      'a kept field of 150,000 items',
      () => JSON.stringify(card({ extensions: { wide: Array(150_000).fill(1) } })),
      /it would make characters\/n\/CHARACTER\.md, which does not read back \(asset\.invalid-yaml\); nothing written$/,
    ],
  ])('%s', async (name, text, said) => {
    const r = await importing(input(`${name.replace(/\W+/g, '-')}.json`, text()));
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(said);
    expect(existsSync(r.out)).toBe(false);
  });

  it('a field nested 252 levels is written, and validate reads it', async () => {
    const r = await importing(input('deep-252.json', JSON.stringify(card({ extensions: { deep: nested(252) } }))));
    expect(r.code).toBe(0);
    const v = await runCli(['validate', r.out, '--format', 'json'], dir);
    expect(
      (JSON.parse(v.stdout) as { diagnostics: { severity: string }[] }).diagnostics.filter(
        (d) => d.severity === 'error',
      ),
    ).toEqual([]);
  });

  it('an output root that is a file: one line, nothing written', async () => {
    const file = input('not-a-folder', 'mine\n');
    const r = await runCli(['import', input('wi.json', JSON.stringify(worldInfo(1))), '--out', file, '--quiet'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^rp-assets import: cannot write into .*not-a-folder: (EEXIST|ENOTDIR)/);
  });

  it('a folder where a world file goes: refused without --force, the folder replaced whole with it', async () => {
    const wi = input('world.json', JSON.stringify({ name: 'w', ...worldInfo(1) }));
    const out = join(dir, 'root-with-folder');
    mkdirSync(join(out, 'worlds/w/WORLD.md'), { recursive: true });
    writeFileSync(join(out, 'worlds/w/WORLD.md/mine.txt'), 'mine\n');
    const refused = await runCli(['import', wi, '--out', out, '--quiet', '--locale', 'en'], dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(join(out, 'worlds/w/WORLD.md'))).toEqual(['mine.txt']);
    const forced = await runCli(['import', wi, '--out', out, '--quiet', '--locale', 'en', '--force', '--dry-run'], dir);
    expect(forced.stdout).toContain('remove root-with-folder/worlds/w/WORLD.md/mine.txt');
    const done = await runCli(['import', wi, '--out', out, '--quiet', '--locale', 'en', '--force'], dir);
    expect(done.code).toBe(0);
    expect(done.stderr).toBe('');
    expect(readdirSync(join(out, 'worlds'))).toEqual(['w']);
  });
});
