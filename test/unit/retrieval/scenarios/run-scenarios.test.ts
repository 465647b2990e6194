import { describe, expect, it } from 'vitest';
import type { AssetGraph } from '../../../../src/assets/model.js';
import { memoryFileSystem } from '../../../../src/common/memory-fs.js';
import { renderDiagnostic } from '../../../../src/diagnostics/render.js';
import { loadRetrievalScenarios } from '../../../../src/retrieval/scenarios/load-scenarios.js';
import { runRetrievalScenarios } from '../../../../src/retrieval/scenarios/run-scenarios.js';
import { character, entry, graph, world } from '../build-graph.js';

const F = 'retrieval.tests.yaml';

/**
 * alice uses astra and orbit; both have a `guard`. Budget: worldEntries 300, maxEntries 3. For the
 * default messages the rank is law (constant), capital (80), astra guard (60, 900 tokens: too big), gate (50).
 */
const G: AssetGraph = graph(
  [character({ worlds: ['astra', 'orbit'], budgets: { worldEntries: 300, maxEntries: 3 } }), character({ id: 'bob' })],
  [world('astra'), world('orbit')],
  [
    entry({ id: 'capital', keys: ['王都'], priority: 80, tokens: 100 }),
    entry({ id: 'gate', keys: ['城门'], priority: 50, tokens: 100 }),
    entry({ id: 'guard', keys: ['守卫'], priority: 60, tokens: 900 }),
    entry({ id: 'law', constant: true, tokens: 10 }),
    entry({ id: 'old', keys: ['王都'], enabled: false }),
    entry({ id: 'guard', world: 'orbit', keys: ['guard'], tokens: 5 }),
    entry({ id: 'hub', world: 'orbit', keys: ['hub'], tokens: 5 }),
  ],
);

async function run(yaml: string, g: AssetGraph = G) {
  const loaded = await loadRetrievalScenarios(F, memoryFileSystem({ [F]: yaml }));
  expect(loaded.diagnostics).toEqual([]);
  return runRetrievalScenarios(loaded.scenarios, g);
}

const scenario = (expect: string, messages = '[王都的城门, 守卫在吗]', who = 'alice') =>
  `- name: s\n  character: ${who}\n  messages: ${messages}\n  expect:\n${expect}`;

describe('runRetrievalScenarios', () => {
  it('passes when the real retrieve injects, orders and leaves out as expected', async () => {
    const r = await run(
      scenario(
        [
          '    injected: [law, capital, astra/gate]',
          '    ordered: true',
          '    notInjected: [astra/guard, orbit/guard, hub]',
          '    reason: { astra/guard: budget, old: disabled, hub: no-match }',
          '',
        ].join('\n'),
      ),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.results).toEqual([
      {
        name: 's',
        file: F,
        line: 1,
        character: 'alice',
        passed: true,
        invalid: false,
        injected: ['astra/law', 'astra/capital', 'astra/gate'],
        failures: [],
      },
    ]);
  });

  it('says what was injected instead and why the entry was left out', async () => {
    const r = await run(scenario('    injected: [capital, astra/guard]\n'));
    expect(r.results[0]?.passed).toBe(false);
    expect(r.results[0]?.failures).toEqual([
      {
        kind: 'injected',
        entry: 'astra/guard',
        expected: 'injected',
        actual: 'budget',
        line: 5,
        budget: { name: 'worldEntries', needed: 900, available: 190 },
      },
    ]);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['retrieval.scenario-failed', 5, 25]]);
    expect(renderDiagnostic(r.diagnostics[0]!, 'en').message).toBe(
      'Scenario `s`: `astra/guard` is not injected (left out: budget, needs 900 of 190 tokens left in `worldEntries`); injected: `astra/law`, `astra/capital`, `astra/gate`',
    );
    expect(renderDiagnostic(r.diagnostics[0]!, 'zh-CN').message).toBe(
      '场景 `s`：`astra/guard` 没有被注入（原因：budget，需要 900 token，`worldEntries` 只剩 190）；实际注入：`astra/law`、`astra/capital`、`astra/gate`',
    );
  });

  it('checks the order only when `ordered: true`, naming the entry it should follow', async () => {
    expect((await run(scenario('    injected: [gate, capital]\n'))).diagnostics).toEqual([]);
    const r = await run(scenario('    injected: [gate, capital, law]\n    ordered: true\n'));
    expect(r.results[0]?.failures.map((f) => [f.kind, f.entry, f.order, f.after])).toEqual([
      ['order', 'astra/capital', 2, { entry: 'astra/gate', order: 3 }],
      ['order', 'astra/law', 1, { entry: 'astra/gate', order: 3 }],
    ]);
    expect(renderDiagnostic(r.diagnostics[0]!, 'en').message).toBe(
      'Scenario `s`: `astra/capital` is injected at rank 2, before `astra/gate` (rank 3), expected after it; injected: `astra/law`, `astra/capital`, `astra/gate`',
    );
  });

  it('reports an injected entry expected out, with its order and matched keys', async () => {
    const r = await run(scenario('    notInjected: [capital, law]\n'));
    expect(r.results[0]?.failures).toEqual([
      {
        kind: 'not-injected',
        entry: 'astra/capital',
        expected: 'not-injected',
        actual: 'injected',
        line: 5,
        order: 2,
        matched: ['王都'],
        constant: false,
      },
      {
        kind: 'not-injected',
        entry: 'astra/law',
        expected: 'not-injected',
        actual: 'injected',
        line: 5,
        order: 1,
        matched: [],
        constant: true,
      },
    ]);
    expect(renderDiagnostic(r.diagnostics[1]!, 'en').message).toBe(
      'Scenario `s`: `astra/law` is injected (rank 1, constant), expected not injected; injected: `astra/law`, `astra/capital`, `astra/gate`',
    );
  });

  it('compares the reason an entry is left out', async () => {
    const r = await run(scenario('    reason: { hub: budget, capital: no-match, old: disabled }\n'));
    expect(r.results[0]?.failures.map((f) => [f.kind, f.entry, f.expected, f.actual, f.line])).toEqual([
      ['reason', 'orbit/hub', 'budget', 'no-match', 5],
      ['reason', 'astra/capital', 'no-match', 'injected', 5],
    ]);
    const en = r.diagnostics.map((d) => renderDiagnostic(d, 'en').message);
    expect(en).toEqual([
      'Scenario `s`: `orbit/hub` is left out for no-match, no key or alias of it is in the messages; expected `budget`',
      'Scenario `s`: `astra/capital` is injected (rank 2, matched `王都`), expected left out for `no-match`',
    ]);
  });

  it('a duplicate-id reason passes when a lower copy is left out as a duplicate', async () => {
    const g = graph(
      [character({})],
      [world('astra')],
      [
        entry({ id: 'guard', keys: ['守卫'], priority: 9, file: 'a.md' }),
        entry({ id: 'guard', keys: ['守卫'], priority: 1, file: 'b.md' }),
      ],
    );
    const r = await run(scenario('    injected: [guard]\n    reason: { guard: duplicate-id }\n', '[守卫]'), g);
    expect(r.diagnostics).toEqual([]);
    const miss = await run(scenario('    reason: { guard: maxEntries }\n', '[守卫]'), g);
    expect(miss.results[0]?.failures[0]).toMatchObject({ actual: 'injected', order: 1 });
  });

  it('an ambiguous bare id, an unknown ref or character and contradictions make the scenario invalid', async () => {
    const r = await run(
      [
        scenario('    injected: [guard, gaet, orbit/capital, capital]\n    notInjected: [astra/capital]\n'),
        '- name: who',
        '  character: alcie',
        '  messages: [x]',
        '  expect: { injected: [capital] }',
        '',
      ].join('\n'),
    );
    expect(r.results.map((x) => [x.name, x.passed, x.invalid, x.failures.length])).toEqual([
      ['s', false, true, 0],
      ['who', false, true, 0],
    ]);
    expect(r.results[0]?.injected).toEqual(['astra/law', 'astra/capital', 'astra/gate']);
    expect(r.diagnostics.map((d) => [d.line, d.data['problem'], d.data['candidates'], d.data['suggestion']])).toEqual([
      [5, 'ambiguous-entry', ['astra/guard', 'orbit/guard'], ''],
      [5, 'unknown-entry', ['astra', 'orbit'], 'gate'],
      [5, 'unknown-entry', ['astra', 'orbit'], 'astra/capital'],
      [6, 'contradiction', [], ''],
      [9, 'unknown-character', [], 'alice'],
    ]);
    const en = r.diagnostics.map((d) => renderDiagnostic(d, 'en').message);
    expect(en).toEqual([
      'Scenario `s`: `guard` names entries of several worlds of `alice` (`astra/guard`, `orbit/guard`), expected `world/id`',
      'Scenario `s`: `gaet` is no entry of the worlds of `alice` (`astra`, `orbit`) (did you mean `gate`?)',
      'Scenario `s`: `orbit/capital` is no entry of the worlds of `alice` (`astra`, `orbit`) (did you mean `astra/capital`?)',
      'Scenario `s`: `astra/capital` is expected both injected and not injected',
      'Scenario `who`: character `alcie` does not exist (did you mean `alice`?), expected the id of a character',
    ]);
  });

  it('only names entries of the character’s own worlds', async () => {
    const r = await run(scenario('    notInjected: [hub]\n', '[x]', 'bob'));
    expect(r.diagnostics.map((d) => renderDiagnostic(d, 'en').message)).toEqual([
      'Scenario `s`: `hub` is no entry of the worlds of `bob` (`astra`)',
    ]);
  });
});
