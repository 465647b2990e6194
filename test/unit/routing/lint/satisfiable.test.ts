import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluatePredicate } from '../../../../src/routing/predicates/predicates.js';
import { isSatisfiable } from '../../../../src/routing/index.js';
import type { Predicate, RoutingInput } from '../../../../src/routing/model/types.js';

const guild = (...values: string[]): Predicate => ({ kind: 'scope', field: 'guild', values });

describe("isSatisfiable (the engine's, as the never-matches lint uses it)", () => {
  it('proves the documented contradictions', () => {
    expect(isSatisfiable({ kind: 'and', operands: [{ kind: 'direct' }, { kind: 'group' }] })).toBe(false);
    expect(isSatisfiable({ kind: 'and', operands: [guild('1'), guild('2')] })).toBe(false);
    expect(isSatisfiable({ kind: 'and', operands: [guild('1'), { kind: 'not', operand: guild('1', '2') }] })).toBe(
      false,
    );
    expect(isSatisfiable({ kind: 'or', operands: [] })).toBe(false);
    expect(isSatisfiable({ kind: 'not', operand: { kind: 'true' } })).toBe(false);
    expect(isSatisfiable({ kind: 'content', match: 'exact', text: ' 你好' })).toBe(false);
  });
  it('keeps what can match', () => {
    expect(isSatisfiable({ kind: 'and', operands: [guild('1', '2'), guild('2', '3')] })).toBe(true);
    expect(isSatisfiable({ kind: 'and', operands: [] })).toBe(true);
    expect(isSatisfiable({ kind: 'custom', id: 'x' })).toBe(true);
    expect(isSatisfiable({ kind: 'content', match: 'exact', text: '你好' })).toBe(true);
  });

  // Soundness against the engine's own evaluator: "unsatisfiable" means no input matches.
  const atom = fc.oneof(
    fc.constant<Predicate>({ kind: 'true' }),
    fc.constant<Predicate>({ kind: 'direct' }),
    fc.constant<Predicate>({ kind: 'group' }),
    fc.constant<Predicate>({ kind: 'at-me' }),
    fc.subarray(['', '1', '2']).map((v) => guild(...v)),
    fc.constantFrom<Predicate>(
      { kind: 'content', match: 'exact', text: 'a' },
      { kind: 'content', match: 'contains', text: 'a' },
    ),
  );
  const pred = fc.letrec<{ p: Predicate }>((tie) => ({
    p: fc.oneof(
      { depthSize: 'small' },
      atom,
      tie('p').map((o) => ({ kind: 'not', operand: o }) as Predicate),
      fc.array(tie('p'), { maxLength: 3 }).map((operands) => ({ kind: 'and', operands }) as Predicate),
      fc.array(tie('p'), { maxLength: 3 }).map((operands) => ({ kind: 'or', operands }) as Predicate),
    ),
  })).p;
  // Real messages only: a direct message has no guild (docs/routing-validation.md, "A guild is a group").
  const inputs: RoutingInput[] = [];
  for (const guildId of [undefined, '', '1', '2', '3'])
    for (const isDirect of [true, false])
      for (const isAtMe of [true, false])
        for (const content of ['', 'a', ' a ', 'ba'])
          if (!(isDirect && guildId !== undefined && guildId !== ''))
            inputs.push({ guildId, isDirect, isAtMe, content });

  it('is sound', () => {
    fc.assert(
      fc.property(pred, (p) => isSatisfiable(p) || inputs.every((i) => !evaluatePredicate(p, i))),
      { numRuns: 3000 },
    );
  });
});
