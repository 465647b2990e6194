/**
 * Issue 13, item 8: `routing migrate` is linear in the number of edits (it was quadratic: 2,000
 * rules 20-30 s, 4,000 rules 2 min 20 s). The figure lives in the bench (`npm run bench -- migrate`,
 * 2,000 / 4,000 / 10,000 rules); this test checks the shape of the curve, which noise does not
 * turn around: four times the rules must cost well under the sixteen times a quadratic pass would.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the bench, without types
import { legacyRules } from '../../bench/corpus/legacy-rules.js';
import { cleanup, migrate, withFile } from './migrate-harness.js';

const dirs: string[] = [];
afterEach(() => cleanup(dirs));

async function timedMigrate(count: number): Promise<number> {
  const dir = await withFile(dirs, (legacyRules as (n: number) => string)(count));
  const t = performance.now();
  const r = await migrate(dir, ['routing.yaml']);
  const ms = performance.now() - t;
  expect(r.code, r.stderr).toBe(0);
  const text = await readFile(join(dir, 'routing.yaml'), 'utf8');
  expect(text).not.toContain('legacyWrap');
  return ms;
}

describe('routing migrate scales linearly', () => {
  it('4x the rules costs less than 9x the time (quadratic: 16x)', async () => {
    await timedMigrate(200); // warm-up: module loading and JIT
    const best = async (n: number) => Math.min(await timedMigrate(n), await timedMigrate(n));
    const small = await best(500);
    const large = await best(2000);
    expect(large / small).toBeLessThan(9);
  }, 120_000);
});
