/**
 * The mutation bench's catch rate kept from falling (issue 43): every kind of realistic mistake
 * (bench/mutations/kinds.ts), a few of each on the examples and on a small generated repository,
 * must be reported by `validate` alone at warning or error for at least 95 % of the mutations, and
 * none may pass without any finding. `npm run bench -- mutations` runs the full set (about 600).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../../bench/mutations/kinds.js';
import { examplesRepo, generatedRepo } from '../../../bench/mutations/repo.js';
import { runMutations, table } from '../../../bench/mutations/run-mutations.js';
import type { MutationResult } from '../../../bench/mutations/run-mutations.js';

describe('the mutation bench', () => {
  it('has every kind apply somewhere, and validate reports ≥ 95 % at warning or error, none missed', async () => {
    const results: MutationResult[] = [
      ...(await runMutations(examplesRepo(join(process.cwd(), 'examples')), { perKind: 2 })),
      ...(await runMutations(generatedRepo({ characters: 6, worlds: 2, entries: 40, rules: 16 }), { perKind: 2 })),
    ];
    const rows = table(results);
    expect(rows.filter((r) => r.total === 0).map((r) => r.kind)).toEqual([]);
    const missed = results.filter((r) => r.outcome === 'missed').map((r) => `${r.kind}: ${r.target}`);
    expect(missed).toEqual([]);
    const reported = results.filter((r) => r.outcome === 'reported').length;
    expect(reported / results.length).toBeGreaterThanOrEqual(0.95);
    expect(rows.length).toBe(KINDS.length);
  }, 120_000);
});
