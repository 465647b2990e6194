/**
 * A scenario whose expectations are read off `retrieve`'s own result always passes: what was
 * injected (in order), what was not, and every left-out entry's reason, named by a bare id when
 * it is unambiguous among the character's worlds and by `world/id` otherwise. The scenario goes
 * through the YAML loader too, so refs, positions and the runner are exercised together.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../../src/common/memory-fs.js';
import { retrieve } from '../../../../src/retrieval/index.js';
import { loadRetrievalScenarios } from '../../../../src/retrieval/scenarios/load-scenarios.js';
import { runRetrievalScenarios } from '../../../../src/retrieval/scenarios/run-scenarios.js';
import { character, entry, graph, world } from '../build-graph.js';
import type { EntrySpec } from '../build-graph.js';

const VOCAB = ['王都', '守卫', 'Astra', 'ＡＢＣ', '東京', '서울', 'guard', 'k'];
const word = fc.constantFrom(...VOCAB);

const entrySpec: fc.Arbitrary<EntrySpec> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  world: fc.constantFrom('astra', 'beta', 'gamma'),
  keys: fc.array(word, { maxLength: 3 }),
  aliases: fc.array(word, { maxLength: 1 }),
  secondaryKeys: fc.array(word, { maxLength: 2 }),
  priority: fc.integer({ min: -5, max: 5 }),
  constant: fc.boolean(),
  enabled: fc.boolean(),
  tokens: fc.integer({ min: 0, max: 30 }),
});

const arbitrary = fc.record({
  specs: fc.array(entrySpec, { maxLength: 14 }).map((specs) => specs.map((s, i) => ({ ...s, file: `f${i}.md` }))),
  maxEntries: fc.integer({ min: -2, max: 10 }),
  worldEntries: fc.integer({ min: -10, max: 120 }),
  contextTotal: fc.integer({ min: -10, max: 200 }),
  recentMessages: fc.integer({ min: -1, max: 4 }),
  messages: fc.array(
    fc.array(word, { maxLength: 4 }).map((w) => w.join('')),
    { minLength: 1, maxLength: 4 },
  ),
  /** Which expectations to keep (a bit mask per list), so partial scenarios are tried too. */
  keep: fc.array(fc.boolean(), { minLength: 42, maxLength: 42 }),
  bare: fc.boolean(),
});

describe('retrieval scenarios (property)', () => {
  it('pass when their expectations are taken from retrieve’s own result', async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (s) => {
        const g = graph(
          [
            character({
              worlds: ['astra', 'beta'], // gamma's entries are not the character's
              budgets: {
                maxEntries: s.maxEntries,
                worldEntries: s.worldEntries,
                contextTotal: s.contextTotal,
                recentMessages: s.recentMessages,
              },
            }),
          ],
          [world('astra'), world('beta'), world('gamma')],
          s.specs.map(entry),
        );
        const r = retrieve(g, 'alice', s.messages);
        const own = g.entries.filter((e) => e.world !== 'gamma');
        const worldsOf = (id: string) => new Set(own.filter((e) => e.id === id).map((e) => e.world));
        const ref = (e: { world: string; id: string }) =>
          s.bare && worldsOf(e.id).size === 1 ? e.id : `${e.world}/${e.id}`;
        const keep = <T>(xs: readonly T[], offset: number) => xs.filter((_, i) => s.keep[(offset + i) % 42]);

        const injected = keep(r.injected, 0).map(ref);
        const injectedKeys = new Set(r.injected.map((e) => `${e.world}/${e.id}`));
        const out = [...new Map(r.excluded.map((e) => [`${e.world}/${e.id}`, e])).values()];
        const notInjected = keep(
          out.filter((e) => !injectedKeys.has(`${e.world}/${e.id}`)),
          14,
        ).map(ref);
        const reason = Object.fromEntries(keep(out, 28).map((e) => [ref(e), e.reason]));
        if (injected.length + notInjected.length + Object.keys(reason).length === 0) return;

        const yaml = JSON.stringify([
          {
            name: 'own result',
            character: 'alice',
            messages: s.messages,
            expect: { injected, ordered: true, notInjected, reason },
          },
        ]);
        const loaded = await loadRetrievalScenarios('t.yaml', memoryFileSystem({ 't.yaml': yaml }));
        expect(loaded.diagnostics).toEqual([]);
        const ran = runRetrievalScenarios(loaded.scenarios, g);
        expect(ran.diagnostics).toEqual([]);
        expect(ran.results.map((x) => [x.passed, x.invalid])).toEqual([[true, false]]);
        expect(ran.results[0]?.injected).toEqual(r.injected.map((e) => `${e.world}/${e.id}`));
      }),
      { numRuns: 300 },
    );
  });
});
