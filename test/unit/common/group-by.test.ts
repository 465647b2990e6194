import { describe, expect, it } from 'vitest';
import { groupBy, groupByEach } from '../../../src/common/group-by.js';

describe('groupBy', () => {
  it('keeps the items in their order under their key', () => {
    const out = groupBy(['b1', 'a1', 'b2', 'a2'], (x) => x[0] ?? '');
    expect([...out]).toEqual([
      ['b', ['b1', 'b2']],
      ['a', ['a1', 'a2']],
    ]);
  });

  it('puts an item with several keys in each of their lists, none twice for a repeated key', () => {
    const out = groupByEach(
      [
        { id: 'alice', worlds: ['astra', 'orbit'] },
        { id: 'bob', worlds: ['orbit'] },
      ],
      (c) => new Set(c.worlds),
    );
    expect([...out].map(([k, list]) => [k, list.map((c) => c.id)])).toEqual([
      ['astra', ['alice']],
      ['orbit', ['alice', 'bob']],
    ]);
  });
});
