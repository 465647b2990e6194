/**
 * Issue 42 I6: names that are one on a case-insensitive file system (`σ`/`ς` at a word's end),
 * Windows device names (`con.md`), and `__proto__` keys were silently lost on import; an id an
 * export's mark carries (`extensions.rp_assets.id`) was used as a path as it stood, so a crafted
 * file could write outside `--out`. Now every name is distinct folded, devices get a `_`, own keys
 * stay own keys through import and export, and a mark id that is no safe file name is not used.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { foldedName, NamePool, slugOf } from '../../src/bridge/shared/names.js';
import { runCli } from '../e2e/cli/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'rp-import-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = (uid: number, comment: string, more: Record<string, unknown> = {}) => ({
  uid,
  key: [`k${uid}`],
  content: `c${uid}`,
  comment,
  ...more,
});

async function imported(name: string, doc: unknown) {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const out = join(dir, `out-${name}`);
  const r = await runCli(['import', file, '--out', out, '--quiet', '--locale', 'en'], dir);
  expect(r.code).toBe(0);
  return out;
}

describe('names safe on every file system', () => {
  it('two titles one file system folds together get two names', async () => {
    const out = await imported('sigma', {
      entries: { '0': entry(0, 'σοφιασ'), '1': entry(1, 'σοφιας'), '2': entry(2, 'STRASSE'), '3': entry(3, 'straße') },
    });
    const files = readdirSync(join(out, 'worlds/sigma/entries'));
    expect(files).toHaveLength(4);
    expect(new Set(files.map(foldedName)).size).toBe(4);
  });

  it('Windows device names get a _ after the name (a leading one would make the loader skip a folder)', async () => {
    const out = await imported('devices', {
      entries: { '0': entry(0, 'CON'), '1': entry(1, 'aux'), '2': entry(2, 'com1'), '3': entry(3, 'nul') },
    });
    expect(readdirSync(join(out, 'worlds/devices/entries')).sort()).toEqual([
      'aux_.md',
      'com1_.md',
      'con_.md',
      'nul_.md',
    ]);
    expect(slugOf('LPT9', 'x')).toBe('lpt9_');
    const world = await imported('world-con', { name: 'CON', entries: { '0': entry(0, 'a') } });
    expect(readdirSync(join(world, 'worlds'))).toEqual(['con_']);
    const v = await runCli(['validate', world, '--format', 'json'], dir);
    expect((JSON.parse(v.stdout) as { summary: { worlds: number; entries: number } }).summary).toMatchObject({
      worlds: 1,
      entries: 1,
    });
    expect(new NamePool(['Σοφιας']).claim('σοφιασ')).toBe('σοφιασ-2');
  });

  it('a mark id that is a path or a device is not used: everything stays under --out', async () => {
    const out = await imported('marks', {
      rp_assets: { id: '../../../outside' },
      entries: {
        '0': entry(0, 'up', { extensions: { rp_assets: { id: '../../../../escape' } } }),
        '1': entry(1, 'dev', { extensions: { rp_assets: { id: 'con' } } }),
        '2': entry(2, 'kept', { extensions: { rp_assets: { id: 'harbour-2' } } }),
      },
    });
    expect(readdirSync(dir).filter((n) => n === 'escape.md' || n === 'outside')).toEqual([]);
    expect(readdirSync(join(out, 'worlds'))).toEqual(['marks']);
    expect(readdirSync(join(out, 'worlds/marks/entries')).sort()).toEqual(['dev.md', 'harbour-2.md', 'up.md']);
  });

  it('__proto__ and constructor keys stay own keys through import and export', async () => {
    const doc = JSON.parse(
      '{"entries":{"0":{"uid":0,"key":["k"],"content":"c","comment":"t","__proto__":{"polluted":1},"extensions":{"__proto__":{"x":1},"constructor":{"y":2}}}}}',
    ) as unknown;
    const out = await imported('proto', doc);
    expect(readFileSync(join(out, 'worlds/proto/entries/t.md'), 'utf8')).toContain('  __proto__:\n    polluted: 1\n');
    const back = join(dir, 'proto-back.json');
    expect(
      (await runCli(['export', out, '--world', 'proto', '--format', 'sillytavern', '--out', back], dir)).code,
    ).toBe(0);
    const e = (JSON.parse(readFileSync(back, 'utf8')) as { entries: Record<string, Record<string, unknown>> }).entries[
      '0'
    ] as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(e, '__proto__')?.value).toEqual({ polluted: 1 });
    const ext = e.extensions as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(ext, '__proto__')?.value).toEqual({ x: 1 });
    expect(Object.getOwnPropertyDescriptor(ext, 'constructor')?.value).toEqual({ y: 2 });
  });
});
