import { describe, expect, it } from 'vitest';
import { compareBy, compareText, descending } from '../../../src/common/compare.js';

describe('compareText', () => {
  it('orders by UTF-16 code units, whatever the locale', () => {
    expect(['b', 'a', 'B', 'ä', 'A', '10', '9'].sort(compareText)).toEqual(['10', '9', 'A', 'B', 'a', 'b', 'ä']);
    expect(compareText('x', 'x')).toBe(0);
  });
});

describe('compareBy', () => {
  const rows = [
    { kind: 'world', id: 'b', n: 1 },
    { kind: 'character', id: 'z', n: 2 },
    { kind: 'world', id: 'a', n: 3 },
    { kind: 'character', id: 'z', n: 1 },
  ];

  it('sorts by the first key and breaks ties with the next', () => {
    const sorted = [...rows].sort(
      compareBy(
        (r) => r.kind,
        (r) => r.id,
        (r) => r.n,
      ),
    );
    expect(sorted.map((r) => `${r.kind}:${r.id}:${r.n}`)).toEqual([
      'character:z:1',
      'character:z:2',
      'world:a:3',
      'world:b:1',
    ]);
  });

  it('reverses a key wrapped in descending()', () => {
    const sorted = [...rows].sort(
      compareBy(
        descending((r) => r.n),
        (r) => r.id,
      ),
    );
    expect(sorted.map((r) => `${r.n}${r.id}`)).toEqual(['3a', '2z', '1b', '1z']);
  });

  it('is 0 for items equal on every key (the sort keeps their order)', () => {
    expect(compareBy<{ a: number }>((r) => r.a)({ a: 1 }, { a: 1 })).toBe(0);
  });
});
