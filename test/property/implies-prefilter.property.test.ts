/**
 * The shadow check's cheap pre-test (`premiseKeys`/`neededKeys`/`mayImply` in
 * src/routing/lint/implies.ts) may only skip pairs that `implies` rejects: whenever
 * `implies(a, b)` holds, `mayImply` must say yes, over random filters of every predicate kind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { implies, mayImply, neededKeys, premiseKeys } from '../../src/routing/lint/implies.js';
import type { Predicate } from '../../src/routing/model/types.js';

const FIELDS = ['platform', 'guild', 'user', 'channel'] as const;
const VALUES = ['1', '2', '3', ''];

const predicate: fc.Arbitrary<Predicate> = fc.letrec<{ p: Predicate }>((tie) => ({
  p: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant<Predicate>({ kind: 'true' }),
    fc.record({
      kind: fc.constant('scope' as const),
      field: fc.constantFrom(...FIELDS),
      values: fc.uniqueArray(fc.constantFrom(...VALUES), { maxLength: 3 }),
    }),
    fc.constantFrom<Predicate>({ kind: 'direct' }, { kind: 'group' }, { kind: 'at-me' }, { kind: 'quote-me' }),
    fc.record({
      kind: fc.constant('content' as const),
      match: fc.constantFrom('contains' as const, 'regex' as const),
      text: fc.constantFrom('a', 'b'),
    }),
    fc.record({ kind: fc.constant('custom' as const), id: fc.constantFrom('x', 'y') }),
    fc.record({ kind: fc.constant('not' as const), operand: tie('p') }),
    fc.record({ kind: fc.constant('and' as const), operands: fc.array(tie('p'), { maxLength: 3 }) }),
    fc.record({ kind: fc.constant('or' as const), operands: fc.array(tie('p'), { maxLength: 3 }) }),
  ),
})).p;

describe('the implication pre-test', () => {
  it('never rejects a pair that implies accepts', () => {
    fc.assert(
      fc.property(predicate, predicate, (a, b) => {
        if (implies(a, b)) expect(mayImply(premiseKeys(a), neededKeys(b))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it('never rejects a filter against itself or a weaker scope of it', () => {
    fc.assert(
      fc.property(predicate, (a) => {
        expect(mayImply(premiseKeys(a), neededKeys(a))).toBe(true);
        const weaker: Predicate = { kind: 'or', operands: [a, { kind: 'scope', field: 'guild', values: ['9'] }] };
        if (implies(a, weaker)) expect(mayImply(premiseKeys(a), neededKeys(weaker))).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('does reject the common case: scopes on different values', () => {
    const a: Predicate = { kind: 'scope', field: 'guild', values: ['1'] };
    const b: Predicate = { kind: 'scope', field: 'guild', values: ['2'] };
    expect(implies(a, b)).toBe(false);
    expect(mayImply(premiseKeys(a), neededKeys(b))).toBe(false);
  });
});
