import { describe, expect, it } from 'vitest';
import {
  deepMerge,
  evaluatePredicate,
  isSatisfiable,
  matchInput,
  representativeInput,
} from '../../../../src/routing/index.js';
import type { Predicate } from '../../../../src/routing/model/types.js';
import { SEED } from './helpers.js';

const satisfiable: Predicate[] = [
  { kind: 'true' },
  { kind: 'and', operands: [{ kind: 'direct' }, { kind: 'scope', field: 'user', values: ['99999'] }] },
  { kind: 'not', operand: { kind: 'or', operands: [{ kind: 'direct' }, { kind: 'at-me' }] } },
  {
    kind: 'and',
    operands: [
      { kind: 'scope', field: 'guild', values: [] },
      { kind: 'not', operand: { kind: 'scope', field: 'guild', values: ['guild-0'] } },
    ],
  },
  {
    kind: 'and',
    operands: [
      { kind: 'content', match: 'startsWith', text: '/a' },
      { kind: 'content', match: 'contains', text: 'zz' },
    ],
  },
  { kind: 'content', match: 'regex', text: '^#深度研讨\\s+' },
  { kind: 'content', match: 'regex', text: '^(hi|hello) there\\d{2}$' },
  { kind: 'custom', id: 'vip' },
  {
    kind: 'and',
    operands: [
      { kind: 'custom', id: 'vip' },
      { kind: 'not', operand: { kind: 'quote-me' } },
    ],
  },
];

const unsatisfiable: Predicate[] = [
  { kind: 'and', operands: [{ kind: 'direct' }, { kind: 'group' }] },
  { kind: 'or', operands: [] },
  { kind: 'not', operand: { kind: 'true' } },
  {
    kind: 'and',
    operands: [
      { kind: 'scope', field: 'guild', values: ['1'] },
      { kind: 'scope', field: 'guild', values: ['2'] },
    ],
  },
  {
    kind: 'and',
    operands: [
      { kind: 'scope', field: 'guild', values: ['1'] },
      { kind: 'not', operand: { kind: 'scope', field: 'guild', values: [] } },
    ],
  },
  { kind: 'content', match: 'exact', text: ' padded' },
  {
    kind: 'and',
    operands: [
      { kind: 'content', match: 'contains', text: 'abc' },
      { kind: 'not', operand: { kind: 'content', match: 'contains', text: 'b' } },
    ],
  },
  {
    kind: 'and',
    operands: [
      { kind: 'content', match: 'startsWith', text: 'ab' },
      { kind: 'content', match: 'startsWith', text: 'b' },
    ],
  },
];

describe('representativeInput and isSatisfiable', () => {
  it.each(satisfiable.map((p) => [JSON.stringify(p), p] as const))('derives a matching input for %s', (_, p) => {
    const input = representativeInput(p);
    expect(input).not.toBeNull();
    expect(evaluatePredicate(p, input ?? {})).toBe(true);
    expect(isSatisfiable(p)).toBe(true);
  });

  it.each(unsatisfiable.map((p) => [JSON.stringify(p), p] as const))('reports %s as unsatisfiable', (_, p) => {
    expect(representativeInput(p)).toBeNull();
    expect(isSatisfiable(p)).toBe(false);
  });

  it('every seed rule gets a representative input', () => {
    for (const r of SEED) expect(evaluatePredicate(r.filter, representativeInput(r.filter) ?? {})).toBe(true);
  });

  it('an opaque regex is unknown: null input but never claimed unsatisfiable', () => {
    const p: Predicate = { kind: 'content', match: 'regex', text: '(?=x)[^a]\\1' };
    expect(representativeInput(p)).toBeNull();
    expect(isSatisfiable(p)).toBe(true);
  });
});

describe('matchInput details', () => {
  it('finds a nested at element, prefers stripped content, falls back to content', () => {
    const i = matchInput({
      selfId: 'bot',
      userId: 'u',
      content: 'raw',
      elements: [{ type: 'p', children: [{ type: 'at', attrs: { id: 'bot' } }] }],
    });
    expect(i).toMatchObject({ isAtMe: true, content: 'raw', isQuotingMe: false, isSelf: false, isDirect: false });
    expect(matchInput({ selfId: 'bot', stripped: { content: '' }, content: 'x' }).content).toBe('');
    expect(matchInput({}).isQuotingMe).toBe(false);
  });
});

describe('deepMerge', () => {
  it('merges objects, replaces arrays, null and scalars, and ignores __proto__ tricks', () => {
    expect(deepMerge({ a: { b: 1, c: [1] }, d: 1 }, { a: { c: [2], e: null }, d: { x: 1 } })).toEqual({
      a: { b: 1, c: [2], e: null },
      d: { x: 1 },
    });
    const evil = JSON.parse('{"__proto__": {"polluted": true}}');
    const out = deepMerge({}, evil) as Record<string, unknown>;
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
  });
});
