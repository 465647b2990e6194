/**
 * The routing engine for a rule set and project config, built exactly as the routing validator
 * builds it for scenarios (src/routing/validate-file.ts): config namespaces (falling back to the
 * built-ins when they cannot be registered), engines and custom predicates. Browser-safe, so the
 * playground builds the same router from the same plain data.
 */
import type { RpConfig } from '../config/types.js';
import { createEngineRegistry } from './engines.js';
import { routerOptionsFromConfig } from './file/router-options.js';
import { createRouter } from './router.js';
import { createNamespaceRegistry, type NamespaceRegistry } from './namespaces.js';
import type { Explanation, RoutingInput, RoutingRule } from './types.js';

export function routerFor(
  rules: readonly RoutingRule[],
  config: RpConfig,
): { explain(input: RoutingInput): Explanation } {
  const options = routerOptionsFromConfig(config);
  let namespaces: NamespaceRegistry;
  try {
    namespaces = createNamespaceRegistry(options.namespaces);
  } catch {
    namespaces = createNamespaceRegistry();
  }
  const engines = createEngineRegistry(options.engines);
  return createRouter({ rules, namespaces, engines, customPredicates: options.customPredicates });
}
