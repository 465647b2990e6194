/** The 45 routing behaviour vectors, one test each (docs/routing.md: each vector is a named test here). */
import { describe, expect, it } from 'vitest';
import { createRouter } from '../../../../src/routing/index.js';
import { diag, directInput, G0, groupInput, guild, RENDER_DEFAULTS, router, rule, SEED } from './helpers.js';

const preset = (p: string) => ({ 'chat.preset': { preset: p } });

describe('routing-behaviour section e vectors', () => {
  it('V01 tech-support guild: and[platform, guild] overrides preset and tools', () => {
    const r = router(SEED).resolve(groupInput('10001'));
    expect(r.ruleIds).toEqual(['global', 'guild-tech-support']);
    expect(r.values['chat.preset']).toEqual({ preset: 'code-helper' });
    expect(r.values['chat.tools']).toEqual({ mode: 'code', tools: { allow: ['bash', 'filesystem'], deny: [] } });
    expect(r.values['chat.model']).toEqual({ model: 'openai:gpt-4o-mini' });
    expect(r.values['chat.engine']).toEqual({ id: 'agent' });
    expect(r.values['chat.session']).toEqual({ ownership: 'shared', lane: 'default' });
    expect(r.sources).toMatchObject({
      'chat.preset.preset': 'guild-tech-support',
      'chat.tools.mode': 'guild-tech-support',
      'chat.tools.tools.allow': 'guild-tech-support',
      'chat.tools.tools.deny': 'guild-tech-support',
      'chat.model.model': 'global',
      'chat.engine.id': 'global',
      'chat.session.ownership': 'global',
      'chat.session.lane': 'global',
    });
    expect(r.suppressed).toEqual([]);
    expect(r.diagnostics).toEqual([]);
  });

  it('V02 another platform: the and fails, defaults without sources', () => {
    const r = router(SEED).resolve(groupInput('10001', { platform: 'discord' }));
    expect(r.ruleIds).toEqual(['global']);
    expect(r.values['chat.preset']).toEqual({});
    expect(r.values['chat.tools']).toEqual({ tools: { deny: [] } });
    expect(Object.keys(r.sources).filter((p) => p.startsWith('chat.tools') || p.startsWith('chat.preset'))).toEqual([]);
  });

  it('V03 personal guild: engine character, ownership personal over global lane', () => {
    const r = router(SEED).resolve(groupInput('20002'));
    expect(r.ruleIds).toEqual(['global', 'guild-personal-chat']);
    expect(r.values['chat.engine']).toEqual({ id: 'character' });
    expect(r.values['chat.preset']).toEqual({ preset: 'sakura' });
    expect(r.values['chat.session']).toEqual({ ownership: 'personal', lane: 'default' });
    expect(r.sources['chat.session.ownership']).toBe('guild-personal-chat');
    expect(r.sources['chat.session.lane']).toBe('global');
    expect(r.sources['chat.engine.id']).toBe('guild-personal-chat');
  });

  it('V04 the model override is suppressed by global lock', () => {
    const r = router(SEED).resolve(groupInput('30003'));
    expect(r.ruleIds).toEqual(['global', 'guild-override-model-fail']);
    expect(r.values['chat.model']).toEqual({ model: 'openai:gpt-4o-mini' });
    expect(r.sources['chat.model.model']).toBe('global');
    expect(r.suppressed).toEqual([
      {
        path: 'chat.model.model',
        ruleId: 'guild-override-model-fail',
        value: 'anthropic:claude-3-5-sonnet',
        lockedBy: { path: 'chat.model.model', ruleId: 'global' },
      },
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it('V05 VIP direct: custom session key and markdown render', () => {
    const r = router(SEED).resolve(directInput('99999'));
    expect(r.ruleIds).toEqual(['global', 'vip-direct-user']);
    expect(r.values['chat.session']).toEqual({
      ownership: 'custom',
      customKey: 'vip-{platform}-{userId}',
      lane: 'default',
    });
    expect(r.values['render']).toEqual({ ...RENDER_DEFAULTS, format: 'markdown', reply: 'tool' });
    expect(r.sources).toMatchObject({
      'render.format': 'vip-direct-user',
      'render.reply': 'vip-direct-user',
      'chat.session.ownership': 'vip-direct-user',
      'chat.session.customKey': 'vip-direct-user',
      'chat.session.lane': 'global',
    });
    expect(r.sources['render.split']).toBeUndefined();
  });

  it('V06 VIP user in a group: direct is false', () => {
    expect(router(SEED).resolve(groupInput('40004', { userId: '99999' })).ruleIds).toEqual(['global']);
  });

  it('V07 equal specificity and priority: id order puts regex-deep-research last', () => {
    const r = router(SEED).resolve(groupInput('20002', { content: '#深度研讨 量子纠缠' }));
    expect(r.ruleIds).toEqual(['global', 'guild-personal-chat', 'regex-deep-research']);
    expect(r.values['chat.reasoning']).toEqual({ effort: 'high' });
    expect(r.values['render']).toEqual({ ...RENDER_DEFAULTS, split: 'none' });
    expect(r.values['chat.engine']).toEqual({ id: 'character' });
    expect(r.values['chat.preset']).toEqual({ preset: 'sakura' });
  });

  it('V08 regex needs whitespace after the tag and is not trimmed', () => {
    const rt = router(SEED);
    const base = rt.resolve(groupInput('20002'));
    for (const content of ['#深度研讨', ' #深度研讨 x']) {
      const r = rt.resolve(groupInput('20002', { content }));
      expect(r.ruleIds).toEqual(['global', 'guild-personal-chat']);
      expect(r.values).toEqual(base.values);
    }
  });

  it('V09 scope with empty values: the field must exist', () => {
    const rt = router([
      G0(),
      rule({ id: 'any-guild', filter: { kind: 'scope', field: 'guild', values: [] }, values: preset('grp') }),
    ]);
    const g = rt.resolve(groupInput('555'));
    expect(g.values['chat.preset']).toEqual({ preset: 'grp' });
    expect(g.sources['chat.preset.preset']).toBe('any-guild');
    expect(rt.resolve(directInput('u1')).values['chat.preset']).toEqual({});
    expect(rt.resolve(groupInput('555'))).toBe(g); // cacheable
  });

  it("V10 valuesAt: no bound bot means platform '' which does not exist", () => {
    const rt = router([
      G0(),
      rule({ id: 'has-platform', filter: { kind: 'scope', field: 'platform', values: [] }, values: preset('p') }),
    ]);
    expect(rt.valuesAt({ userId: 'u1' }, 'chat.preset')).toEqual({});
    expect(rt.valuesAt({ platform: 'onebot', selfId: 'bot', userId: 'u1' }, 'chat.preset')).toEqual({ preset: 'p' });
  });

  it('V11 or adds up specificity', () => {
    const rt = router([
      G0(),
      rule({ id: 'a-or', filter: { kind: 'or', operands: [guild('1'), guild('2')] }, values: preset('A') }),
      rule({ id: 'b-user', filter: { kind: 'scope', field: 'user', values: ['u1'] }, values: preset('B') }),
    ]);
    const e = rt.explain(groupInput('1'));
    expect(e.ruleIds).toEqual(['global', 'b-user', 'a-or']);
    expect(e.matched.map((m) => m.specificity)).toEqual([0, 1, 2]);
    expect(e.values['chat.preset']).toEqual({ preset: 'A' });
    expect(e.sources['chat.preset.preset']).toBe('a-or');
  });

  it('V12 not inherits its operand specificity', () => {
    const rt = router([
      G0(),
      rule({ id: 'not-direct', filter: { kind: 'not', operand: { kind: 'direct' } }, values: preset('A') }),
      rule({ id: 'by-guild', filter: guild('7'), values: preset('B') }),
    ]);
    const r = rt.resolve(groupInput('7'));
    expect(r.ruleIds).toEqual(['global', 'by-guild', 'not-direct']);
    expect(r.values['chat.preset']).toEqual({ preset: 'A' });
  });

  it('V13 priority ascending: larger priority overrides', () => {
    const rt = router([
      G0(),
      rule({ id: 'a', filter: guild('7'), priority: 5, values: preset('A') }),
      rule({ id: 'b', filter: { kind: 'scope', field: 'user', values: ['u1'] }, values: preset('B') }),
      rule({ id: 'c', filter: { kind: 'scope', field: 'channel', values: ['7'] }, priority: -1, values: preset('C') }),
    ]);
    const r = rt.resolve(groupInput('7'));
    expect(r.ruleIds).toEqual(['global', 'c', 'b', 'a']);
    expect(r.values['chat.preset']).toEqual({ preset: 'A' });
  });

  it('V14 createdAt ascending before id', () => {
    const rt = router([
      G0(),
      rule({ id: 'a', filter: guild('7'), createdAt: 200, values: preset('A') }),
      rule({ id: 'b', filter: { kind: 'scope', field: 'user', values: ['u1'] }, createdAt: 100, values: preset('B') }),
    ]);
    const r = rt.resolve(groupInput('7'));
    expect(r.ruleIds).toEqual(['global', 'b', 'a']);
    expect(r.values['chat.preset']).toEqual({ preset: 'A' });
  });

  it('V15 id tie-break is UTF-16 code-unit order, not localeCompare', () => {
    const rt = router([
      G0(),
      rule({ id: 'alpha', filter: guild('7'), values: preset('a') }),
      rule({ id: 'Zeta', filter: guild('7'), values: preset('Z') }),
    ]);
    const r = rt.resolve(groupInput('7'));
    expect(r.ruleIds).toEqual(['global', 'Zeta', 'alpha']);
    expect(r.values['chat.preset']).toEqual({ preset: 'a' });
  });

  it('V16 global is always first, whatever the priority of others', () => {
    const rt = router([
      G0(preset('G')),
      rule({ id: '0-first', filter: { kind: 'true' }, priority: -100, values: preset('A') }),
    ]);
    const r = rt.resolve(groupInput('7'));
    expect(r.ruleIds).toEqual(['global', '0-first']);
    expect(r.values['chat.preset']).toEqual({ preset: 'A' });
  });

  it('V17 a disabled rule is left out of matching', () => {
    const r = router([
      G0(),
      rule({ id: 'off-rule', enabled: false, filter: { kind: 'true' }, values: preset('X') }),
    ]).resolve(groupInput('7'));
    expect(r.ruleIds).toEqual(['global']);
    expect(r.values['chat.preset']).toEqual({});
  });

  it('V18 deep merge of nested objects', () => {
    const r = router([
      G0({ render: { interim: { deliver: 'drop' } } }),
      rule({ id: 'a', filter: guild('7'), values: { render: { interim: { history: 'merge' } } } }),
    ]).resolve(groupInput('7'));
    expect((r.values['render'] as { interim: unknown }).interim).toEqual({ deliver: 'drop', history: 'merge' });
    expect(r.sources['render.interim.deliver']).toBe('global');
    expect(r.sources['render.interim.history']).toBe('a');
  });

  it('V19 arrays are replaced, not concatenated', () => {
    const r = router([
      G0({ censor: { blockWords: ['foo', 'bar'] } }),
      rule({ id: 'a', filter: guild('7'), values: { censor: { blockWords: ['baz'] } } }),
    ]).resolve(groupInput('7'));
    expect((r.values['censor'] as { blockWords: unknown }).blockWords).toEqual(['baz']);
    expect(r.sources['censor.blockWords']).toBe('a');
  });

  it('V20 a parent lock blocks child writes', () => {
    const r = router([
      G0({ render: { interim: { deliver: 'send' } } }, { locked: ['render.interim'] }),
      rule({ id: 'a', filter: guild('7'), values: { render: { interim: { history: 'drop' }, quote: true } } }),
    ]).resolve(groupInput('7'));
    const render = r.values['render'] as { interim: unknown; quote: boolean };
    expect(render.interim).toEqual({ deliver: 'send', history: 'keep' });
    expect(render.quote).toBe(true);
    expect(r.sources['render.quote']).toBe('a');
    expect(r.sources['render.interim.history']).toBeUndefined();
    expect(r.suppressed).toEqual([
      {
        path: 'render.interim.history',
        ruleId: 'a',
        value: 'drop',
        lockedBy: { path: 'render.interim', ruleId: 'global' },
      },
    ]);
  });

  it('V21 a child lock blocks a parent overwrite (null) but only the locked leaf of an object', () => {
    const g = G0({ render: { interim: { deliver: 'send' } } }, { locked: ['render.interim.deliver'] });
    const a = router([g, rule({ id: 'a', filter: guild('7'), values: { render: { interim: null } } })]).resolve(
      groupInput('7'),
    );
    expect(a.suppressed).toEqual([
      {
        path: 'render.interim',
        ruleId: 'a',
        value: null,
        lockedBy: { path: 'render.interim.deliver', ruleId: 'global' },
      },
    ]);
    expect((a.values['render'] as { interim: unknown }).interim).toEqual({ deliver: 'send', history: 'keep' });
    const a2 = router([
      g,
      rule({ id: 'a2', filter: guild('7'), values: { render: { interim: { deliver: 'drop', history: 'drop' } } } }),
    ]).resolve(groupInput('7'));
    expect(a2.suppressed.map((s) => [s.path, s.ruleId, s.value])).toEqual([['render.interim.deliver', 'a2', 'drop']]);
    expect((a2.values['render'] as { interim: unknown }).interim).toEqual({ deliver: 'send', history: 'drop' });
    expect(a2.sources['render.interim.history']).toBe('a2');
  });

  it('V22 a lock binds only the rules after its owner', () => {
    const onebot = { kind: 'scope', field: 'platform', values: ['onebot'] } as const;
    const r = router([
      G0(),
      rule({ id: 'spec1', filter: guild('7'), values: preset('B') }),
      rule({
        id: 'spec2',
        locked: ['chat.preset.preset'],
        filter: { kind: 'and', operands: [onebot, guild('7')] },
        values: preset('A'),
      }),
      rule({
        id: 'spec3',
        filter: { kind: 'and', operands: [onebot, guild('7'), { kind: 'scope', field: 'user', values: ['u1'] }] },
        values: preset('C'),
      }),
    ]).resolve(groupInput('7'));
    expect(r.ruleIds).toEqual(['global', 'spec1', 'spec2', 'spec3']);
    expect(r.values['chat.preset']).toEqual({ preset: 'A' });
    expect(r.sources['chat.preset.preset']).toBe('spec2');
    expect(r.suppressed.map((s) => [s.path, s.ruleId, s.value])).toEqual([['chat.preset.preset', 'spec3', 'C']]);
  });

  it('V23 a lock held by an unmatched rule has no effect', () => {
    const r = router([
      G0(),
      rule({ id: 'x', filter: guild('8'), locked: ['chat.preset.preset'] }),
      rule({ id: 'b', filter: { kind: 'scope', field: 'user', values: ['u1'] }, values: preset('B') }),
    ]).resolve(groupInput('7'));
    expect(r.values['chat.preset']).toEqual({ preset: 'B' });
    expect(r.suppressed).toEqual([]);
  });

  it('V24 a namespace-wide lock beats any priority', () => {
    const r = router([
      G0({}, { locked: ['chat.tools'] }),
      rule({
        id: 'a',
        filter: guild('7'),
        priority: 999,
        values: { 'chat.tools': { mode: 'code', tools: { deny: ['bash'] } } },
      }),
    ]).resolve(groupInput('7'));
    expect(r.values['chat.tools']).toEqual({ tools: { deny: [] } });
    expect(r.suppressed.map((s) => [s.path, s.ruleId, s.value])).toEqual([
      ['chat.tools.mode', 'a', 'code'],
      ['chat.tools.tools.deny', 'a', ['bash']],
    ]);
  });

  const rep = {
    name: 'x.rep',
    applies: 'live' as const,
    merge: 'replace' as const,
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: { a: { type: 'number' }, b: { type: 'object' } },
    },
  };

  it('V25 replace merge takes the later value wholesale', () => {
    const rt = createRouter({
      rules: [
        G0({ 'x.rep': { a: 1, b: { c: 2 } } }),
        rule({ id: 'a', filter: guild('7'), values: { 'x.rep': { b: { d: 3 } } } }),
      ],
      namespaces: [rep],
    });
    const r7 = rt.resolve(groupInput('7'));
    expect(r7.values['x.rep']).toEqual({ b: { d: 3 } });
    expect(r7.sources['x.rep.b.d']).toBe('a');
    expect(r7.sources['x.rep.a']).toBeUndefined();
    expect(rt.resolve(groupInput('8')).values['x.rep']).toEqual({ a: 1, b: { c: 2 } });
  });

  it('V26 a lock inside a replace namespace blocks the whole replacement', () => {
    const rt = createRouter({
      rules: [
        G0({ 'x.rep': { a: 1, b: { c: 2 } } }, { locked: ['x.rep.a'] }),
        rule({ id: 'a', filter: guild('7'), values: { 'x.rep': { b: { d: 3 } } } }),
      ],
      namespaces: [rep],
    });
    const r = rt.resolve(groupInput('7'));
    expect(r.values['x.rep']).toEqual({ a: 1, b: { c: 2 } });
    expect(r.suppressed).toEqual([
      { path: 'x.rep', ruleId: 'a', value: { b: { d: 3 } }, lockedBy: { path: 'x.rep.a', ruleId: 'global' } },
    ]);
  });

  it('V27 a schema failure drops the rule in that namespace only', () => {
    const r = router([
      G0({ render: { format: 'text' } }),
      rule({ id: 'a', filter: guild('7'), values: { render: { format: 'html' }, ...preset('p') } }),
    ]).resolve(groupInput('7'));
    expect((r.values['render'] as { format: string }).format).toBe('text');
    expect(r.sources['render.format']).toBe('global');
    expect(r.values['chat.preset']).toEqual({ preset: 'p' });
    expect(r.sources['chat.preset.preset']).toBe('a');
    expect(r.ruleIds).toEqual(['global', 'a']);
    expect(diag(r.diagnostics)).toEqual(['invalid-namespace(a, render)']);
  });

  const v28 = (aUpdated: number) =>
    router([
      G0(),
      rule({ id: 'a', filter: guild('7'), updatedAt: aUpdated, values: { render: { maxSegments: 'many' } } }),
      rule({
        id: 'b',
        filter: { kind: 'and', operands: [{ kind: 'scope', field: 'platform', values: ['onebot'] }, guild('7')] },
        updatedAt: 2000,
        values: { render: { format: 'markdown' } },
      }),
    ]).resolve(groupInput('7'));

  it('V28 newest first can discard a valid rule', () => {
    const r = v28(1000);
    expect(r.values['render']).toEqual(RENDER_DEFAULTS);
    expect(Object.keys(r.sources).filter((p) => p.startsWith('render'))).toEqual([]);
    expect(diag(r.diagnostics)).toEqual(['invalid-namespace(b, render)', 'invalid-namespace(a, render)']);
  });

  it('V28b newest means updatedAt descending, not sorted position', () => {
    const r = v28(3000);
    expect((r.values['render'] as { format: string }).format).toBe('markdown');
    expect(r.sources['render.format']).toBe('b');
    expect(diag(r.diagnostics)).toEqual(['invalid-namespace(a, render)']);
  });

  it('V29 global writing an invalid value falls back to defaults', () => {
    const r = router([G0({ render: { format: 'html' } })]).resolve(groupInput('7'));
    expect(r.values['render']).toEqual(RENDER_DEFAULTS);
    expect(diag(r.diagnostics)).toEqual(['invalid-namespace(global, render)']);
  });

  it('V30 an unknown namespace is ignored with a warning', () => {
    const r = router([
      G0(),
      rule({ id: 'a', filter: guild('7'), values: { 'chat.nope': { x: 1 }, ...preset('p') } }),
    ]).resolve(groupInput('7'));
    expect(r.values['chat.nope']).toBeUndefined();
    expect(r.values['chat.preset']).toEqual({ preset: 'p' });
    expect(diag(r.diagnostics)).toEqual(['unknown-namespace(a, chat.nope)']);
  });

  it('V31 an invalid regex: no match and predicate-error, also under not', () => {
    for (const filter of [
      { kind: 'content', match: 'regex', text: '(' } as const,
      { kind: 'not', operand: { kind: 'content', match: 'regex', text: '(' } } as const,
    ]) {
      const r = router([G0(), rule({ id: 'a', filter, values: preset('A') })]).resolve(
        groupInput('7', { content: 'anything' }),
      );
      expect(r.ruleIds).toEqual(['global']);
      expect(r.values['chat.preset']).toEqual({});
      expect(diag(r.diagnostics)).toEqual(['predicate-error(a)']);
    }
  });

  it('V32 custom predicates: registered, unregistered (false, silent), throwing', () => {
    const rt = router(
      [
        G0(),
        rule({ id: 'a', filter: { kind: 'custom', id: 'vip:check', args: { user: 'u1' } }, values: preset('A') }),
        rule({ id: 'b', filter: { kind: 'custom', id: 'no:such' }, values: preset('B') }),
        rule({ id: 'c', filter: { kind: 'custom', id: 'boom' }, values: preset('C') }),
      ],
      {
        customPredicates: {
          'vip:check': { evaluate: (args, input) => input.userId === args['user'] },
          boom: {
            evaluate: () => {
              throw new Error('boom');
            },
          },
        },
      },
    );
    const r = rt.resolve(groupInput('7'));
    expect(r.ruleIds).toEqual(['global', 'a']);
    expect(r.values['chat.preset']).toEqual({ preset: 'A' });
    expect(diag(r.diagnostics)).toEqual(['predicate-error(c)']);
    expect(rt.resolve(groupInput('7'))).not.toBe(r); // never cached
  });

  it('V33 exact trims the message only; contains is case-sensitive', () => {
    const rt = router([
      G0(),
      rule({ id: 'a', filter: { kind: 'content', match: 'exact', text: '你好' }, values: preset('A') }),
      rule({ id: 'b', filter: { kind: 'content', match: 'contains', text: 'Hello' }, values: preset('B') }),
    ]);
    expect(rt.resolve(groupInput('7', { content: '  你好\n' })).ruleIds).toEqual(['global', 'a']);
    expect(rt.resolve(groupInput('7', { content: '你好呀' })).ruleIds).toEqual(['global']);
    expect(rt.resolve(groupInput('7', { content: 'hello world' })).ruleIds).toEqual(['global']);
  });

  it('V34 regex searches only the first 20,000 characters', () => {
    const rt = router([
      G0(),
      rule({ id: 'a', filter: { kind: 'content', match: 'regex', text: 'XYZ' } }),
      rule({ id: 'b', filter: { kind: 'content', match: 'contains', text: 'XYZ' } }),
    ]);
    expect(rt.resolve(groupInput('7', { content: 'a'.repeat(20000) + 'XYZ' })).ruleIds).toEqual(['global', 'b']);
    expect(rt.resolve(groupInput('7', { content: 'a'.repeat(19997) + 'XYZ' })).ruleIds).toEqual(['global', 'a', 'b']);
  });

  it('V35 empty and matches with specificity 0; empty or never matches', () => {
    const rt = router([
      G0(),
      rule({ id: 'z-and', filter: { kind: 'and', operands: [] } }),
      rule({ id: 'a-user', filter: { kind: 'scope', field: 'user', values: ['u1'] } }),
      rule({ id: 'or', filter: { kind: 'or', operands: [] } }),
    ]);
    const e = rt.explain(groupInput('7'));
    expect(e.ruleIds).toEqual(['global', 'z-and', 'a-user']);
    expect(e.matched[1]).toEqual({ id: 'z-and', specificity: 0, priority: 0, createdAt: 0 });
  });

  it('V36 a disabled engine drops the whole rule', () => {
    const r = router(SEED, {
      engines: [
        { id: 'agent', enabled: true },
        { id: 'character', enabled: false },
      ],
    }).resolve(groupInput('20002'));
    expect(r.values['chat.engine']).toEqual({ id: 'agent' });
    expect(r.ruleIds).toEqual(['global']);
    expect(r.values['chat.preset']).toEqual({});
    expect((r.values['chat.session'] as { ownership: string }).ownership).toBe('shared');
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ code: 'routing.engine-disabled', ruleId: 'guild-personal-chat', engine: 'character' }),
    ]);
  });

  it('V37 a chain of engine drops', () => {
    const r = router(
      [
        G0(),
        rule({ id: 'a', filter: guild('7'), values: { 'chat.engine': { id: 'character' } } }),
        rule({
          id: 'b',
          filter: { kind: 'and', operands: [guild('7'), { kind: 'group' }] },
          values: { 'chat.engine': { id: 'beta' } },
        }),
      ],
      { engines: [{ id: 'agent', enabled: true }] },
    ).resolve(groupInput('7'));
    expect(r.values['chat.engine']).toEqual({ id: 'agent' });
    expect(diag(r.diagnostics)).toEqual(['engine-disabled(b, beta)', 'engine-disabled(a, character)']);
  });

  it('V38 no engine enabled: off', () => {
    const r = router([G0({ 'chat.engine': { id: 'agent' } })], { engines: [] }).resolve(groupInput('7'));
    expect(r.values['chat.engine']).toEqual({ id: 'off' });
    expect(diag(r.diagnostics)).toEqual(['engine-disabled(global, agent)']);
  });

  it('V39 off is a sentinel, never checked against enablement', () => {
    const r = router([G0(), rule({ id: 'a', filter: guild('7'), values: { 'chat.engine': { id: 'off' } } })], {
      engines: [],
    }).resolve(groupInput('7'));
    expect(r.values['chat.engine']).toEqual({ id: 'off' });
    expect(r.diagnostics).toEqual([]);
  });

  it('V40 caching: same object, cleared on save, disabled by content rules, keyed by flags', async () => {
    const rules = [
      G0(),
      rule({ id: 'any-guild', filter: { kind: 'scope', field: 'guild', values: [] }, values: preset('grp') }),
    ];
    const rt = router(rules);
    const first = rt.resolve(groupInput('555'));
    expect(rt.resolve(groupInput('555'))).toBe(first);
    rt.save(rule({ id: 'other', filter: guild('1') }), { revision: 0 });
    const after = rt.resolve(groupInput('555'));
    expect(after).not.toBe(first);
    expect(after.revision).toBe(first.revision + 1);
    rt.save(rule({ id: 'never', filter: { kind: 'content', match: 'exact', text: 'zzz' } }), { revision: 0 });
    expect(rt.resolve(groupInput('555'))).not.toBe(rt.resolve(groupInput('555')));
    const at = router([G0(), rule({ id: 'at', filter: { kind: 'at-me' }, values: preset('at') })]);
    expect(at.resolve(groupInput('7')).values['chat.preset']).toEqual({});
    expect(at.resolve(groupInput('7', { isAtMe: true })).values['chat.preset']).toEqual({ preset: 'at' });
  });

  it('V41 save and revision', () => {
    const changes: number[] = [];
    const rt = router([G0(), rule({ id: 'r1', filter: guild('1'), revision: 3 })], {
      onChange: (e) => changes.push(e.revision),
    });
    const start = rt.revision;
    expect(() => rt.save(rule({ id: 'r1', filter: guild('1') }), { revision: 2 })).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
    expect(rt.save(rule({ id: 'r1', filter: guild('1') }), { revision: 3 }).rule.revision).toBe(4);
    expect(rt.revision).toBe(start + 1);
    expect(changes).toEqual([start + 1]);
    expect(rt.save(rule({ id: 'r2', filter: guild('2') }), { revision: 0 }).rule.revision).toBe(1);
    expect(() => rt.save(rule({ id: 'r3', filter: guild('3') }), { revision: 1 })).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
    expect(() => rt.remove('global')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('V42 save strips unknown fields and namespaces into migrated', () => {
    const dropped: string[][] = [];
    const rt = router([G0()], { onDropped: (e) => dropped.push([...e.migrated]) });
    const input = rule({
      id: 'r4',
      filter: { kind: 'true' },
      values: { render: { format: 'text', legacyWrap: true }, 'old.ns': { a: 1 } },
    });
    const { rule: saved, migrated } = rt.save(input, { revision: 0 });
    expect(saved.values).toEqual({ render: { format: 'text' } });
    expect(migrated).toEqual(['render.legacyWrap', 'old.ns']);
    expect(dropped).toEqual([['render.legacyWrap', 'old.ns']]);
  });

  it('V43 matchInput from a Satori session', () => {
    const rt = router([G0()]);
    const session = {
      platform: 'onebot',
      selfId: 'bot',
      guildId: '7',
      channelId: '7',
      userId: 'u1',
      isDirect: false,
      content: '<at id="bot"/> /chat 帮我看看',
      stripped: { content: '帮我看看', atSelf: true },
      quote: { user: { id: 'bot' } },
    };
    expect(rt.matchInput(session, 'r-7')).toEqual({
      platform: 'onebot',
      selfId: 'bot',
      guildId: '7',
      channelId: '7',
      userId: 'u1',
      routeId: 'r-7',
      isDirect: false,
      isAtMe: true,
      isQuotingMe: true,
      isSelf: false,
      content: '帮我看看',
    });
    expect(
      rt.matchInput({
        ...session,
        stripped: { content: '帮我看看', atSelf: false },
        elements: [{ type: 'at', attrs: { id: 'bot' } }],
      }).isAtMe,
    ).toBe(true);
    expect(rt.matchInput({ ...session, stripped: { content: '帮我看看', atSelf: false } }).isAtMe).toBe(false);
    expect(rt.matchInput({ ...session, userId: 'bot' }).isSelf).toBe(true);
  });

  it('V44 engine gating filters a field under other engines', () => {
    const gate = {
      name: 'x.gate',
      applies: 'live' as const,
      schema: {
        type: 'object',
        additionalProperties: false,
        properties: { voice: { type: 'boolean', 'x-engines': ['character'] }, other: { type: 'number' } },
      },
    };
    const rules = [
      G0({ 'x.gate': { voice: true, other: 1 } }),
      rule({ id: 'char', filter: guild('9'), values: { 'chat.engine': { id: 'character' } } }),
    ];
    const rt = createRouter({ rules, namespaces: [gate] });
    const agent = rt.resolve(groupInput('7'));
    expect(agent.values['x.gate']).toEqual({ other: 1 });
    expect(agent.sources['x.gate.voice']).toBeUndefined();
    expect(agent.diagnostics).toEqual([]);
    expect(rt.resolve(groupInput('9')).values['x.gate']).toEqual({ voice: true, other: 1 });
  });

  it('V45 specificity ties with the full seed set in a VIP direct message', () => {
    const r = router(SEED).resolve(directInput('99999', { content: '#深度研讨 x' }));
    expect(r.ruleIds).toEqual(['global', 'regex-deep-research', 'vip-direct-user']);
    expect(r.values['render']).toEqual({ ...RENDER_DEFAULTS, format: 'markdown', reply: 'tool', split: 'none' });
    expect(r.sources['render.split']).toBe('regex-deep-research');
    expect(r.sources['render.format']).toBe('vip-direct-user');
    expect(r.sources['render.reply']).toBe('vip-direct-user');
    expect(r.values['chat.reasoning']).toEqual({ effort: 'high' });
  });
});
