import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/catalog/build-catalog.js';
import { filterInWords } from '../../../src/routing/predicates/filter-words.js';
import { createAjvCompiler } from '../../../src/routing/namespaces/ajv-compiler.js';
import { routerFor } from '../../../src/routing/router/router-for-config.js';
import { leafPaths, pathsOverlap, type RoutingSource } from '../../../src/catalog/routing-view.js';
import { DEFAULT_CONFIG } from '../../../src/config/default-config.js';
import { compareRules, representativeInput, specificity } from '../../../src/routing/index.js';
import type { Predicate, RoutingRule } from '../../../src/routing/model/types.js';
import { reportOf, sampleGraph } from './graph-fixture.js';

function rule(id: string, filter: Predicate, over: Partial<RoutingRule> = {}): RoutingRule {
  return {
    id,
    filter,
    values: {},
    enabled: true,
    priority: 0,
    locked: [],
    revision: 1,
    createdAt: 0,
    updatedAt: 0,
    ...over,
  };
}

const guild = (id: string): Predicate => ({ kind: 'scope', field: 'guild', values: [id] });

const RULES: RoutingRule[] = [
  rule(
    'vip',
    { kind: 'and', operands: [{ kind: 'direct' }, { kind: 'scope', field: 'user', values: ['99999'] }] },
    {
      values: { 'chat.session': { ownership: 'custom' } },
    },
  ),
  rule('override-model', guild('30003'), { values: { 'chat.model': { model: 'anthropic:claude' } } }),
  rule(
    'global',
    { kind: 'true' },
    { locked: ['chat.model.model'], values: { 'chat.model': { model: 'openai:gpt-4o-mini' } } },
  ),
  rule('tech', guild('10001'), {
    priority: 5,
    locked: ['chat.preset'],
    values: { 'chat.preset': { preset: 'code-helper' } },
  }),
  rule(
    'late-preset',
    { kind: 'and', operands: [guild('10001'), { kind: 'at-me' }] },
    { values: { 'chat.preset': { preset: 'other' } } },
  ),
  rule(
    'impossible',
    { kind: 'and', operands: [{ kind: 'direct' }, { kind: 'not', operand: { kind: 'direct' } }] },
    {
      values: { render: { format: 'markdown' } },
    },
  ),
  rule('off', guild('1'), { enabled: false, values: { render: { split: 'none' } } }),
];

function source(rules: readonly RoutingRule[] = RULES): RoutingSource {
  const router = routerFor(rules, DEFAULT_CONFIG, createAjvCompiler());
  return {
    file: 'routing.yaml',
    testsFile: null,
    rules,
    scenarios: null,
    engine: { explain: (i) => router.explain(i), compareRules, specificity, representativeInput },
  };
}

const routing = (locale: 'zh-CN' | 'en' = 'en') =>
  buildCatalog({ report: reportOf(sampleGraph()), routing: source(), locale }).routing;

describe('the routing table', () => {
  it('lists rules in compareRules order with specificity, priority and createdAt', () => {
    const rows = routing()?.rules ?? [];
    expect(rows.map((r) => r.id)).toEqual([...RULES].sort(compareRules).map((r) => r.id));
    expect(rows[0]?.id).toBe('global');
    expect(rows.map((r) => r.order)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.find((r) => r.id === 'vip')?.specificity).toBe(2);
    expect(rows.find((r) => r.id === 'tech')?.priority).toBe(5);
  });

  it('lists the writes a rule loses to an earlier lock, always when the lock is global', () => {
    const rows = routing()?.rules ?? [];
    expect(rows.find((r) => r.id === 'override-model')?.losesTo).toEqual([
      {
        path: 'chat.model.model',
        lock: 'chat.model.model',
        rule: { id: 'global', name: 'global', href: 'routing/rules/global/' },
        always: true,
      },
    ]);
    const late = rows.find((r) => r.id === 'late-preset')?.losesTo ?? [];
    expect(late.map((l) => [l.path, l.lock, l.rule.id, l.always])).toEqual([
      ['chat.preset.preset', 'chat.preset', 'tech', false],
    ]);
    expect(rows.find((r) => r.id === 'global')?.losesTo).toEqual([]);
  });

  it('fills the namespace × rule matrix with writes and locks', () => {
    const r = routing();
    const col = (id: string) => r?.rules.findIndex((x) => x.id === id) ?? -1;
    const row = (ns: string) => r?.matrix.find((m) => m.namespace === ns)?.cells ?? [];
    expect(row('chat.model')[col('global')]).toBe('write-lock');
    expect(row('chat.model')[col('override-model')]).toBe('write');
    expect(row('chat.preset')[col('tech')]).toBe('write-lock');
    expect(row('chat.preset')[col('vip')]).toBe('');
    expect(r?.matrix.map((m) => m.namespace)).toEqual(['chat.model', 'chat.preset', 'chat.session', 'render']);
  });

  it('names the rule that decides each namespace when every rule matches (the last enabled writer no lock stops)', () => {
    const r = routing();
    const decider = (ns: string) => {
      const row = r?.matrix.find((m) => m.namespace === ns);
      return row?.decider === null ? null : r?.rules[row?.decider ?? -1]?.id;
    };
    // override-model writes chat.model.model later, but global's lock takes it
    expect(decider('chat.model')).toBe('global');
    // late-preset comes after tech, whose lock on chat.preset takes its write
    expect(decider('chat.preset')).toBe('tech');
    expect(decider('chat.session')).toBe('vip');
    // the disabled rule never decides; an enabled one does even if its filter can never match
    expect(decider('render')).toBe('impossible');
    const off = buildCatalog({
      report: reportOf(sampleGraph()),
      routing: source(RULES.filter((x) => x.id === 'off' || x.id === 'global')),
      locale: 'en',
    }).routing;
    expect(off?.matrix.find((m) => m.namespace === 'render')?.decider).toBeNull();
  });

  it('resolves a representative input per rule, or says why there is none', () => {
    const rows = routing()?.rules ?? [];
    const vip = rows.find((r) => r.id === 'vip');
    expect(vip?.representative.input).toMatchObject({ isDirect: true, userId: '99999' });
    expect(vip?.representative.explanation?.ruleIds).toContain('vip');
    expect(vip?.representative.explanation?.decidedBy['chat.session']).toBe('vip');
    const model = rows.find((r) => r.id === 'override-model')?.representative.explanation;
    expect(model?.suppressed.map((s) => s.path)).toContain('chat.model.model');
    const impossible = rows.find((r) => r.id === 'impossible')?.representative;
    expect(impossible?.input).toBeNull();
    expect(impossible?.reason).toMatch(/No input/);
    expect(rows.find((r) => r.id === 'off')?.representative.reason).toMatch(/disabled/);
  });

  it('puts rules in the search index', () => {
    const cat = buildCatalog({ report: reportOf(sampleGraph()), routing: source(), locale: 'en' });
    expect(cat.search.filter((d) => d.kind === 'rule').map((d) => d.id)).toContain('tech');
  });
});

describe('routing helpers', () => {
  it('writes filters in words in both locales', () => {
    const p: Predicate = {
      kind: 'and',
      operands: [
        { kind: 'scope', field: 'platform', values: ['onebot'] },
        { kind: 'not', operand: { kind: 'at-me' } },
      ],
    };
    expect(filterInWords(p, 'en')).toBe('platform is “onebot” and not mentions the bot');
    expect(filterInWords(p, 'zh-CN')).toBe('平台是 “onebot” 且 不满足 @ 了机器人');
    expect(filterInWords({ kind: 'content', match: 'regex', text: '^#深度研讨\\s+' }, 'zh-CN')).toBe(
      '消息匹配正则 “^#深度研讨\\s+”',
    );
    expect(filterInWords({ kind: 'true' }, 'en')).toBe('always');
  });

  it('finds leaf paths and overlapping lock paths both ways', () => {
    expect(leafPaths('chat.tools', { mode: 'code', tools: { allow: ['bash'], deny: [] } })).toEqual([
      'chat.tools.mode',
      'chat.tools.tools.allow',
      'chat.tools.tools.deny',
    ]);
    expect(pathsOverlap('chat.model.model', 'chat.model')).toBe(true);
    expect(pathsOverlap('chat.model', 'chat.model.model')).toBe(true);
    expect(pathsOverlap('chat.model.small', 'chat.model.model')).toBe(false);
    expect(pathsOverlap('chat.modelx', 'chat.model')).toBe(false);
  });
});
