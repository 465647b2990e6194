/** The routing engine's public API: pure and browser-safe. */
export type * from './types.js';
export type { JsonSchema } from './json-schema.js';
export { ENGINES_KEYWORD } from './json-schema.js';
export type {
  Applies,
  CustomPredicate,
  EngineDefinition,
  MergeMode,
  NamespaceDefinition,
} from './namespace-definition.js';
export { BUILTIN_NAMESPACES, createNamespaceRegistry, createRoutingAjv, type NamespaceRegistry } from './namespaces.js';
export {
  createEngineRegistry,
  DEFAULT_ENGINES,
  ENGINE_OFF,
  type EngineRegistry,
  type EngineRegistryOptions,
} from './engines.js';
export { evaluatePredicate, readsContentOrCustom, type CustomPredicates, type PredicateContext } from './predicates.js';
export { compileContentRegex, planContentRegex, REGEX_WINDOW, type ContentRegex } from './content-regex.js';
export { specificity } from './specificity.js';
export { compareRules, compareOrderKeys, orderKey, GLOBAL_RULE_ID, type RuleOrderKey } from './compare-rules.js';
export { deepMerge, mergeNamespace, type Contribution, type MergeResult } from './merge.js';
export { LockTrie, type LockOwner } from './locks.js';
export { migrateRule, RULE_FIELDS, type Migration } from './migrate.js';
export { predicateProblem } from './predicate-shape.js';
export { matchInput, type Session, type SessionElement } from './match-input.js';
export { representativeInput, isSatisfiable } from './representative-input.js';
export { cacheKey, CACHE_LIMIT } from './cache.js';
export { createRouter, type Router, type RouterOptions, type Subject } from './router.js';
export { createRouterWith } from './router-core.js';
export { buildNamespaceRegistry } from './namespace-registry.js';
export { createAjvCompiler } from './ajv-compiler.js';
export { precompiledCompiler, schemaKey, type SchemaCompiler, type SchemaValidator } from './schema-compiler.js';
export type { SaveOptions, SaveResult } from './save-rule.js';
export { isRoutingError, routingError, type RoutingError, type RoutingErrorCode } from './routing-error.js';
export { deepFreeze, isDeepFrozen } from './deep-freeze.js';
