/** Large inputs must not overflow the stack or go quadratic (timings live in bench/). */
import { describe, expect, it } from 'vitest';
import { createRouter, LockTrie } from '../../../../src/routing/index.js';
import type { RoutingRule } from '../../../../src/routing/model/types.js';
import { G0, groupInput, rule } from './helpers.js';

describe('scale', () => {
  it('10,000 rules with 1,000-segment lock paths resolve', () => {
    const deep = Array.from({ length: 1000 }, (_, i) => `k${i}`).join('.');
    const rules: RoutingRule[] = [G0({ 'chat.preset': { preset: 'g' } }, { locked: [`chat.activation.${deep}`] })];
    for (let i = 0; i < 10_000; i++) {
      rules.push(
        rule({
          id: `r${i}`,
          filter: { kind: 'scope', field: 'guild', values: [String(i % 50)] },
          priority: i % 7,
          locked: i % 100 === 0 ? [`chat.activation.${deep}`] : [],
          values: { 'chat.preset': { preset: `p${i}` } },
        }),
      );
    }
    const rt = createRouter({ rules });
    const r = rt.explain(groupInput('3'));
    expect(r.ruleIds.length).toBe(201);
    expect(r.values['chat.preset']).toEqual({ preset: `p${r.decidedBy['chat.preset']?.slice(1)}` });
  });

  it('a deep write under a locked 1,000-segment path is suppressed with its full path', () => {
    const segs = Array.from({ length: 1000 }, (_, i) => `k${i}`);
    let value: unknown = 1;
    for (let i = segs.length - 1; i >= 0; i--) value = { [segs[i] as string]: value };
    const rules = [
      G0({}, { locked: [`chat.activation.${segs.slice(0, 500).join('.')}`] }),
      rule({ id: 'w', filter: { kind: 'true' }, values: { 'chat.activation': value as never } }),
    ];
    const r = createRouter({ rules }).resolve(groupInput('1'));
    expect(r.suppressed).toHaveLength(1);
    expect(r.suppressed[0]?.path).toBe(`chat.activation.${segs.join('.')}`);
  });

  it('LockTrie finds locks above and below', () => {
    const t = new LockTrie();
    t.add(['a', 'b'], { path: 'ns.a.b', ruleId: 'x' });
    expect(t.lockAtOrAbove(['a', 'b', 'c'])?.path).toBe('ns.a.b');
    expect(t.lockAtOrAbove(['a'])).toBeUndefined();
    expect(t.lockBelow(['a'])?.path).toBe('ns.a.b');
    expect(t.lockBelow(['a', 'b'])).toBeUndefined();
  });
});
