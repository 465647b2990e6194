import { describe, expect, it } from 'vitest';
import { retrieve, UnknownCharacterError } from '../../../src/retrieval/index.js';
import { character, entry, graph, simple, world } from './build-graph.js';

const ids = (r: ReturnType<typeof retrieve>) => r.injected.map((e) => e.id);
const reasons = (r: ReturnType<typeof retrieve>) => Object.fromEntries(r.excluded.map((e) => [e.id, e.reason]));

describe('retrieve: candidates and order', () => {
  it('always includes constant entries and sorts them first', () => {
    const g = simple([
      { id: 'hit', keys: ['王都'], priority: 100 },
      { id: 'always', constant: true, priority: 0 },
    ]);
    expect(ids(retrieve(g, 'alice', ['前往王都']))).toEqual(['always', 'hit']);
  });
  it('sorts by score, then priority, then world, id, file', () => {
    const g = simple([
      { id: 'b-one', keys: ['a'], priority: 5 },
      { id: 'a-one', keys: ['a'], priority: 5 },
      { id: 'two', keys: ['a', 'b'], priority: 0 },
      { id: 'high', keys: ['a'], priority: 9 },
    ]);
    expect(ids(retrieve(g, 'alice', ['a b']))).toEqual(['two', 'high', 'a-one', 'b-one']);
  });
  it('reports injected score, matched keys, tokens and running budget', () => {
    const g = simple([
      { id: 'capital', keys: ['王都'], secondaryKeys: ['皇宫'], tokens: 10 },
      { id: 'guard', keys: ['守卫'], tokens: 5 },
    ]);
    const r = retrieve(g, 'alice', ['王都的皇宫有守卫']);
    expect(r.injected.map((e) => [e.order, e.id, e.score, e.tokens, e.runningTokens])).toEqual([
      [1, 'capital', 1.5, 10, 10],
      [2, 'guard', 1, 5, 15],
    ]);
    expect(r.injected[0]?.matched.map((k) => k.kind)).toEqual(['key', 'secondary']);
    expect(r.injected[1]?.remainingTokens).toBe(5000 - 15);
  });
  it('never injects disabled entries, even constant ones, and says why', () => {
    const g = simple([
      { id: 'off', keys: ['王都'], enabled: false },
      { id: 'off-const', constant: true, enabled: false },
    ]);
    const r = retrieve(g, 'alice', ['王都']);
    expect(ids(r)).toEqual([]);
    expect(reasons(r)).toEqual({ off: 'disabled', 'off-const': 'disabled' });
  });
  it('marks entries without primary keys as never-matchable, secondary-only included', () => {
    const g = simple([
      { id: 'empty' },
      { id: 'secondary-only', secondaryKeys: ['皇宫'] },
      { id: 'miss', keys: ['王都'] },
    ]);
    const r = retrieve(g, 'alice', ['皇宫']);
    expect(reasons(r)).toEqual({ empty: 'never-matchable', 'secondary-only': 'never-matchable', miss: 'no-match' });
  });
  it('uses entries of every resolved world and none of other worlds', () => {
    const g = graph(
      [character({ worlds: ['astra', 'beta'], unresolved: ['ghost'] })],
      [world('astra'), world('beta'), world('other')],
      [
        entry({ id: 'a', keys: ['k'] }),
        entry({ id: 'b', world: 'beta', keys: ['k'] }),
        entry({ id: 'o', world: 'other', keys: ['k'] }),
      ],
    );
    const r = retrieve(g, 'alice', ['k']);
    expect(r.injected.map((e) => `${e.world}/${e.id}`)).toEqual(['astra/a', 'beta/b']);
    expect(r.excluded).toEqual([]);
    expect(r.worlds).toEqual([
      { ref: 'astra', resolved: true },
      { ref: 'beta', resolved: true },
      { ref: 'ghost', resolved: false },
    ]);
  });
  it('throws UnknownCharacterError listing the known ids', () => {
    expect(() => retrieve(simple([]), 'alcie', ['x'])).toThrow(UnknownCharacterError);
    try {
      retrieve(simple([]), 'alcie', ['x']);
    } catch (e) {
      expect((e as UnknownCharacterError).known).toEqual(['alice']);
    }
  });
});

describe('retrieve: query window', () => {
  const g = (recentMessages: number) =>
    simple(
      [
        { id: 'old', keys: ['旧'] },
        { id: 'new', keys: ['新'] },
      ],
      { recentMessages },
    );
  it('uses only the last recentMessages messages', () => {
    const r = retrieve(g(1), 'alice', ['旧消息', '新消息']);
    expect(ids(r)).toEqual(['new']);
    expect(r.query).toEqual({ recentMessages: 1, from: 1, messages: ['新消息'] });
  });
  it('clamps 0 and negative recentMessages to 1 instead of scanning the whole history', () => {
    expect(ids(retrieve(g(0), 'alice', ['旧消息', '新消息']))).toEqual(['new']);
    expect(retrieve(g(-3), 'alice', ['旧消息', '新消息']).query.recentMessages).toBe(1);
  });
  it('uses all messages when there are fewer than recentMessages', () => {
    expect(ids(retrieve(g(6), 'alice', ['旧消息', '新消息']))).toEqual(['new', 'old']);
  });
  it('accepts an override of recentMessages', () => {
    expect(ids(retrieve(g(1), 'alice', ['旧消息', '新消息'], { recentMessages: 2 }))).toEqual(['new', 'old']);
  });
});

describe('retrieve: limits', () => {
  it('counts constants against maxEntries and reports the dropped constant', () => {
    const specs = Array.from({ length: 9 }, (_, i) => ({ id: `c${i}`, constant: true, priority: 10 - i }));
    const r = retrieve(simple(specs, { maxEntries: 8 }), 'alice', ['']);
    expect(r.injected).toHaveLength(8);
    expect(reasons(r)).toEqual({ c8: 'maxEntries' });
    expect(r.diagnostics.map((d) => [d.code, d.data.id])).toEqual([['retrieval.constant-left-out', 'c8']]);
    expect(r.diagnostics[0]?.line).toBe(3);
  });
  it('maxEntries 0 and negative inject nothing', () => {
    for (const maxEntries of [0, -2]) {
      const r = retrieve(simple([{ id: 'a', keys: ['k'] }], { maxEntries }), 'alice', ['k']);
      expect(ids(r)).toEqual([]);
      expect(reasons(r)).toEqual({ a: 'maxEntries' });
    }
  });
  it('admits an entry exactly at the budget and refuses one character more', () => {
    const exact = simple([{ id: 'a', keys: ['k'], body: 'x'.repeat(40) }], { worldEntries: 10 });
    expect(ids(retrieve(exact, 'alice', ['k']))).toEqual(['a']);
    const over = simple([{ id: 'a', keys: ['k'], body: 'x'.repeat(41) }], { worldEntries: 10 });
    const r = retrieve(over, 'alice', ['k']);
    expect(ids(r)).toEqual([]);
    expect(r.excluded[0]).toMatchObject({
      reason: 'budget',
      budget: { name: 'worldEntries', available: 10, needed: 11 },
    });
  });
  it('a budget of 0 or below admits nothing, not even an empty entry', () => {
    for (const worldEntries of [0, -100]) {
      const r = retrieve(simple([{ id: 'empty', keys: ['k'], body: '' }], { worldEntries }), 'alice', ['k']);
      expect(reasons(r)).toEqual({ empty: 'budget' });
    }
  });
  it('skips an entry that does not fit and continues with smaller ones', () => {
    const g = simple(
      [
        { id: 'big', keys: ['k'], priority: 9, tokens: 8 },
        { id: 'small', keys: ['k'], priority: 1, tokens: 2 },
      ],
      { worldEntries: 5 },
    );
    const r = retrieve(g, 'alice', ['k']);
    expect(ids(r)).toEqual(['small']);
    expect(reasons(r)).toEqual({ big: 'budget' });
  });
  it('stops at maxEntries even when budget remains', () => {
    const g = simple(
      [
        { id: 'a', keys: ['k'], priority: 3 },
        { id: 'b', keys: ['k'], priority: 2 },
        { id: 'c', keys: ['k'], priority: 1 },
      ],
      { maxEntries: 2 },
    );
    expect(reasons(retrieve(g, 'alice', ['k']))).toEqual({ c: 'maxEntries' });
  });
  it('limits entries by what contextTotal leaves after the world core', () => {
    const g = simple([{ id: 'a', keys: ['k'], tokens: 3 }], { contextTotal: 10, worldCore: 100 }, 'c'.repeat(32));
    const r = retrieve(g, 'alice', ['k']);
    expect(r.worldCore.keptTokens).toBe(8);
    expect(r.excluded[0]).toMatchObject({
      reason: 'budget',
      budget: { name: 'contextTotal', available: 2, needed: 3 },
    });
    expect(r.contextTotal).toEqual({ budget: 10, worldCore: 8, worldEntries: 0, used: 8, remaining: 2 });
  });
  it('contextTotal 0 turns the world book off: no core, no entries', () => {
    const r = retrieve(simple([{ id: 'a', constant: true, body: '' }], { contextTotal: 0 }, 'core'), 'alice', ['']);
    expect(r.worldCore.keptTokens).toBe(0);
    expect(reasons(r)).toEqual({ a: 'budget' });
  });
});

describe('retrieve: duplicates', () => {
  it('keeps only the best-scoring copy of an id and names the kept file', () => {
    const g = simple([
      { id: 'guard', file: 'worlds/astra/entries/npc/guard.md', keys: ['守卫'] },
      { id: 'guard', file: 'worlds/astra/entries/rules/guard.md', keys: ['守卫', '规则'] },
    ]);
    const r = retrieve(g, 'alice', ['守卫的规则']);
    expect(r.injected.map((e) => e.file)).toEqual(['worlds/astra/entries/rules/guard.md']);
    expect(r.excluded).toMatchObject([
      {
        file: 'worlds/astra/entries/npc/guard.md',
        reason: 'duplicate-id',
        keptFile: 'worlds/astra/entries/rules/guard.md',
      },
    ]);
  });
  it('dedupes before packing: a lower copy does not replace a winner that did not fit', () => {
    const g = simple(
      [
        { id: 'guard', file: 'a/guard.md', keys: ['守卫', '规则'], tokens: 50 },
        { id: 'guard', file: 'b/guard.md', keys: ['守卫'], tokens: 1 },
      ],
      { worldEntries: 10 },
    );
    const r = retrieve(g, 'alice', ['守卫的规则']);
    expect(ids(r)).toEqual([]);
    expect(r.excluded.map((e) => [e.file, e.reason])).toEqual([
      ['a/guard.md', 'budget'],
      ['b/guard.md', 'duplicate-id'],
    ]);
  });
  it('does not dedupe the same id across worlds', () => {
    const g = graph(
      [character({ worlds: ['astra', 'beta'] })],
      [world('astra'), world('beta')],
      [entry({ id: 'guard', keys: ['k'] }), entry({ id: 'guard', world: 'beta', keys: ['k'] })],
    );
    expect(retrieve(g, 'alice', ['k']).injected).toHaveLength(2);
  });
});

describe('retrieve: world core and examples', () => {
  it('cuts the world core from the end and notes it', () => {
    const r = retrieve(simple([], { worldCore: 2 }, 'abcdefghij'), 'alice', ['']);
    expect(r.worldCore.parts[0]).toMatchObject({
      text: 'abcdefgh',
      keptChars: 8,
      cutChars: 2,
      tokens: 3,
      keptTokens: 2,
    });
    expect(r.diagnostics.map((d) => d.code)).toEqual(['retrieval.world-core-truncated']);
  });
  it('shares the core budget between worlds in the character’s order', () => {
    const g = graph(
      [character({ worlds: ['beta', 'astra'], budgets: { worldCore: 3 } })],
      [world('astra', 'a'.repeat(8)), world('beta', 'b'.repeat(8))],
      [],
    );
    const r = retrieve(g, 'alice', ['']);
    expect(r.worldCore.parts.map((p) => [p.world, p.keptChars])).toEqual([
      ['beta', 8],
      ['astra', 4],
    ]);
  });
  it('applies slice(0, n*4) to examples: positive keeps the start, negative cuts the end, 0 removes', () => {
    const text = 'e'.repeat(20);
    const at = (examples: number) =>
      retrieve(graph([character({ examples: text, budgets: { examples } })], [world('astra')], []), 'alice', ['']);
    expect(at(2).examples).toMatchObject({ keptChars: 8, cutChars: 12 });
    expect(at(-2).examples).toMatchObject({ keptChars: 12, cutChars: 8 });
    expect(at(0).examples).toMatchObject({ keptChars: 0, cutChars: 20, text: '' });
    expect(at(100).examples).toMatchObject({ keptChars: 20, cutChars: 0 });
    expect(at(-2).diagnostics.map((d) => d.code)).toEqual(['retrieval.examples-truncated']);
    expect(at(0).diagnostics).toEqual([]);
  });
  it('has no examples section when the character has none', () => {
    expect(retrieve(simple([]), 'alice', ['']).examples).toBeNull();
  });
});
