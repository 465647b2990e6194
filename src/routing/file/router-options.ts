/**
 * The project config as routing-engine options: extra namespaces, engines (the engine's defaults,
 * then the config's entries by id) and custom predicates, which in previews return the input's
 * `custom[id]` when given, else the config's `preview` value (docs/config.md).
 */
import type { RpConfig } from '../../config/types.js';
import { DEFAULT_ENGINES } from '../engines/engines.js';
import type { CustomPredicate, EngineDefinition, NamespaceDefinition } from '../namespaces/namespace-definition.js';

export interface RouterOptionsFromConfig {
  readonly namespaces: readonly NamespaceDefinition[];
  readonly engines: readonly EngineDefinition[];
  readonly customPredicates: { readonly [id: string]: CustomPredicate };
}

export function routerOptionsFromConfig(config: RpConfig): RouterOptionsFromConfig {
  const engines = new Map<string, EngineDefinition>();
  for (const e of DEFAULT_ENGINES) engines.set(e.id, e);
  for (const e of config.engines)
    engines.set(e.id, { id: e.id, enabled: e.enabled, ...(e.configSchema ? { configSchema: e.configSchema } : {}) });
  const customPredicates: { [id: string]: CustomPredicate } = {};
  for (const p of config.customPredicates) {
    const preview = p.preview;
    customPredicates[p.id] = { evaluate: (_args, input) => input.custom?.[p.id] ?? preview };
  }
  return {
    namespaces: config.namespaces.map((n) => ({ name: n.name, applies: n.applies, merge: n.merge, schema: n.schema })),
    engines: [...engines.values()],
    customPredicates,
  };
}
