/**
 * Issue 29, point 6: `routing migrate` was still quadratic on LF files (16,000 rules took 25.5 s,
 * two thirds of it finding line starts by scanning back for a CR the file does not have). Now a
 * line index is built once per file. The figure lives in the bench (`npm run bench -- migrate`);
 * this test checks the curve's shape, which noise does not turn around: four times the rules must
 * cost well under the sixteen times a quadratic pass takes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, migrate, withFile } from './migrate-harness.js';
import { plainLegacyRules } from './support/plain-rules.js';

const dirs: string[] = [];
afterEach(() => cleanup(dirs));

async function timedMigrate(count: number): Promise<number> {
  const dir = await withFile(dirs, plainLegacyRules(count));
  const t = performance.now();
  const r = await migrate(dir, ['routing.yaml']);
  const ms = performance.now() - t;
  expect(r.code, r.stderr).toBe(0);
  return ms;
}

describe('routing migrate on an LF file', () => {
  it('4x the rules (4,000 to 16,000) costs less than 9x the time (quadratic: 16x)', async () => {
    await timedMigrate(500); // warm-up: module loading and JIT
    const best = async (n: number) => Math.min(await timedMigrate(n), await timedMigrate(n));
    const small = await best(4_000);
    const large = await best(16_000);
    expect(large / small).toBeLessThan(9);
  }, 300_000);
});
