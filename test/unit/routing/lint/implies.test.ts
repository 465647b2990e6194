import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { implies } from '../../../../src/routing/lint/implies.js';
import { evaluatePredicate } from '../../../../src/routing/predicates/predicates.js';
import type { Predicate, RoutingInput } from '../../../../src/routing/model/types.js';

const guild = (...values: string[]): Predicate => ({ kind: 'scope', field: 'guild', values });
const platform = (...values: string[]): Predicate => ({ kind: 'scope', field: 'platform', values });

describe('implies', () => {
  it('proves the cases the lint relies on', () => {
    expect(implies(guild('1'), { kind: 'true' })).toBe(true);
    expect(implies({ kind: 'and', operands: [platform('onebot'), guild('1')] }, guild('1'))).toBe(true);
    expect(implies(guild('1'), guild('1', '2'))).toBe(true);
    expect(implies(guild('1'), guild())).toBe(true);
    expect(implies({ kind: 'direct' }, { kind: 'not', operand: { kind: 'group' } })).toBe(true);
    expect(implies({ kind: 'or', operands: [guild('1'), guild('2')] }, guild('1', '2', '3'))).toBe(true);
    // a guild message is a group message
    expect(implies(guild('1'), { kind: 'group' })).toBe(true);
    expect(implies(guild(), { kind: 'group' })).toBe(true);
    expect(implies(guild('1'), { kind: 'not', operand: { kind: 'direct' } })).toBe(true);
  });
  it('does not claim what it cannot prove', () => {
    expect(implies(guild('1', '2'), guild('1'))).toBe(false);
    expect(implies(guild(), guild('1'))).toBe(false);
    expect(implies(guild(''), guild())).toBe(false);
    expect(implies(guild('1'), { kind: 'and', operands: [guild('1'), platform('onebot')] })).toBe(false);
    expect(implies({ kind: 'true' }, guild('1'))).toBe(false);
    expect(implies(guild(''), { kind: 'group' })).toBe(false);
    expect(implies({ kind: 'group' }, guild())).toBe(false);
  });

  // Soundness against the engine's evaluator over small inputs.
  const evalP = (p: Predicate, i: RoutingInput): boolean => evaluatePredicate(p, i);
  const atom = fc.oneof(
    fc.constant<Predicate>({ kind: 'true' }),
    fc.constant<Predicate>({ kind: 'direct' }),
    fc.constant<Predicate>({ kind: 'group' }),
    fc.subarray(['', '1', '2']).map((v) => guild(...v)),
    fc.subarray(['a', 'b']).map((v) => platform(...v)),
  );
  const pred: fc.Arbitrary<Predicate> = fc.letrec<{ p: Predicate }>((tie) => ({
    p: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      atom,
      tie('p').map((o) => ({ kind: 'not', operand: o }) as Predicate),
      fc.array(tie('p'), { maxLength: 3 }).map((operands) => ({ kind: 'and', operands }) as Predicate),
      fc.array(tie('p'), { maxLength: 3 }).map((operands) => ({ kind: 'or', operands }) as Predicate),
    ),
  })).p;
  const inputs: RoutingInput[] = [];
  for (const g of [undefined, '', '1', '2', '3'])
    for (const pl of [undefined, 'a', 'b'])
      for (const d of [true, false])
        // a real direct message has no guild (the lint's one axiom: docs/routing-validation.md)
        if (!(d && g !== undefined && g !== '')) inputs.push({ guildId: g, platform: pl, isDirect: d });

  it('is sound: a proven implication holds on every input', () => {
    fc.assert(
      fc.property(pred, pred, (a, b) => {
        if (!implies(a, b)) return true;
        return inputs.every((i) => !evalP(a, i) || evalP(b, i));
      }),
      { numRuns: 3000 },
    );
  });
});
