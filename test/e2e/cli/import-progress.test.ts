/**
 * Issue 35 point 1: `rp-assets import` says how far it is like the other long commands, on stderr
 * only: a line per phase (the inputs read and converted, then the files written) when piped, with
 * stdout byte-identical to a `--quiet` run. A World Info file of 2,000 entries, written here.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliBundle } from '../../support/cli-bundle.js';
import { tempDir } from '../../support/temp-dirs.js';

let BUNDLE = '';
let dir = '';

beforeAll(async () => {
  BUNDLE = await cliBundle();
  dir = tempDir('rp-import-progress-');
  const entries: Record<string, unknown> = {};
  for (let uid = 0; uid < 2000; uid++)
    entries[String(uid)] = {
      uid,
      key: [`港口${uid}`],
      keysecondary: [],
      comment: `港口 ${uid}`,
      content: `第 ${uid} 号码头。`,
    };
  writeFileSync(join(dir, 'harbour.json'), JSON.stringify({ entries }));
});

function piped(args: readonly string[]) {
  const r = spawnSync(process.execPath, [BUNDLE, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: dir, RP_ASSETS_PROGRESS_DELAY: '0', RP_ASSETS_PROGRESS_INTERVAL: '1' },
  });
  return { code: r.status, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

describe('rp-assets import on a pipe', () => {
  it('prints a line per phase on stderr, and the same stdout as --quiet', () => {
    const shown = piped(['import', 'harbour.json', '--out', 'a', '--locale', 'en']);
    const quiet = piped(['import', 'harbour.json', '--out', 'b', '--locale', 'en', '--quiet']);
    expect(shown.code).toBe(0);
    expect(shown.stderr).toMatch(/^rp-assets import: importing: 1 input in \d+\.\d s$/m);
    expect(shown.stderr).toMatch(/^rp-assets import: writing files: 2,001 files in \d+\.\d s$/m);
    expect(quiet.stderr).toBe('');
    expect(shown.stdout.replaceAll('a/worlds/', 'b/worlds/')).toBe(quiet.stdout);
    expect(readFileSync(join(dir, 'a/worlds/harbour/entries/港口-0.md'), 'utf8')).toContain('港口0');
  });
});
