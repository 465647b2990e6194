import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/retrieval/index.js';
import { character, entry, graph, world } from './build-graph.js';
import type { EntrySpec } from './build-graph.js';

const VOCAB = ['王都', '守卫', 'Astra', 'ＡＢＣ', '東京', '서울', 'guard', 'k'];
const word = fc.constantFrom(...VOCAB);

const entrySpec: fc.Arbitrary<EntrySpec> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  world: fc.constantFrom('astra', 'beta'),
  keys: fc.array(word, { maxLength: 3 }),
  aliases: fc.array(word, { maxLength: 1 }),
  secondaryKeys: fc.array(word, { maxLength: 2 }),
  priority: fc.integer({ min: -5, max: 5 }),
  constant: fc.boolean(),
  enabled: fc.boolean(),
  tokens: fc.integer({ min: 0, max: 30 }),
});

const scenario = fc.record({
  specs: fc.array(entrySpec, { maxLength: 14 }).map((specs) => specs.map((s, i) => ({ ...s, file: `f${i}.md` }))),
  maxEntries: fc.integer({ min: -2, max: 10 }),
  worldEntries: fc.integer({ min: -10, max: 120 }),
  contextTotal: fc.integer({ min: -10, max: 200 }),
  worldCore: fc.integer({ min: 0, max: 50 }),
  core: fc.string({ maxLength: 60 }),
  messages: fc.array(
    fc.array(word, { maxLength: 4 }).map((w) => w.join('')),
    { minLength: 1, maxLength: 4 },
  ),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario, order: number[] = []) {
  const entries = s.specs.map(entry);
  const shuffled = order.length === entries.length ? order.map((i) => entries[i]!) : entries;
  return graph(
    [
      character({
        worlds: ['astra', 'beta'],
        budgets: {
          maxEntries: s.maxEntries,
          worldEntries: s.worldEntries,
          contextTotal: s.contextTotal,
          worldCore: s.worldCore,
        },
      }),
    ],
    [world('astra', s.core), world('beta')],
    shuffled,
  );
}

describe('retrieval properties', () => {
  it('is deterministic', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        expect(retrieve(build(s), 'alice', s.messages)).toEqual(retrieve(build(s), 'alice', s.messages));
      }),
    );
  });
  it('does not depend on the order of entries in the graph', () => {
    fc.assert(
      fc.property(
        scenario.chain((s) =>
          fc.tuple(fc.constant(s), fc.shuffledSubarray([...s.specs.keys()], { minLength: s.specs.length })),
        ),
        ([s, order]) => {
          expect(retrieve(build(s, order), 'alice', s.messages)).toEqual(retrieve(build(s), 'alice', s.messages));
        },
      ),
    );
  });
  it('never exceeds maxEntries, worldEntries or contextTotal, and accounts for every entry once', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const r = retrieve(build(s), 'alice', s.messages);
        const used = r.injected.reduce((n, e) => n + e.tokens, 0);
        expect(r.injected.length).toBeLessThanOrEqual(Math.max(0, s.maxEntries));
        expect(used).toBeLessThanOrEqual(Math.max(0, s.worldEntries));
        expect(used + r.worldCore.keptTokens).toBeLessThanOrEqual(Math.max(0, s.contextTotal));
        expect(r.injected.length + r.excluded.length).toBe(s.specs.length);
        const keys = r.injected.map((e) => `${e.world}/${e.id}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(r.injected.every((e) => e.constant || e.matched.some((k) => k.kind !== 'secondary'))).toBe(true);
      }),
    );
  });
});
