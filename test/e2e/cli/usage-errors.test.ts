/**
 * Issue 15, point 9 (in part): usage errors name a missing file as missing, speak English unless
 * --locale asks otherwise, and an unknown or malformed option reads as one balanced sentence.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import { tmpdir } from 'node:os';

async function run(args: string[]) {
  let stderr = '';
  const io: CliIo = { cwd: tmpdir(), env: {}, stdout: () => {}, stderr: (s) => void (stderr += s) };
  const code = await main(args, io);
  return { code, stderr };
}

describe('usage errors', () => {
  it.each([
    [
      ['explain', '--routing', 'missing-x.yaml', '--input', '{}'],
      'rp-assets explain: The file `missing-x.yaml` does not exist',
    ],
    [
      ['check-turn', '--args', 'missing-x.json', '--transcript', 't.json'],
      'rp-assets check-turn: --args `missing-x.json` does not exist',
    ],
    [['validate', '--bogus'], 'rp-assets validate: unknown option `--bogus`'],
    [['validate', '--routing'], 'rp-assets validate: option `--routing` needs a value'],
    [['validate', '--no-color=x'], 'rp-assets validate: option `--no-color` takes no value'],
  ])('%j', async (args, first) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(first);
    expect(lines[1]).toMatch(/^Run `rp-assets [a-z-]+ --help` for the options\.$/);
    for (const quote of ['`', "'", '"']) expect(lines[0]!.split(quote).length % 2, lines[0]).toBe(1);
  });

  it('follows --locale when it is given', async () => {
    const r = await run(['explain', '--routing', 'missing-x.yaml', '--input', '{}', '--locale', 'zh-CN']);
    expect(r.stderr.split('\n')[0]).toBe('rp-assets explain: 文件 `missing-x.yaml` 不存在');
  });
});
