/** The linear from-the-back fallback must equal the plain one-drop-at-a-time definition. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngineRegistry, createNamespaceRegistry, mergeNamespace } from '../../../../src/routing/index.js';
import { flattenSources, type Contribution } from '../../../../src/routing/merge/merge.js';
import { dropOrder, resolveNamespace } from '../../../../src/routing/resolve/resolve-namespace.js';
import { compileRuleSet } from '../../../../src/routing/resolve/rule-set.js';
import type { JsonValue, RoutingRule } from '../../../../src/routing/model/types.js';
import { G0, rule } from './helpers.js';

const renderValue = fc.dictionary(
  fc.constantFrom('format', 'quote', 'maxSegments', 'interim'),
  fc.oneof(
    fc.constantFrom('text', 'markdown', 'html', true, 3, 0, null),
    fc.constant({ deliver: 'drop' }),
    fc.constant({ history: 'bad' }),
  ),
  { maxKeys: 2 },
);
const rulesArb = fc.array(
  fc.record({
    value: fc.option(renderValue, { nil: undefined }),
    lock: fc.constantFrom(undefined, 'render.quote', 'render.interim'),
    updatedAt: fc.constantFrom(0, 0, 0, 1, 2),
  }),
  { maxLength: 7 },
);

describe('schema fallback', () => {
  it('equals dropping one rule at a time in drop order', () => {
    const registry = createNamespaceRegistry();
    const compiled = registry.compiled('render', 'agent');
    fc.assert(
      fc.property(rulesArb, (specs) => {
        const rules: RoutingRule[] = [
          G0(),
          ...specs.map((s, i) =>
            rule({
              id: `r${i}`,
              filter: { kind: 'true' },
              priority: i,
              updatedAt: s.updatedAt,
              locked: s.lock ? [s.lock] : [],
              values: s.value ? { render: s.value as JsonValue } : {},
            }),
          ),
        ];
        const set = compileRuleSet({
          rules,
          registry,
          engines: createEngineRegistry(),
          engineConfig: () => undefined,
        });
        const got = resolveNamespace('render', set.rules, compiled, compiled.check);
        // the definition, spelled out
        const involved = set.rules.filter((r) => r.contributions.has('render'));
        const writers = involved.filter((r) => r.contributions.get('render')?.value !== undefined);
        const dropped = new Set<unknown>();
        const drops: { ruleId: string; error: string }[] = [];
        let expected: { value: unknown; sources: Record<string, string> } | undefined;
        for (const victim of [...dropOrder(writers), undefined]) {
          const merged = mergeNamespace(
            'render',
            'deep',
            involved.filter((r) => !dropped.has(r)).map((r) => r.contributions.get('render') as Contribution),
          );
          const result =
            merged.value === undefined ? { ok: true as const, value: compiled.defaults } : compiled.check(merged.value);
          if (result.ok) {
            const sources: Record<string, string> = {};
            flattenSources('render', merged.sources, merged.value, sources);
            expected = { value: result.value, sources };
            break;
          }
          if (!victim) break;
          dropped.add(victim);
          drops.push({ ruleId: victim.rule.id, error: result.error });
        }
        expect(got.drops).toEqual(drops);
        expect({ value: got.value, sources: got.sources }).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
