import { describe, expect, it } from 'vitest';
import {
  compileContentRegex,
  createRouter,
  evaluatePredicate,
  planContentRegex,
  specificity,
} from '../../../../src/routing/index.js';
import { toRe2 } from '../../../../src/routing/predicates/content-regex.js';
import type { Predicate } from '../../../../src/routing/model/types.js';
import { G0, groupInput, rule } from './helpers.js';

const regex = (text: string): Predicate => ({ kind: 'content', match: 'regex', text });

describe('predicates', () => {
  it('scope compares exactly, case-sensitive, without trimming; [] needs a non-empty value', () => {
    const p: Predicate = { kind: 'scope', field: 'guild', values: ['A'] };
    expect(evaluatePredicate(p, { guildId: 'A' })).toBe(true);
    expect(evaluatePredicate(p, { guildId: 'a' })).toBe(false);
    expect(evaluatePredicate(p, { guildId: ' A' })).toBe(false);
    const exists: Predicate = { kind: 'scope', field: 'route', values: [] };
    expect(evaluatePredicate(exists, { routeId: '' })).toBe(false);
    expect(evaluatePredicate(exists, { routeId: 'r' })).toBe(true);
    expect(evaluatePredicate({ kind: 'scope', field: 'self', values: ['bot'] }, { selfId: 'bot' })).toBe(true);
  });

  it('group is the negation of direct, including an absent isDirect', () => {
    expect(evaluatePredicate({ kind: 'group' }, {})).toBe(true);
    expect(evaluatePredicate({ kind: 'direct' }, {})).toBe(false);
  });

  it('startsWith is plain; contains does not use the regex window', () => {
    expect(evaluatePredicate({ kind: 'content', match: 'startsWith', text: '/x' }, { content: '/xy' })).toBe(true);
    expect(
      evaluatePredicate({ kind: 'content', match: 'contains', text: 'Z' }, { content: 'a'.repeat(30000) + 'Z' }),
    ).toBe(true);
  });

  it('the input custom map fixes custom results for previews, before the registry', () => {
    const p: Predicate = { kind: 'custom', id: 'vip' };
    expect(evaluatePredicate(p, { custom: { vip: true } })).toBe(true);
    expect(
      evaluatePredicate(p, { custom: { vip: false } }, { customPredicates: { vip: { evaluate: () => true } } }),
    ).toBe(false);
    expect(evaluatePredicate(p, {})).toBe(false);
  });

  it('and/or short-circuit: an operand after the deciding one never runs', () => {
    const bad = regex('(');
    expect(evaluatePredicate({ kind: 'or', operands: [{ kind: 'true' }, bad] }, { content: 'x' })).toBe(true);
    expect(evaluatePredicate({ kind: 'and', operands: [{ kind: 'direct' }, bad] }, { content: 'x' })).toBe(false);
    expect(() => evaluatePredicate({ kind: 'and', operands: [{ kind: 'true' }, bad] }, { content: 'x' })).toThrow();
  });

  it('specificity follows the spec and handles 100,000-deep filters without recursion', () => {
    expect(
      specificity({
        kind: 'and',
        operands: [
          { kind: 'true' },
          { kind: 'not', operand: { kind: 'or', operands: [{ kind: 'direct' }, { kind: 'custom', id: 'x' }] } },
        ],
      }),
    ).toBe(2);
    let deep: Predicate = { kind: 'direct' };
    for (let i = 0; i < 100_000; i++) deep = { kind: 'not', operand: deep };
    expect(specificity(deep)).toBe(1);
    expect(evaluatePredicate(deep, { isDirect: true })).toBe(true);
  });

  it('regex: no flags, JS \\s includes U+3000, \\u escapes, case-sensitive', () => {
    expect(evaluatePredicate(regex('^#深度研讨\\s+'), { content: '#深度研讨\u3000x' })).toBe(true);
    expect(evaluatePredicate(regex('\\u4f60'), { content: '你' })).toBe(true);
    expect(evaluatePredicate(regex('abc'), { content: 'ABC' })).toBe(false);
    expect(evaluatePredicate(regex('^a.c$'), { content: 'a\nc' })).toBe(false);
    expect(evaluatePredicate(regex('(?<=a)b'), { content: 'ab' })).toBe(true); // lookbehind: native engine
    expect(toRe2('a\\sb')).not.toBeNull();
    expect(toRe2('(a)\\1')).toBeNull();
  });

  // Run by the linear engine; with backtracking any of these would take hours (the test timeout guards it).
  it('catastrophic patterns finish on a 20,000-character message', () => {
    const content = 'a'.repeat(19_999) + '!'; // inside the 20,000-unit window
    for (const text of ['(a+)+$', '(a|aa)*b$', '.*.*.*XYZ', '(\\w+\\s?)+$', '^(a*)*b']) {
      expect(evaluatePredicate(regex(text), { content })).toBe(false);
    }
    expect(evaluatePredicate(regex('(a+)+!$'), { content })).toBe(true);
  });

  it('a backtracking-only pattern with nested quantifiers is refused: predicate-error, no match', () => {
    expect(planContentRegex('(?=(a+)+)b').engine).toBe('refused');
    expect(planContentRegex('(?<=x)ab{1,20}c').engine).toBe('native');
    expect(() => compileContentRegex('(?=(a+)+)b').test('aaa')).toThrow();
    const r = createRouter({
      rules: [G0(), rule({ id: 'risky', filter: { kind: 'not', operand: regex('(?=(a+)+)b') } })],
    }).resolve(groupInput('7', { content: 'a'.repeat(20_000) }));
    expect(r.ruleIds).toEqual(['global']);
    expect(r.diagnostics.map((d) => [d.code, d.ruleId])).toEqual([['routing.predicate-error', 'risky']]);
  });
});
