/** fast-check properties: determinism, rule-order independence, never throwing, deep freezing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRouter, isDeepFrozen } from '../../../../src/routing/index.js';
import type { Predicate, RoutingInput, RoutingRule } from '../../../../src/routing/model/types.js';
import { G0, rule } from './helpers.js';

const ids = ['a', 'b', 'c', 'Zeta', 'alpha', 'r-1', 'r-2', 'x'];
const leafPredicate: fc.Arbitrary<Predicate> = fc.oneof(
  fc.constant<Predicate>({ kind: 'true' }),
  fc.record({
    kind: fc.constant('scope' as const),
    field: fc.constantFrom('platform', 'self', 'guild', 'channel', 'user', 'route' as const),
    values: fc.array(fc.constantFrom('1', '7', 'u1', 'onebot', ''), { maxLength: 2 }),
  }),
  fc.constantFrom<Predicate>({ kind: 'direct' }, { kind: 'group' }, { kind: 'at-me' }, { kind: 'quote-me' }),
  fc.record({
    kind: fc.constant('content' as const),
    match: fc.constantFrom('contains', 'startsWith', 'exact', 'regex' as const),
    text: fc.constantFrom('hi', '(', '^#x\\s+', 'a+', '(a+)+$', ''),
  }),
  fc.record({ kind: fc.constant('custom' as const), id: fc.constantFrom('yes', 'no', 'boom', 'missing') }),
);
const predicate: fc.Arbitrary<Predicate> = fc.letrec<{ p: Predicate }>((tie) => ({
  p: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafPredicate,
    fc.record({ kind: fc.constant('not' as const), operand: tie('p') }),
    fc.record({ kind: fc.constantFrom('and', 'or' as const), operands: fc.array(tie('p'), { maxLength: 3 }) }),
  ),
})).p;

const scalar = fc.oneof(
  fc.constantFrom('text', 'markdown', 'html', 'code', 'agent', 'character', 'beta', 'off'),
  fc.integer({ min: -2, max: 3 }),
  fc.boolean(),
  fc.constant(null),
);
const jsonValue = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(scalar, { maxLength: 2 }),
    fc.dictionary(fc.constantFrom('format', 'id', 'interim', 'deliver', 'preset', 'model', 'deny', 'tools'), tie('v'), {
      maxKeys: 3,
    }),
  ),
})).v;
const namespaces = fc.constantFrom('chat.engine', 'chat.preset', 'render', 'chat.tools', 'chat.model', 'x.unknown');
const values = fc.dictionary(namespaces, jsonValue, { maxKeys: 3 });
const lockPath = fc.constantFrom(
  'chat.model.model',
  'render.interim',
  'render',
  'chat.tools.tools',
  'chat',
  'nowhere.x',
  'chat.engine.id',
);
const ruleArb = fc
  .record({
    id: fc.constantFrom(...ids),
    filter: predicate,
    values,
    enabled: fc.boolean(),
    priority: fc.integer({ min: -2, max: 2 }),
    locked: fc.array(lockPath, { maxLength: 2 }),
    createdAt: fc.integer({ min: 0, max: 3 }),
    updatedAt: fc.integer({ min: 0, max: 3 }),
  })
  .map((r) => rule(r as Partial<RoutingRule> as RoutingRule));
const ruleSet = fc
  .tuple(
    fc.record({ values, locked: fc.array(lockPath, { maxLength: 2 }) }),
    fc.uniqueArray(ruleArb, { selector: (r) => r.id, maxLength: 6 }),
  )
  .map(([g, rest]) => [G0(g.values as RoutingRule['values'], { locked: g.locked }), ...rest]);
const inputArb: fc.Arbitrary<RoutingInput> = fc.record(
  {
    platform: fc.constantFrom('onebot', 'discord', ''),
    selfId: fc.constant('bot'),
    guildId: fc.constantFrom('1', '7', undefined),
    userId: fc.constantFrom('u1', 'u2'),
    isDirect: fc.boolean(),
    isAtMe: fc.boolean(),
    isQuotingMe: fc.boolean(),
    content: fc.constantFrom('', 'hi', '#x y', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab'),
  },
  { requiredKeys: ['platform', 'selfId', 'userId', 'isDirect', 'isAtMe', 'isQuotingMe', 'content'] },
) as fc.Arbitrary<RoutingInput>;

const customPredicates = {
  yes: { evaluate: () => true },
  no: { evaluate: () => false },
  boom: {
    evaluate: () => {
      throw new Error('boom');
    },
  },
};
const engines = [
  { id: 'agent', enabled: true },
  { id: 'character', enabled: true },
  { id: 'beta', enabled: false },
];
const make = (rules: RoutingRule[]) => createRouter({ rules, customPredicates, engines });
const strip = (r: object) => JSON.parse(JSON.stringify(r));

describe('resolution properties', () => {
  it('never throws on a well-formed rule set, is deterministic and deeply frozen', () => {
    fc.assert(
      fc.property(ruleSet, inputArb, (rules, input) => {
        const a = make(rules).resolve(input);
        const b = make(rules).resolve(input);
        expect(strip(a)).toEqual(strip(b));
        expect(isDeepFrozen(a)).toBe(true);
        expect(isDeepFrozen(make(rules).explain(input))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('does not depend on the order of rules in the input array', () => {
    fc.assert(
      fc.property(ruleSet, inputArb, fc.integer(), (rules, input, seed) => {
        const shuffled = [...rules].sort(
          (x, y) => ((x.id.charCodeAt(0) * 31 + seed) % 7) - ((y.id.charCodeAt(0) * 31 + seed) % 7),
        );
        expect(strip(make(shuffled).explain(input))).toEqual(strip(make(rules).explain(input)));
      }),
      { numRuns: 150 },
    );
  });

  it('sources only name rules that survived and paths that exist in values', () => {
    fc.assert(
      fc.property(ruleSet, inputArb, (rules, input) => {
        const r = make(rules).resolve(input);
        for (const [path, id] of Object.entries(r.sources)) {
          expect(r.ruleIds).toContain(id);
          expect(Object.keys(r.values).some((ns) => path === ns || path.startsWith(`${ns}.`))).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
