/**
 * Everything built from the config that reading, linting and previewing a routing file needs: the
 * namespace registry (built-ins plus the config's), the engines, the custom predicates, and the
 * lint's view of them. Creating the registry can fail (a config namespace inside another one); the
 * built-ins are used then and the reason is returned for a config diagnostic.
 */
import type { RpConfig } from '../config/types.js';
import { compareRules } from './predicates/compare-rules.js';
import { createEngineRegistry } from './engines/engines.js';
import type { EngineRegistry } from './engines/engines.js';
import { createNamespaceRegistry } from './namespaces/namespaces.js';
import type { NamespaceRegistry } from './namespaces/namespaces.js';
import { isSatisfiable } from './predicates/representative-input.js';
import type { LintContext } from './lint/lint-context.js';
import { createLintNamespaces } from './lint/schema-namespaces.js';
import type { RouterOptionsFromConfig } from './file/router-options.js';
import { routerOptionsFromConfig } from './file/router-options.js';

export interface RoutingEnvironment {
  readonly options: RouterOptionsFromConfig;
  readonly registry: NamespaceRegistry;
  readonly engines: EngineRegistry;
  readonly lint: LintContext;
  /** Why the config's namespaces could not be registered (the built-ins are used instead). */
  readonly registryError: string | null;
}

export function createRoutingEnvironment(config: RpConfig): RoutingEnvironment {
  let options = routerOptionsFromConfig(config);
  let registry: NamespaceRegistry;
  let registryError: string | null = null;
  try {
    registry = createNamespaceRegistry(options.namespaces);
  } catch (error) {
    registryError = error instanceof Error ? error.message : String(error);
    options = { ...options, namespaces: [] };
    registry = createNamespaceRegistry();
  }
  const engines = createEngineRegistry(options.engines);
  const namespaces = createLintNamespaces(
    registry.definitions.map((d) => ({
      name: d.name,
      schema: d.schema,
      merge: d.merge ?? 'deep',
      alternatives: Object.values(d.vary ?? {}),
    })),
    (path) => registry.isKnownPath(path),
  );
  const lint: LintContext = {
    namespaces,
    customPredicates: new Set(Object.keys(options.customPredicates)),
    isEngineEnabled: (id) => engines.isEnabled(id),
    compareRules,
    isSatisfiable,
  };
  return { options, registry, engines, lint, registryError };
}
