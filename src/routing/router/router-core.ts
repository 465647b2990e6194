/**
 * createRouterWith: the routing service over an in-memory rule store (spec: 解析与诊断 API; 保存、版本与
 * 冲突). The rule set is compiled once per revision; every commit bumps the revision and clears the
 * cache, and so does a change of engine enablement. Schemas are compiled by the given compiler
 * (browser-safe); router.ts's createRouter is this with ajv.
 */
import { cacheKey, ResolutionCache } from './cache.js';
import { GLOBAL_RULE_ID } from '../predicates/compare-rules.js';
import { deepFreeze } from '../model/deep-freeze.js';
import { createEngineConfigValidators, type EngineConfigValidators } from '../engines/engine-config.js';
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

const toEngines = (e: RouterOptions['engines']): EngineRegistry =>
  isRegistry<EngineRegistry>(e) ? e : createEngineRegistry(e);

/** The router's mutable store: the rules, their revision, and what is compiled from them. */
interface RouterState {
  readonly options: RouterOptions;
  readonly compile: SchemaCompiler;
  readonly registry: NamespaceRegistry;
  readonly cache: ResolutionCache;
  readonly now: () => number;
  engines: EngineRegistry;
  engineConfig: EngineConfigValidators;
  stored: readonly RoutingRule[];
  byId: Map<string, RoutingRule>;
  revision: number;
  set: CompiledRuleSet;
}

/** The first rule of each id, copied and frozen (the store never shares the caller's objects). */
function initialRules(rules: readonly RoutingRule[]): readonly RoutingRule[] {
  const initial: RoutingRule[] = [];
  const seen = new Set<string>();
  for (const r of rules)
    if (!seen.has(r.id)) {
      seen.add(r.id);
      initial.push(deepFreeze(structuredClone(r)));
    }
  return Object.freeze(initial);
}

function compileStored(state: Omit<RouterState, 'set'>): CompiledRuleSet {
  const { stored: rules, registry, engines, engineConfig } = state;
  return compileRuleSet({ rules, registry, engines, customPredicates: state.options.customPredicates, engineConfig });
}

/** A new revision: the rule set compiled again and the cache emptied. */
function recompile(state: RouterState): void {
  state.revision++;
  state.set = compileStored(state);
  state.cache.clear();
}

/** Stores `rules` as the new revision and tells `onChange`. */
function commit(state: RouterState, rules: RoutingRule[]): void {
  state.stored = Object.freeze(rules);
  state.byId = new Map(state.stored.map((r) => [r.id, r]));
  recompile(state);
  state.options.onChange?.({ revision: state.revision, rules: state.stored });
}

const toResolution = (e: Explanation): Resolution =>
  deepFreeze({
    ruleIds: e.ruleIds,
    values: e.values,
    sources: e.sources,
    suppressed: e.suppressed,
    diagnostics: e.diagnostics,
    revision: e.revision,
  });

/** The resolution of `input`, from the cache when the rule set reads neither content nor custom predicates. */
function resolveCached(state: RouterState, input: RoutingInput): Resolution {
  const { set, revision, cache } = state;
  if (!set.cacheable) return toResolution(resolveInput(set, input, revision));
  const key = cacheKey(input);
  const hit = cache.get(key);
  if (hit) return hit;
  const r = toResolution(resolveInput(set, input, revision));
  cache.set(key, r);
  return r;
}

function saveRule(state: RouterState, rule: RoutingRule, options: SaveOptions): SaveResult {
  const current = typeof rule?.id === 'string' ? state.byId.get(rule.id) : undefined;
  const result = prepareSave(rule, { current, options, registry: state.registry, now: state.now() });
  const next = current ? state.stored.map((r) => (r === current ? result.rule : r)) : [...state.stored, result.rule];
  if (result.migrated.length > 0) state.options.onDropped?.({ ruleId: result.rule.id, migrated: result.migrated });
  commit(state, next);
  return result;
}

function removeRule(state: RouterState, id: string, options: { readonly revision?: number }): void {
  if (id === GLOBAL_RULE_ID) throw routingError('INVALID_ARGUMENT', 'the `global` rule cannot be removed');
  const current = state.byId.get(id);
  if (!current) throw routingError('INVALID_ARGUMENT', `no rule with id \`${id}\``);
  if (options.revision !== undefined && options.revision !== current.revision) {
    throw routingError('CONFLICT', `rule \`${id}\` is at revision ${current.revision}, not ${options.revision}`);
  }
  commit(
    state,
    state.stored.filter((r) => r !== current),
  );
}

function setEngines(state: RouterState, next: RouterOptions['engines']): void {
  state.engines = toEngines(next);
  state.engineConfig = createEngineConfigValidators(state.engines, state.compile);
  recompile(state);
}

function initialState(options: RouterOptions, compile: SchemaCompiler): RouterState {
  const registry = isRegistry<NamespaceRegistry>(options.namespaces)
    ? options.namespaces
    : buildNamespaceRegistry(options.namespaces ?? [], compile);
  const engines = toEngines(options.engines);
  const stored = initialRules(options.rules);
  const base = {
    options,
    compile,
    registry,
    cache: new ResolutionCache(),
    now: options.now ?? (() => Date.now()),
    engines,
    engineConfig: createEngineConfigValidators(engines, compile),
    stored,
    byId: new Map(stored.map((r) => [r.id, r])),
    revision: options.revision ?? 1,
  };
  return { ...base, set: compileStored(base) };
}

export function createRouterWith(options: RouterOptions, compile: SchemaCompiler): Router {
  const state = initialState(options, compile);
  const resolve = (input: RoutingInput): Resolution => resolveCached(state, input);
  return {
    resolve,
    explain: (input) => resolveInput(state.set, input, state.revision),
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
    rules: () => state.stored,
    rule: (id) => state.byId.get(id),
    get revision() {
      return state.revision;
    },
    save: (rule, saveOptions = {}) => saveRule(state, rule, saveOptions),
    remove: (id, removeOptions = {}) => removeRule(state, id, removeOptions),
    setEngines: (next) => setEngines(state, next),
    namespaces: state.registry,
    get engines() {
      return state.engines;
    },
  };
}
