/**
 * resolveMatched: match, engine first, then every other namespace (merge, locks, schema fallback),
 * assembled into a Resolution and an Explanation. Pure: the same compiled set and input always
 * give an equal result.
 */
import { deepFreeze } from '../model/deep-freeze.js';
import { ENGINE_NAMESPACE, resolveEngine, type EngineOutcome } from './engine-first.js';
import { evaluatePredicate, type PredicateContext } from '../predicates/predicates.js';
import { resolveNamespace, type NamespaceOutcome } from './resolve-namespace.js';
import type { CompiledRule, CompiledRuleSet } from './rule-set.js';
import {
  invalidNamespaceDiagnostic,
  predicateErrorDiagnostic,
  unknownNamespaceDiagnostic,
} from './runtime-diagnostics.js';
import type {
  Explanation,
  JsonValue,
  MatchedRule,
  RoutingDiagnostic,
  RoutingInput,
  SuppressedWrite,
} from '../model/types.js';

/** The rules whose filter matches, in compareRules order; global always matches. */
export function matchRules(
  set: CompiledRuleSet,
  input: RoutingInput,
  diagnostics: RoutingDiagnostic[],
): CompiledRule[] {
  const ctx: PredicateContext = {
    regexes: set.regexes,
    regexWork: set.regexWork,
    ...(set.customPredicates ? { customPredicates: set.customPredicates } : {}),
  };
  const matched: CompiledRule[] = [];
  for (const r of set.rules) {
    if (r.isGlobal) {
      matched.push(r);
      continue;
    }
    try {
      if (evaluatePredicate(r.rule.filter, input, ctx)) matched.push(r);
    } catch (e) {
      diagnostics.push(predicateErrorDiagnostic(r.rule.id, e));
    }
  }
  return matched;
}

/** Each namespace's outcome: chat.engine's from the engine-first loop, the others by the chosen engine's schemas. */
function namespaceOutcomes(
  set: CompiledRuleSet,
  rules: readonly CompiledRule[],
  engine: EngineOutcome,
): [string, NamespaceOutcome][] {
  const outcomes: [string, NamespaceOutcome][] = [[ENGINE_NAMESPACE, engine.outcome]];
  for (const ns of set.registry.names()) {
    if (ns === ENGINE_NAMESPACE) continue;
    const compiled = set.registry.compiled(ns, engine.engine);
    outcomes.push([ns, resolveNamespace(ns, rules, compiled, compiled.check)]);
  }
  return outcomes;
}

/**
 * The outcomes merged into one resolution: values, the source of every leaf, the rule deciding each
 * namespace (the latest-sorting source), the suppressed writes in rule order, and a diagnostic per
 * rule dropped by a schema.
 */
function mergeOutcomes(
  set: CompiledRuleSet,
  outcomes: readonly [string, NamespaceOutcome][],
  diagnostics: RoutingDiagnostic[],
) {
  const values: { [ns: string]: JsonValue } = {};
  const sources: { [path: string]: string } = {};
  const suppressed: SuppressedWrite[] = [];
  const decidedBy: { [ns: string]: string } = {};
  for (const [ns, o] of outcomes) {
    if (o.value !== undefined) values[ns] = o.value;
    let last: CompiledRule | undefined;
    for (const [path, ruleId] of Object.entries(o.sources)) {
      sources[path] = ruleId;
      const r = set.byId.get(ruleId);
      if (r && (!last || r.index > last.index)) last = r;
    }
    if (last) decidedBy[ns] = last.rule.id;
    suppressed.push(...o.suppressed);
    for (const d of o.drops) diagnostics.push(invalidNamespaceDiagnostic(d.ruleId, ns, d.error));
  }
  const position = (w: SuppressedWrite) => set.byId.get(w.ruleId)?.index ?? 0;
  suppressed.sort((a, b) => position(a) - position(b)); // stable: namespace then key order within a rule
  return { values, sources, suppressed, decidedBy };
}

/** Full resolution with the explain extras; the result is deeply frozen. */
export function resolveInput(set: CompiledRuleSet, input: RoutingInput, revision: number): Explanation {
  const diagnostics: RoutingDiagnostic[] = [];
  const matched = matchRules(set, input, diagnostics);
  const engine = resolveEngine(set, matched);
  diagnostics.push(...engine.diagnostics);
  const rules = engine.rules;
  for (const r of rules) for (const ns of r.unknown) diagnostics.push(unknownNamespaceDiagnostic(r.rule.id, ns));
  const { values, sources, suppressed, decidedBy } = mergeOutcomes(
    set,
    namespaceOutcomes(set, rules, engine),
    diagnostics,
  );
  const matchedInfo: MatchedRule[] = matched.map((r) => ({
    id: r.rule.id,
    specificity: r.key.specificity,
    priority: r.key.priority,
    createdAt: r.key.createdAt,
  }));
  return deepFreeze({
    ruleIds: rules.map((r) => r.rule.id),
    values,
    sources,
    suppressed,
    diagnostics,
    revision,
    matched: matchedInfo,
    decidedBy,
  });
}
