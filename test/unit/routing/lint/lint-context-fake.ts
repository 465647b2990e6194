/** A small lint context for unit tests: a few namespaces and the spec's ordering (no engine needed). */
import { createLintNamespaces } from '../../../../src/routing/lint/schema-namespaces.js';
import type { LintContext } from '../../../../src/routing/lint/lint-context.js';
import type { Predicate, RoutingRule } from '../../../../src/routing/model/types.js';

const spec = (p: Predicate): number =>
  p.kind === 'true'
    ? 0
    : p.kind === 'not'
      ? spec(p.operand)
      : p.kind === 'and' || p.kind === 'or'
        ? p.operands.reduce((s, o) => s + spec(o), 0)
        : 1;

export function fakeLintContext(): LintContext {
  return {
    namespaces: createLintNamespaces([
      {
        name: 'chat.model',
        merge: 'deep',
        schema: { type: 'object', properties: { model: { type: 'string' } }, required: ['model'] },
      },
      { name: 'chat.preset', merge: 'deep', schema: { type: 'object', properties: { preset: { type: 'string' } } } },
      {
        name: 'chat.tools',
        merge: 'deep',
        schema: {
          type: 'object',
          properties: {
            mode: { enum: ['delegate', 'native', 'search', 'code'] },
            tools: {
              type: 'object',
              properties: {
                allow: { type: 'array', items: { type: 'string' } },
                deny: { type: 'array', items: { type: 'string' } },
              },
              required: ['deny'],
            },
          },
          additionalProperties: false,
        },
      },
    ]),
    customPredicates: new Set(['vip:check']),
    isEngineEnabled: () => true,
    compareRules: (a: RoutingRule, b: RoutingRule) =>
      (a.id === 'global' ? -1 : 0) - (b.id === 'global' ? -1 : 0) ||
      spec(a.filter) - spec(b.filter) ||
      a.priority - b.priority ||
      a.createdAt - b.createdAt ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    isSatisfiable: (p: Predicate) =>
      !(p.kind === 'and' && p.operands.some((o) => o.kind === 'direct') && p.operands.some((o) => o.kind === 'group')),
  };
}
