/**
 * Issue 42 I7: a CHARX whose book has 100,000 small entries took 45 s to import, and a PNG card
 * over a 61 MB picture 15–29 s and 1.5 GB: the picture's checksums were computed three times, a
 * byte at a time through the iterator protocol, and every entry file cost three thread-pool round
 * trips. The figures live in the bench (`npm run bench -- import`: import against validate of the
 * result, and the peak memory against the input's size); this test checks what noise cannot turn
 * around: everything is written, the picture comes out byte for byte, and importing the PNG card
 * costs a few validate runs of its result, not the ten to twenty it did.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the bench, without types
import { bigPngCard as untypedPng, charxCard as untypedCharx } from '../../bench/corpus/card-files.js';
import { readPngChunks, readTextChunk, writePng } from '../../src/bridge/index.js';

const bigPngCard = untypedPng as () => Uint8Array;
const charxCard = untypedCharx as (entries: number) => Uint8Array;

const CLI = join(import.meta.dirname, '../../bin/rp-assets.js');
const dir = mkdtempSync(join(tmpdir(), 'rp-large-cards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: readonly string[]): { ms: number; stdout: string } {
  const t = performance.now();
  const r = spawnSync(process.execPath, [CLI, ...args, '-q'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  expect(r.status, r.stderr).toBe(0);
  return { ms: performance.now() - t, stdout: r.stdout };
}

function validated(out: string): { entries: number; errors: number } {
  const report = JSON.parse(run(['validate', out, '--format', 'json']).stdout) as {
    summary: { entries: number; errors: number };
  };
  return report.summary;
}

/**
 * A bound against a hang, not a speed target (those are the bench's): writing 100,000 files and
 * validating them took 45 s alone and 85 s beside a test run on this 2-core machine.
 */
const LARGE_IMPORT_MS = 300_000;

describe('large cards', () => {
  it(
    'a CHARX of 100,000 entries: every entry written, and validate finds them all',
    { timeout: LARGE_IMPORT_MS },
    () => {
      const input = join(dir, 'many.charx');
      writeFileSync(input, charxCard(100_000));
      const out = join(dir, 'charx');
      run(['import', input, '--out', out]);
      const [world] = readdirSync(join(out, 'worlds'));
      expect(readdirSync(join(out, 'worlds', world as string, 'entries'))).toHaveLength(100_000);
      expect(validated(out)).toMatchObject({ entries: 100_000, errors: 0 });
    },
  );

  it(
    'a PNG card over a 61 MB picture: the picture byte for byte, at the cost of a few validate runs',
    { timeout: LARGE_IMPORT_MS },
    () => {
      const input = join(dir, 'big.png');
      const bytes = bigPngCard();
      writeFileSync(input, bytes);
      const out = join(dir, 'png');
      const imported = run(['import', input, '--out', out]);
      const picture = writePng(readPngChunks(bytes).filter((c) => readTextChunk(c)?.keyword !== 'chara'));
      const avatar = readFileSync(
        join(out, 'characters', readdirSync(join(out, 'characters'))[0] as string, 'avatar.png'),
      );
      expect(Buffer.compare(avatar, picture)).toBe(0);
      const t = performance.now();
      expect(validated(out)).toMatchObject({ entries: 2000, errors: 0 });
      const validateMs = performance.now() - t;
      expect(imported.ms / validateMs).toBeLessThan(5);
    },
  );
});
