/**
 * createRouterWith: the routing service over an in-memory rule store (spec: 解析与诊断 API; 保存、版本与
 * 冲突). The rule set is compiled once per revision; every commit bumps the revision and clears the
 * cache, and so does a change of engine enablement. Schemas are compiled by the given compiler
 * (browser-safe); router.ts's createRouter is this with ajv.
 */
import { cacheKey, ResolutionCache } from './cache.js';
import { GLOBAL_RULE_ID } from '../predicates/compare-rules.js';
import { deepFreeze } from '../model/deep-freeze.js';
import { createEngineConfigValidators } from '../engines/engine-config.js';
import { createEngineRegistry, type EngineRegistry } from '../engines/engines.js';
import { buildNamespaceRegistry, type NamespaceRegistry } from '../namespaces/namespace-registry.js';
import type { EngineDefinition, NamespaceDefinition } from '../namespaces/namespace-definition.js';
import type { CustomPredicates } from '../predicates/predicates.js';
import { resolveInput } from '../resolve/resolve.js';
import { compileRuleSet, type CompiledRuleSet } from '../resolve/rule-set.js';
import { prepareSave, type SaveOptions, type SaveResult } from '../store/save-rule.js';
import { routingError } from '../model/routing-error.js';
import type { SchemaCompiler } from '../namespaces/schema-compiler.js';
import type { Explanation, JsonValue, Resolution, RoutingInput, RoutingRule } from '../model/types.js';
import { matchInput, type Session } from '../input/match-input.js';

export interface RouterOptions {
  readonly rules: readonly RoutingRule[];
  /** A registry, or extra namespace definitions added to the built-ins. */
  readonly namespaces?: NamespaceRegistry | readonly NamespaceDefinition[];
  /** A registry, or engine definitions (default: agent and character, both enabled). */
  readonly engines?: EngineRegistry | readonly EngineDefinition[];
  readonly customPredicates?: CustomPredicates;
  /** The starting revision of the rule set (default 1). */
  readonly revision?: number;
  /** The clock for `updatedAt`/`createdAt` on save (default Date.now). */
  readonly now?: () => number;
  /** Called after each commit (spec: 广播 chatluna/rules-change). */
  readonly onChange?: (event: { readonly revision: number; readonly rules: readonly RoutingRule[] }) => void;
  /** Called when save strips properties (spec: 记录 dropped 日志). */
  readonly onDropped?: (event: { readonly ruleId: string; readonly migrated: readonly string[] }) => void;
}

/** A subject for valuesAt: who is asking; a subject with no bound bot has platform/selfId ''. */
export type Subject = Omit<RoutingInput, 'content' | 'custom'> & { readonly content?: string };

export interface Router {
  resolve(input: RoutingInput): Resolution;
  explain(input: RoutingInput): Explanation;
  valuesAt(subject: Subject, ns: string): JsonValue | undefined;
  matchInput(session: Session, routeId?: string): RoutingInput;
  rules(): readonly RoutingRule[];
  rule(id: string): RoutingRule | undefined;
  readonly revision: number;
  save(rule: RoutingRule, options?: SaveOptions): SaveResult;
  remove(id: string, options?: { readonly revision?: number }): void;
  /** Replace the engine registry (enablement change): bumps the revision and clears the cache. */
  setEngines(engines: EngineRegistry | readonly EngineDefinition[]): void;
  readonly namespaces: NamespaceRegistry;
  readonly engines: EngineRegistry;
}

const isRegistry = <T extends object>(v: T | readonly unknown[] | undefined): v is T =>
  v !== undefined && !Array.isArray(v);

export function createRouterWith(options: RouterOptions, compile: SchemaCompiler): Router {
  const registry = isRegistry<NamespaceRegistry>(options.namespaces)
    ? options.namespaces
    : buildNamespaceRegistry(options.namespaces ?? [], compile);
  const toEngines = (e: RouterOptions['engines']) => (isRegistry<EngineRegistry>(e) ? e : createEngineRegistry(e));
  let engines = toEngines(options.engines);
  let engineConfig = createEngineConfigValidators(engines, compile);
  const now = options.now ?? (() => Date.now());
  const initial: RoutingRule[] = [];
  const seen = new Set<string>();
  for (const r of options.rules)
    if (!seen.has(r.id)) {
      seen.add(r.id);
      initial.push(deepFreeze(structuredClone(r)));
    }
  let stored: readonly RoutingRule[] = Object.freeze(initial);
  let byId = new Map(stored.map((r) => [r.id, r]));
  let revision = options.revision ?? 1;
  const cache = new ResolutionCache();
  let set: CompiledRuleSet = compileRuleSet(stored, registry, engines, options.customPredicates, engineConfig);

  const recompile = () => {
    revision++;
    set = compileRuleSet(stored, registry, engines, options.customPredicates, engineConfig);
    cache.clear();
  };
  const commit = (rules: RoutingRule[]) => {
    stored = Object.freeze(rules);
    byId = new Map(stored.map((r) => [r.id, r]));
    recompile();
    options.onChange?.({ revision, rules: stored });
  };
  const toResolution = (e: Explanation): Resolution =>
    deepFreeze({
      ruleIds: e.ruleIds,
      values: e.values,
      sources: e.sources,
      suppressed: e.suppressed,
      diagnostics: e.diagnostics,
      revision: e.revision,
    });
  const resolve = (input: RoutingInput): Resolution => {
    if (!set.cacheable) return toResolution(resolveInput(set, input, revision));
    const key = cacheKey(input);
    const hit = cache.get(key);
    if (hit) return hit;
    const r = toResolution(resolveInput(set, input, revision));
    cache.set(key, r);
    return r;
  };

  return {
    resolve,
    explain: (input) => resolveInput(set, input, revision),
    valuesAt(subject, ns) {
      const input: RoutingInput = {
        ...subject,
        platform: subject.platform ?? '',
        selfId: subject.selfId ?? '',
        content: subject.content ?? '',
      };
      return resolve(input).values[ns];
    },
    matchInput,
    rules: () => stored,
    rule: (id) => byId.get(id),
    get revision() {
      return revision;
    },
    save(rule, saveOptions = {}) {
      const current = typeof rule?.id === 'string' ? byId.get(rule.id) : undefined;
      const result = prepareSave(rule, current, saveOptions, registry, now());
      const next = current ? stored.map((r) => (r === current ? result.rule : r)) : [...stored, result.rule];
      if (result.migrated.length > 0) options.onDropped?.({ ruleId: result.rule.id, migrated: result.migrated });
      commit(next);
      return result;
    },
    remove(id, removeOptions = {}) {
      if (id === GLOBAL_RULE_ID) throw routingError('INVALID_ARGUMENT', 'the `global` rule cannot be removed');
      const current = byId.get(id);
      if (!current) throw routingError('INVALID_ARGUMENT', `no rule with id \`${id}\``);
      if (removeOptions.revision !== undefined && removeOptions.revision !== current.revision) {
        throw routingError(
          'CONFLICT',
          `rule \`${id}\` is at revision ${current.revision}, not ${removeOptions.revision}`,
        );
      }
      commit(stored.filter((r) => r !== current));
    },
    setEngines(next) {
      engines = toEngines(next);
      engineConfig = createEngineConfigValidators(engines, compile);
      recompile();
    },
    namespaces: registry,
    get engines() {
      return engines;
    },
  };
}
