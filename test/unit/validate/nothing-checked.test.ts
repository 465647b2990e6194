/**
 * Nothing checked is never a pass (issue 31.3): the summary says how many routing and retrieval
 * scenarios and expectations ran — in the text line, the JSON `summary` and the Action's job
 * summary — so "no problems" can be told apart from "nothing checked".
 */
import { describe, expect, it } from 'vitest';
import { buildSummary } from '../../../src/action/summary.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { formatReport } from '../../../src/report/format/index.js';
import { validateProject } from '../../../src/validate/project.js';

const ROUTING = `rules:
  - id: global
    filter: { kind: 'true' }
    values:
      chat.model: { model: openai:gpt-4o-mini }
  - id: tech
    filter: { kind: scope, field: guild, values: ['10001'] }
    values:
      chat.preset: { preset: code-helper }
`;

const ROUTING_TESTS = `- name: tech guild
  input: { guildId: '10001' }
  expect:
    chat.preset.preset: code-helper
    chat.model.model: openai:gpt-4o-mini
  decidedBy:
    chat.preset: tech
`;

const RETRIEVAL_TESTS = `- name: gate
  character: alice
  messages: [守卫在城门]
  expect:
    injected: [guard]
    notInjected: [capital]
`;

function tree(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'rp-assets.config.yaml': 'roots: [roleplay]\nrouting: routing.yaml\nlocale: en\n',
    'routing.yaml': ROUTING,
    'roleplay/characters/alice/CHARACTER.md': '---\nid: alice\nworlds: [astra]\n---\n\nAlice.\n',
    'roleplay/worlds/astra/WORLD.md': '---\nid: astra\n---\n\nCore.\n',
    'roleplay/worlds/astra/entries/guard.md': '---\nid: guard\nkeys: [守卫]\n---\n\nThe guard.\n',
    'roleplay/worlds/astra/entries/capital.md': '---\nid: capital\nkeys: [王都]\n---\n\nThe capital.\n',
    ...extra,
  };
}

describe('scenario counts', () => {
  it('counts the routing and retrieval scenarios and expectations that ran', async () => {
    const run = await validateProject(
      memoryFileSystem(tree({ 'routing.tests.yaml': ROUTING_TESTS, 'retrieval.tests.yaml': RETRIEVAL_TESTS })),
    );
    expect(run.report.summary.scenarios).toEqual({
      routing: { scenarios: 1, expectations: 3, failed: 0 },
      retrieval: { scenarios: 1, expectations: 2, failed: 0 },
    });
    expect(formatReport(run.report, { format: 'text', locale: 'en' })).toBe(
      '1 character, 1 world, 2 entries, 2 routing rules: no problems found; ' +
        'ran 1 routing scenario (3 expectations) and 1 retrieval scenario (2 expectations)\n',
    );
    expect(formatReport(run.report, { format: 'text', locale: 'zh-CN' })).toContain(
      '，未发现问题；运行了 1 个路由场景（3 项断言）和 1 个检索场景（2 项断言）',
    );
    const json = JSON.parse(formatReport(run.report, { format: 'json', locale: 'en' }));
    expect(json.summary.scenarios).toEqual(run.report.summary.scenarios);
  });

  it('counts a failing scenario as run and failed, and says when none ran', async () => {
    const failing = RETRIEVAL_TESTS.replace('injected: [guard]', 'injected: [capital]').replace(
      'notInjected: [capital]',
      'notInjected: [guard]',
    );
    const run = await validateProject(memoryFileSystem(tree({ 'retrieval.tests.yaml': failing })));
    expect(run.report.summary.scenarios.retrieval).toEqual({ scenarios: 1, expectations: 2, failed: 1 });
    const none = await validateProject(memoryFileSystem(tree()));
    expect(formatReport(none.report, { format: 'text', locale: 'en' })).toMatch(
      /: no problems found; no routing or retrieval scenario ran\n$/,
    );
  });

  it('puts the counts in the Action job summary', async () => {
    const run = await validateProject(memoryFileSystem(tree({ 'routing.tests.yaml': ROUTING_TESTS })));
    const md = buildSummary({
      locale: 'en',
      findings: [],
      failed: false,
      failOn: 'error',
      mode: 'nofilter',
      askedMode: 'nofilter',
      annotated: 0,
      omitted: 0,
      annotatedWhere: 'workflow commands',
      notes: [],
      assets: run.report.assets,
      scenarios: run.report.summary.scenarios,
      toRepo: (f) => f,
      blobBase: null,
    });
    expect(md).toContain('Scenarios: ran 1 routing scenario (3 expectations) and 0 retrieval scenarios.');
  });
});

describe('routing scenarios without a routing file', () => {
  const noRouting = (extra: Record<string, string>) => {
    const t = tree(extra);
    t['rp-assets.config.yaml'] = 'roots: [roleplay]\n';
    delete t['routing.yaml'];
    return t;
  };

  it('is an error at the scenario file, beside the config or at the top of a root', async () => {
    for (const file of ['routing.tests.yaml', 'roleplay/routing.tests.yaml']) {
      const run = await validateProject(memoryFileSystem(noRouting({ [file]: ROUTING_TESTS })));
      expect(run.report.diagnostics.map((d) => [d.code, d.file])).toEqual([['routing.tests-not-run', file]]);
      expect(run.report.summary.errors).toBe(1);
    }
  });

  it('is an error for the config `tests` file, and nothing without any scenario file', async () => {
    const named = noRouting({ 'checks/routes.yaml': ROUTING_TESTS });
    named['rp-assets.config.yaml'] = 'roots: [roleplay]\ntests: checks/routes.yaml\n';
    const run = await validateProject(memoryFileSystem(named));
    expect(run.report.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['routing.tests-not-run', 'checks/routes.yaml'],
    ]);
    const none = await validateProject(memoryFileSystem(noRouting({})));
    expect(none.report.diagnostics).toEqual([]);
  });
});
