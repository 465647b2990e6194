/** The routing engine's public API: pure and browser-safe. */
export type * from './model/types.js';
export type { JsonSchema } from './namespaces/json-schema.js';
export { ENGINES_KEYWORD } from './namespaces/json-schema.js';
export type {
  Applies,
  CustomPredicate,
  EngineDefinition,
  MergeMode,
  NamespaceDefinition,
} from './namespaces/namespace-definition.js';
export {
  BUILTIN_NAMESPACES,
  createNamespaceRegistry,
  createRoutingAjv,
  type NamespaceRegistry,
} from './namespaces/namespaces.js';
export {
  createEngineRegistry,
  DEFAULT_ENGINES,
  ENGINE_OFF,
  type EngineRegistry,
  type EngineRegistryOptions,
} from './engines/engines.js';
export {
  evaluatePredicate,
  readsContentOrCustom,
  type CustomPredicates,
  type PredicateContext,
} from './predicates/predicates.js';
export { compileContentRegex, planContentRegex, REGEX_WINDOW, type ContentRegex } from './predicates/content-regex.js';
export { specificity } from './predicates/specificity.js';
export {
  compareRules,
  compareOrderKeys,
  orderKey,
  GLOBAL_RULE_ID,
  type RuleOrderKey,
} from './predicates/compare-rules.js';
export { deepMerge, mergeNamespace, type Contribution, type MergeResult } from './merge/merge.js';
export { LockTrie, type LockOwner } from './merge/locks.js';
export { migrateRule, RULE_FIELDS, type Migration } from './store/migrate.js';
export { predicateProblem } from './predicates/predicate-shape.js';
export { matchInput, type Session, type SessionElement } from './input/match-input.js';
export { representativeInput, isSatisfiable } from './predicates/representative-input.js';
export { cacheKey, CACHE_LIMIT } from './router/cache.js';
export { createRouter, type Router, type RouterOptions, type Subject } from './router/router.js';
export { createRouterWith } from './router/router-core.js';
export { buildNamespaceRegistry } from './namespaces/namespace-registry.js';
export { createAjvCompiler } from './namespaces/ajv-compiler.js';
export {
  precompiledCompiler,
  schemaKey,
  type SchemaCompiler,
  type SchemaValidator,
} from './namespaces/schema-compiler.js';
export type { SaveOptions, SaveResult } from './store/save-rule.js';
export { isRoutingError, routingError, type RoutingError, type RoutingErrorCode } from './model/routing-error.js';
export { deepFreeze, isDeepFrozen } from './model/deep-freeze.js';
