import { describe, expect, it } from 'vitest';
import { checkRegex } from '../../../../src/routing/lint/regex-safety.js';

describe('checkRegex', () => {
  it.each([
    ['(a+)+', '(a+)+'],
    ['^(a|a)*$', '(a|a)*'],
    ['(.*)*', '(.*)*'],
    ['^(\\w+\\s?)*$', '(\\w+\\s?)*'],
    ['x(\\d+\\d)+y', '(\\d+\\d)+'],
    ['(\\w|\\d)+$', '(\\w|\\d)+'],
    ['((ab)*)*', '((ab)*)*'],
    ['^(深+)+$', '(深+)+'],
    ['(a{1,3})*b', '(a{1,3})*'],
  ])('flags %s', (pattern, part) => {
    expect(checkRegex(pattern)).toEqual({ compiles: true, unsafePart: part });
  });

  it.each([
    '^#深度研讨\\s+',
    '(ab+)*',
    '(\\d+,)*\\d+',
    'a+b+c+',
    '^(?:foo|bar)+$',
    '[a-z]+@[a-z]+\\.com',
    '(ab?)*c',
    'hello',
  ])('accepts %s', (pattern) => {
    expect(checkRegex(pattern)).toEqual({ compiles: true, unsafePart: null });
  });

  it('reports a pattern that does not compile', () => {
    const r = checkRegex('(');
    expect(r.compiles).toBe(false);
    expect(r.compiles === false && r.reason).toMatch(/Unterminated group/);
  });
});
