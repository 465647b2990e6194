import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../../../src/common/memory-fs.js';
import { renderDiagnostic } from '../../../../src/diagnostics/render.js';
import { loadRetrievalScenarios, parseRef } from '../../../../src/retrieval/scenarios/load-scenarios.js';

const F = 'retrieval.tests.yaml';
const load = (text: string | Uint8Array) => loadRetrievalScenarios(F, memoryFileSystem({ [F]: text }));
const at = (ds: readonly { line: number | null; code: string; data: { readonly [k: string]: unknown } }[]) =>
  ds.map((d) => `${d.line} ${d.code} ${String(d.data['problem'])} ${String(d.data['field'])}`);

describe('loadRetrievalScenarios', () => {
  it('reads a list of scenarios with refs, order and reasons', async () => {
    const { scenarios, diagnostics } = await load(
      [
        '- name: 王都',
        '  character: alice',
        '  messages: [先前的话, 我们去王都吧]',
        '  expect:',
        '    injected: [capital, astra/guard]',
        '    ordered: true',
        '    notInjected: [orbit/hub]',
        '    reason: { queen: no-match, astra/law: budget }',
        '',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    expect(scenarios).toHaveLength(1);
    const s = scenarios[0]!;
    expect(s).toMatchObject({ name: '王都', file: F, character: 'alice', messages: ['先前的话', '我们去王都吧'] });
    expect(s.expect).toEqual({
      injected: [
        { world: null, id: 'capital' },
        { world: 'astra', id: 'guard' },
      ],
      ordered: true,
      notInjected: [{ world: 'orbit', id: 'hub' }],
      reasons: [
        { entry: { world: null, id: 'queen' }, reason: 'no-match' },
        { entry: { world: 'astra', id: 'law' }, reason: 'budget' },
      ],
    });
  });

  it('reads a `tests:` mapping; an empty file has no scenario', async () => {
    const m = await load(
      'tests:\n  - name: a\n    character: alice\n    messages: [x]\n    expect: { notInjected: [y] }\n',
    );
    expect(m.diagnostics).toEqual([]);
    expect(m.scenarios.map((s) => s.name)).toEqual(['a']);
    expect(m.scenarios[0]?.expect.ordered).toBe(false);
    expect(await load('')).toEqual({ scenarios: [], diagnostics: [] });
  });

  it('splits `world/id` at the first slash and refuses empty sides', () => {
    expect(parseRef('guard')).toEqual({ world: null, id: 'guard' });
    expect(parseRef('astra/npc/guard')).toEqual({ world: 'astra', id: 'npc/guard' });
    expect(parseRef('/guard')).toBeNull();
    expect(parseRef('astra/')).toBeNull();
    expect(parseRef('  ')).toBeNull();
  });

  it('reports each malformed field at its line and leaves that scenario out', async () => {
    const text = [
      '- name: ok', // 1
      '  character: alice',
      '  messages: [x]',
      '  expect: { injected: [a] }',
      '- name: no character', // 5
      '  messages: [x]',
      '  expect: { injected: [a] }',
      '- name: bad messages', // 8
      '  character: alice',
      '  messages: [x, 3]',
      '  expect: { injected: [a] }',
      '- name: bad refs', // 12
      '  character: alice',
      '  messages: [x]',
      '  expect:',
      '    injected: [a, "/b", 7]',
      '    ordered: yes',
      '    reason: { a: nomatch }',
      '- name: typo', // 19
      '  charcter: alice',
      '  character: alice',
      '  messages: []',
      '  expect: { injectd: [a] }',
      '- name: nothing expected', // 24
      '  character: alice',
      '  messages: [x]',
      '  expect: {}',
      '- name: ok', // 28
      '  character: bob',
      '  messages: [x]',
      '  expect: { injected: [a] }',
      '- just a string', // 32
      '',
    ].join('\n');
    const { scenarios, diagnostics } = await load(text);
    expect(scenarios.map((s) => s.name)).toEqual(['ok']);
    expect(at(diagnostics)).toEqual([
      '5 retrieval.invalid-scenario field character',
      '10 retrieval.invalid-scenario field messages.1',
      '16 retrieval.invalid-scenario field expect.injected.1',
      '16 retrieval.invalid-scenario field expect.injected.2',
      '17 retrieval.invalid-scenario field expect.ordered',
      '18 retrieval.invalid-scenario field expect.reason.a',
      '20 retrieval.invalid-scenario unknown-field charcter',
      '22 retrieval.invalid-scenario field messages',
      '23 retrieval.invalid-scenario unknown-field expect.injectd',
      '27 retrieval.invalid-scenario field expect',
      '28 retrieval.invalid-scenario duplicate-name name',
      '32 retrieval.invalid-scenario field scenario',
    ]);
    const en = diagnostics.map((d) => renderDiagnostic(d, 'en').message);
    expect(en[0]).toBe('Scenario field `character` is missing, expected a non-empty string');
    expect(en[5]).toBe(
      'Scenario field `expect.reason.a` is `nomatch` (did you mean `no-match`?), expected `budget`, `maxEntries`, `duplicate-id`, `disabled`, `no-match`, `never-matchable`',
    );
    expect(en[6]).toContain('(did you mean `character`?)');
    expect(en[7]).toBe(
      'Scenario field `messages` is an empty list, expected a non-empty list of strings (oldest first)',
    );
    expect(en[9]).toBe(
      'Scenario field `expect` is empty, expected at least one of `injected`, `notInjected`, `reason`',
    );
    expect(renderDiagnostic(diagnostics[0]!, 'zh-CN').message).toBe('场景字段 `character` 未填写，应为非空字符串');
  });

  it('reports broken YAML, an alias bomb and an unreadable file as invalid-scenario, never throwing', async () => {
    const broken = await load('- name: a\n  messages: [x\n');
    expect(broken.scenarios).toEqual([]);
    expect(at(broken.diagnostics)[0]).toMatch(/^\d+ retrieval.invalid-scenario yaml-syntax /);

    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 8; i++)
      bomb.push(
        `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10)
          .fill('*' + (i === 0 ? 'a' : 'bcdefghi'[i - 1]))
          .join(', ')}]`,
      );
    const big = await load(bomb.join('\n') + '\n');
    expect(big.diagnostics.map((d) => [d.code, d.data['problem']])).toEqual([
      ['retrieval.invalid-scenario', 'too-large'],
    ]);

    const latin1 = await load(new Uint8Array([0x2d, 0x20, 0xe9, 0xff, 0x0a]));
    expect(latin1.diagnostics.map((d) => [d.data['problem'], d.data['reason']])).toEqual([['unreadable', 'not-utf8']]);

    const missing = await loadRetrievalScenarios('nope.yaml', memoryFileSystem({}));
    expect(renderDiagnostic(missing.diagnostics[0]!, 'en').message).toBe(
      'The retrieval scenario file `nope.yaml` does not exist',
    );
    expect(renderDiagnostic(missing.diagnostics[0]!, 'en').consequence).toBe('No scenario of this file is run.');

    const notAList = await load('name: a\ncharacter: alice\n');
    expect(renderDiagnostic(notAList.diagnostics[0]!, 'en').message).toBe(
      'Scenario field `tests` is a mapping, expected a list of scenarios (or a mapping with `tests:`)',
    );
  });
});
