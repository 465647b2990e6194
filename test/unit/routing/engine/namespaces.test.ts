import { describe, expect, it } from 'vitest';
import {
  BUILTIN_NAMESPACES,
  createEngineRegistry,
  createNamespaceRegistry,
  createRouter,
} from '../../../../src/routing/index.js';
import { G0, groupInput, guild, rule } from './helpers.js';

/** The default objects of the spec's namespace table, verbatim. */
const SPEC_DEFAULTS: Record<string, unknown> = {
  'chat.engine': { id: 'agent' },
  'chat.model': { model: 'openai:gpt-4o-mini' },
  'chat.reasoning': {},
  'chat.preset': {},
  'chat.session': { ownership: 'shared', lane: 'default' },
  'chat.tools': { tools: { deny: [] } },
  'chat.outbound': { capture: true },
  'chat.activation': {
    use: ['rule'],
    botNames: [],
    isNickname: true,
    isNickNameWithContent: false,
    allowPrivate: true,
    allowAtReply: true,
    allowQuoteReply: true,
    privateChatWithoutCommand: true,
    randomReplyFrequency: 0,
    msgCooldown: 0,
    ignoreSelf: true,
  },
  'chat.observe': {
    mode: 'off',
    self: true,
    backfill: { limit: 30 },
    midTurn: 'step',
    store: 'message',
    media: { perMessage: 9, attach: 4 },
  },
  'chat.proactive': { silence: false, followUp: false, topic: false, rhythm: false },
  'chat.merge': { mode: 'immediate', quiet: 2500, max: 15000, interrupt: false },
  render: {
    format: 'text',
    split: 'message',
    hidden: [],
    toolTalk: 'never',
    reply: 'text',
    interim: { deliver: 'send', history: 'keep' },
    quote: false,
    maxChunkLength: 1500,
    maxSegments: 6,
  },
  censor: { blockWords: [], flagWords: [], replaceRules: [] },
  memory: {
    backends: ['md'],
    enabled: false,
    gate: false,
    indexBudget: 1500,
    extractWindow: 30,
    recall: { enabled: false, interval: 10 },
    dream: { enabled: true, idleAfter: 1800000, nightly: true, cron: '0 4 * * *', maxActive: 300 },
    isolation: 'preset',
  },
  skills: { deny: [], secrets: true },
  subagents: { defaultModel: '@medium', depthLimit: 4 },
  machines: { default: 'local', allowed: ['local'] },
  compaction: { threshold: 0.8, remote: true },
};

describe('namespace registry', () => {
  it('holds every namespace of the spec table', () => {
    expect(BUILTIN_NAMESPACES.map((n) => n.name).sort()).toEqual([...Object.keys(SPEC_DEFAULTS), 'permissions'].sort());
    expect(
      BUILTIN_NAMESPACES.filter((n) => n.applies === 'session')
        .map((n) => n.name)
        .sort(),
    ).toEqual(['chat.engine', 'chat.model', 'chat.outbound', 'chat.reasoning', 'chat.session', 'chat.tools']);
  });

  it('resolves an empty rule set to exactly the spec default objects; permissions stays absent', () => {
    const r = createRouter({ rules: [G0()] }).resolve(groupInput('7'));
    expect(r.values).toEqual(SPEC_DEFAULTS);
    expect('permissions' in r.values).toBe(false);
    expect(r.sources).toEqual({});
  });

  it('lists field paths, accepts paths under open fields, and locates namespaces with dots', () => {
    const reg = createNamespaceRegistry();
    expect(reg.fieldPaths()).toContain('render.interim.deliver');
    expect(reg.fieldPaths()).toContain('chat.tools');
    expect(reg.isKnownPath('chat.engine.config.temperature')).toBe(true);
    expect(reg.isKnownPath('render.interim.nope')).toBe(false);
    expect(reg.isKnownPath('chat.model.modle')).toBe(false);
    expect(reg.locate('chat.model.model')).toEqual({ namespace: 'chat.model', field: ['model'] });
    expect(reg.locate('chat.nope')).toBeNull();
  });

  it('refuses a namespace inside another one, and an invalid schema', () => {
    expect(() => createNamespaceRegistry([{ name: 'render.extra', applies: 'live', schema: {} }])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => createNamespaceRegistry([{ name: 'x.bad', applies: 'live', schema: { type: 'nonsense' } }])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('vary(engine): a per-engine schema replaces the base one', () => {
    const voice = {
      name: 'x.voice',
      applies: 'live' as const,
      schema: { type: 'object', properties: { speed: { type: 'number', default: 1 } } },
      vary: { character: { type: 'object', properties: { speed: { type: 'number', maximum: 2, default: 1.5 } } } },
    };
    const rt = createRouter({
      rules: [
        G0(),
        rule({ id: 'c', filter: guild('9'), values: { 'chat.engine': { id: 'character' } } }),
        rule({
          id: 'fast',
          filter: { kind: 'scope', field: 'user', values: ['u1'] },
          values: { 'x.voice': { speed: 3 } },
        }),
      ],
      namespaces: [voice],
    });
    expect(rt.resolve(groupInput('7')).values['x.voice']).toEqual({ speed: 3 });
    const c = rt.resolve(groupInput('9'));
    expect(c.values['x.voice']).toEqual({ speed: 1.5 });
    expect(c.diagnostics.map((d) => [d.code, d.ruleId])).toEqual([['routing.invalid-namespace', 'fast']]);
    expect(rt.resolve(groupInput('9', { userId: 'u2' })).values['x.voice']).toEqual({ speed: 1.5 });
  });

  it('validates chat.engine.config with the engine config schema and falls back', () => {
    const engines = [
      {
        id: 'agent',
        enabled: true,
        configSchema: {
          type: 'object',
          properties: { temperature: { type: 'number', maximum: 2 } },
          additionalProperties: false,
        },
      },
    ];
    const rt = createRouter({
      rules: [
        G0({ 'chat.engine': { id: 'agent', config: { temperature: 1 } } }),
        rule({ id: 'hot', filter: guild('7'), values: { 'chat.engine': { config: { temperature: 9 } } } }),
      ],
      engines,
    });
    const r = rt.resolve(groupInput('7'));
    expect(r.values['chat.engine']).toEqual({ id: 'agent', config: { temperature: 1 } });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ code: 'routing.invalid-namespace', ruleId: 'hot', namespace: 'chat.engine' }),
    ]);
    expect(r.diagnostics[0]?.message).toContain('/config/temperature');
  });

  it('changing engine enablement bumps the revision and clears the cache', () => {
    const rt = createRouter({
      rules: [G0(), rule({ id: 'c', filter: guild('9'), values: { 'chat.engine': { id: 'character' } } })],
    });
    const before = rt.resolve(groupInput('9'));
    expect(before.values['chat.engine']).toEqual({ id: 'character' });
    rt.setEngines([
      { id: 'agent', enabled: true },
      { id: 'character', enabled: false },
    ]);
    const after = rt.resolve(groupInput('9'));
    expect(after.revision).toBe(before.revision + 1);
    expect(after.values['chat.engine']).toEqual({ id: 'agent' });
  });

  it('fallback from the back with equal updatedAt: drops the valid last rule, then the culprit', () => {
    const r = createRouter({
      rules: [
        G0(),
        rule({ id: 'a', filter: guild('7'), values: { render: { format: 'markdown' } } }),
        rule({ id: 'b', filter: guild('7'), values: { render: { quote: 'yes' } } }),
        rule({ id: 'c', filter: guild('7'), values: { render: { maxSegments: 2 } } }),
        rule({ id: 'd', filter: guild('7'), locked: ['render'] }),
      ],
    }).resolve(groupInput('7'));
    expect(r.diagnostics.map((d) => [d.ruleId, d.namespace])).toEqual([
      ['c', 'render'],
      ['b', 'render'],
    ]);
    expect(r.values['render']).toMatchObject({ format: 'markdown', quote: false, maxSegments: 6 });
    expect(r.sources['render.format']).toBe('a');
    expect(r.diagnostics[0]?.message).toContain('/quote');
  });

  it('an unlisted engine is disabled, unless the registry is told to treat unlisted ids as enabled', () => {
    expect(createEngineRegistry().isEnabled('beta')).toBe(false);
    expect(createEngineRegistry(undefined, { unlisted: 'enabled' }).isEnabled('beta')).toBe(true);
    expect(createEngineRegistry([{ id: 'beta', enabled: false }], { unlisted: 'enabled' }).isEnabled('beta')).toBe(
      false,
    );
    expect(createEngineRegistry([]).isEnabled('off')).toBe(true);
  });
});
