/**
 * A rule set compiled once per revision: rules sorted by compareRules (specificity is static, so
 * matching in this order yields the matched list already sorted), each rule's writes and locks
 * grouped per namespace, regexes compiled once, and whether results may be cached.
 */
import { compareOrderKeys, GLOBAL_RULE_ID, orderKey, type RuleOrderKey } from '../predicates/compare-rules.js';
import { RegexWork } from '../predicates/content-regex.js';
import type { ContentRegex } from '../predicates/content-regex.js';
import type { EngineConfigValidators } from '../engines/engine-config.js';
import type { EngineRegistry } from '../engines/engines.js';
import { isPlainObject } from '../model/json-value.js';
import type { Contribution } from '../merge/merge.js';
import type { NamespaceRegistry } from '../namespaces/namespace-registry.js';
import { readsContentOrCustom, type CustomPredicates } from '../predicates/predicates.js';
import type { RoutingRule } from '../model/types.js';

export interface CompiledRule {
  readonly rule: RoutingRule;
  readonly key: RuleOrderKey;
  /** Position in compareRules order. */
  readonly index: number;
  readonly isGlobal: boolean;
  /** Registered namespaces this rule writes or locks -> its contribution there. */
  readonly contributions: ReadonlyMap<string, Contribution>;
  /** Unregistered namespaces in `values`, in key order. */
  readonly unknown: readonly string[];
  /** `values['chat.engine'].id` when it is a string. */
  readonly engineId: string | undefined;
}

export interface CompiledRuleSet {
  /** Enabled rules (global always) in compareRules order; duplicate ids keep the first. */
  readonly rules: readonly CompiledRule[];
  readonly byId: ReadonlyMap<string, CompiledRule>;
  readonly cacheable: boolean;
  readonly registry: NamespaceRegistry;
  readonly engines: EngineRegistry;
  readonly customPredicates: CustomPredicates | undefined;
  readonly regexes: Map<string, ContentRegex>;
  /** What its content regexes may still search (one budget per compiled set: per run). */
  readonly regexWork: RegexWork;
  /** The selected engine's config validator, when it registered a config schema. */
  readonly engineConfig: EngineConfigValidators;
}

/** Namespaces lying under each dotted prefix (a lock on `chat` locks every `chat.*` namespace). */
function prefixIndex(names: readonly string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const name of names) {
    const segs = name.split('.');
    for (let i = 1; i < segs.length; i++) {
      const p = segs.slice(0, i).join('.');
      const list = index.get(p) ?? [];
      list.push(name);
      index.set(p, list);
    }
  }
  return index;
}

function compileRule(
  rule: RoutingRule,
  key: RuleOrderKey,
  index: number,
  registry: NamespaceRegistry,
  prefixes: Map<string, string[]>,
): CompiledRule {
  const values = isPlainObject(rule.values) ? rule.values : {};
  const contributions = new Map<
    string,
    { ruleId: string; value: Contribution['value']; locks: Contribution['locks'][number][] }
  >();
  const entry = (ns: string) => {
    let c = contributions.get(ns);
    if (!c) contributions.set(ns, (c = { ruleId: rule.id, value: undefined, locks: [] }));
    return c;
  };
  const unknown: string[] = [];
  for (const ns of Object.keys(values)) {
    if (registry.has(ns)) entry(ns).value = values[ns];
    else unknown.push(ns);
  }
  for (const path of Array.isArray(rule.locked) ? rule.locked : []) {
    if (typeof path !== 'string') continue;
    const at = registry.locate(path);
    if (at) entry(at.namespace).locks.push({ segments: at.field, path });
    else for (const ns of prefixes.get(path) ?? []) entry(ns).locks.push({ segments: [], path });
  }
  const engine = values['chat.engine'];
  const engineId = isPlainObject(engine) && typeof engine['id'] === 'string' ? engine['id'] : undefined;
  return { rule, key, index, isGlobal: rule.id === GLOBAL_RULE_ID, contributions, unknown, engineId };
}

/** What a rule set is compiled from: the stored rules and the registries they are read with. */
export interface RuleSetSources {
  readonly rules: readonly RoutingRule[];
  readonly registry: NamespaceRegistry;
  readonly engines: EngineRegistry;
  readonly customPredicates?: CustomPredicates | undefined;
  readonly engineConfig: EngineConfigValidators;
}

export function compileRuleSet({
  rules,
  registry,
  engines,
  customPredicates,
  engineConfig,
}: RuleSetSources): CompiledRuleSet {
  const seen = new Set<string>();
  const live: { rule: RoutingRule; key: RuleOrderKey }[] = [];
  let cacheable = true;
  for (const rule of rules) {
    if (seen.has(rule.id)) continue;
    seen.add(rule.id);
    if (rule.enabled === false && rule.id !== GLOBAL_RULE_ID) continue;
    if (rule.id !== GLOBAL_RULE_ID && readsContentOrCustom(rule.filter)) cacheable = false;
    live.push({ rule, key: orderKey(rule) });
  }
  live.sort((a, b) => compareOrderKeys(a.key, b.key));
  const prefixes = prefixIndex(registry.names());
  const compiled = live.map((l, i) => compileRule(l.rule, l.key, i, registry, prefixes));
  return {
    rules: compiled,
    byId: new Map(compiled.map((c) => [c.rule.id, c])),
    cacheable,
    registry,
    engines,
    customPredicates,
    regexes: new Map(),
    regexWork: new RegexWork(),
    engineConfig,
  };
}
