import { describe, expect, it } from 'vitest';
import { CACHE_LIMIT, createNamespaceRegistry, createRouter, migrateRule } from '../../../../src/routing/index.js';
import { G0, groupInput, guild, rule } from './helpers.js';

describe('rule store', () => {
  it('save sets revision, keeps createdAt, stamps updatedAt and by; omitted revision skips the check', () => {
    let clock = 1000;
    const rt = createRouter({ rules: [G0()], now: () => clock });
    const created = rt.save(rule({ id: 'r', filter: guild('1') })).rule;
    expect(created).toMatchObject({ revision: 1, createdAt: 1000, updatedAt: 1000 });
    clock = 2000;
    const updated = rt.save(rule({ id: 'r', filter: guild('2'), createdAt: 5 }), { by: 'customize' }).rule;
    expect(updated).toMatchObject({ revision: 2, createdAt: 1000, updatedAt: 2000, by: 'customize' });
    expect(rt.rule('r')).toBe(updated);
    expect(Object.isFrozen(updated.filter)).toBe(true);
    expect(Object.isFrozen(rt.rules())).toBe(true);
    expect(rt.rules().map((r) => r.id)).toEqual(['global', 'r']);
  });

  it('save refuses malformed rules and a changed global with INVALID_ARGUMENT', () => {
    const rt = createRouter({ rules: [G0()] });
    const bad = (r: unknown) => () => rt.save(r as never);
    for (const r of [
      { id: '', filter: { kind: 'true' } },
      { id: 'x', filter: { kind: 'nope' } },
      { id: 'x', filter: { kind: 'and', operands: [{ kind: 'scope', field: 'guild', values: [7] }] } },
      { id: 'global', filter: guild('1') },
      { id: 'global', filter: { kind: 'true' }, enabled: false },
      { id: 'x', filter: { kind: 'true' }, locked: [''] },
    ])
      expect(bad(r)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(rt.rules().map((r) => r.id)).toEqual(['global']);
  });

  it('remove: missing id, global and a stale revision are refused; success bumps the revision', () => {
    const rt = createRouter({ rules: [G0(), rule({ id: 'r', filter: guild('1'), revision: 2 })] });
    expect(() => rt.remove('nope')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => rt.remove('r', { revision: 1 })).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    const rev = rt.revision;
    rt.remove('r', { revision: 2 });
    expect(rt.revision).toBe(rev + 1);
    expect(rt.rule('r')).toBeUndefined();
  });

  it('migrateRule strips unknown rule fields, namespaces and nested fields but keeps open ones', () => {
    const reg = createNamespaceRegistry();
    const input = {
      ...rule({
        id: 'm',
        filter: { kind: 'true' },
        values: {
          'chat.engine': { id: 'agent', config: { anything: 1 } },
          censor: { replaceRules: [{ pattern: 'a', replacement: 'b', flags: 'g' }] },
          'chat.activation': { customDecider: 3 },
        },
      }),
      legacy: true,
    };
    const { rule: out, migrated } = migrateRule(input as never, reg);
    expect(migrated).toEqual(['legacy', 'censor.replaceRules.0.flags']);
    expect(out.values).toEqual({
      'chat.engine': { id: 'agent', config: { anything: 1 } },
      censor: { replaceRules: [{ pattern: 'a', replacement: 'b' }] },
      'chat.activation': { customDecider: 3 },
    });
    expect((input.values['censor'] as { replaceRules: object[] }).replaceRules[0]).toHaveProperty('flags');
  });

  it(`the cache holds at most ${CACHE_LIMIT} entries and evicts the oldest`, () => {
    const rt = createRouter({
      rules: [G0(), rule({ id: 'g', filter: { kind: 'scope', field: 'guild', values: [] } })],
    });
    const first = rt.resolve(groupInput('0'));
    for (let i = 1; i < CACHE_LIMIT; i++) rt.resolve(groupInput(String(i)));
    expect(rt.resolve(groupInput('0'))).toBe(first);
    rt.resolve(groupInput('new-1')); // full: evicts the oldest entry, guild 0 (reads do not refresh)
    expect(rt.resolve(groupInput('0'))).not.toBe(first);
  });

  it('explain adds matched and decidedBy; decidedBy is absent for all-default namespaces', () => {
    const rt = createRouter({
      rules: [
        G0({ 'chat.model': { model: 'm' } }),
        rule({ id: 'p', filter: guild('7'), values: { 'chat.preset': { preset: 'x' } } }),
      ],
    });
    const e = rt.explain(groupInput('7'));
    expect(e.decidedBy).toEqual({ 'chat.model': 'global', 'chat.preset': 'p' });
    expect(e.matched.map((m) => m.id)).toEqual(['global', 'p']);
  });

  it('explain lists engine-dropped rules in matched but not in ruleIds', () => {
    const rt = createRouter({
      rules: [G0(), rule({ id: 'c', filter: guild('7'), values: { 'chat.engine': { id: 'character' } } })],
      engines: [{ id: 'agent', enabled: true }],
    });
    const e = rt.explain(groupInput('7'));
    expect(e.matched.map((m) => m.id)).toEqual(['global', 'c']);
    expect(e.ruleIds).toEqual(['global']);
    expect(e.decidedBy['chat.engine']).toBeUndefined();
  });

  it('global is matched even when its stored filter or enabled differ (the validator reports it)', () => {
    const rt = createRouter({
      rules: [rule({ id: 'global', filter: guild('x'), enabled: false, values: { 'chat.preset': { preset: 'g' } } })],
    });
    expect(rt.resolve(groupInput('7')).values['chat.preset']).toEqual({ preset: 'g' });
  });

  it('odd input types never throw: a numeric guild id is not a string id, a non-string content is empty', () => {
    const rt = createRouter({
      rules: [
        G0(),
        rule({ id: 'g', filter: guild('7') }),
        rule({ id: 'c', filter: { kind: 'content', match: 'regex', text: '^$' } }),
      ],
    });
    const r = rt.resolve({ guildId: 7, content: 5, isDirect: 'yes' } as never);
    expect(r.ruleIds).toEqual(['global', 'c']);
  });
});
