/**
 * The routing engine for a rule set and project config, built exactly as the routing validator
 * builds it for scenarios (src/routing/validate-file.ts): config namespaces (falling back to the
 * built-ins when they cannot be registered), engines and custom predicates. Browser-safe: the
 * schema compiler is a parameter, so the playground builds the same router from the same plain
 * data with validators compiled ahead of time (precompile.ts), and Node passes ajv (createAjvCompiler).
 */
import type { RpConfig } from '../../config/types.js';
import { createEngineRegistry, type EngineRegistry } from '../engines/engines.js';
import { routerOptionsFromConfig, type RouterOptionsFromConfig } from '../file/router-options.js';
import { createRouterWith } from './router-core.js';
import { buildNamespaceRegistry, type NamespaceRegistry } from '../namespaces/namespace-registry.js';
import type { SchemaCompiler } from '../namespaces/schema-compiler.js';
import type { Explanation, RoutingInput, RoutingRule } from '../model/types.js';

export interface RouterParts {
  readonly options: RouterOptionsFromConfig;
  readonly namespaces: NamespaceRegistry;
  readonly engines: EngineRegistry;
}

/** The registries routerFor builds for a config (precompile.ts walks them to list every schema). */
export function routerParts(config: RpConfig, compile: SchemaCompiler): RouterParts {
  const options = routerOptionsFromConfig(config);
  let namespaces: NamespaceRegistry;
  try {
    namespaces = buildNamespaceRegistry(options.namespaces, compile);
  } catch {
    namespaces = buildNamespaceRegistry([], compile);
  }
  return { options, namespaces, engines: createEngineRegistry(options.engines) };
}

export function routerFor(
  rules: readonly RoutingRule[],
  config: RpConfig,
  compile: SchemaCompiler,
): { explain(input: RoutingInput): Explanation } {
  const { options, namespaces, engines } = routerParts(config, compile);
  return createRouterWith({ rules, namespaces, engines, customPredicates: options.customPredicates }, compile);
}
