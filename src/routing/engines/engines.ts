/** The engine registry: which chat.engine ids exist and are enabled. */
import type { EngineDefinition } from '../namespaces/namespace-definition.js';

/** The no-reply sentinel (spec: 最终为 off 表示该场景不回复); never checked against enablement. */
export const ENGINE_OFF = 'off';

/** Default engines when the config declares none: the spec's two known engines, both enabled. */
export const DEFAULT_ENGINES: readonly EngineDefinition[] = [
  { id: 'agent', enabled: true },
  { id: 'character', enabled: true },
];

export interface EngineRegistry {
  readonly list: readonly EngineDefinition[];
  isEnabled(id: string): boolean;
  get(id: string): EngineDefinition | undefined;
}

export interface EngineRegistryOptions {
  /** How an id no definition lists counts: `disabled` (default, a real host) or `enabled` (previews). */
  readonly unlisted?: 'enabled' | 'disabled';
}

/** Later definitions of the same id replace earlier ones; an unregistered id is disabled unless told otherwise. */
export function createEngineRegistry(
  engines: readonly EngineDefinition[] = DEFAULT_ENGINES,
  options: EngineRegistryOptions = {},
): EngineRegistry {
  const unlistedEnabled = options.unlisted === 'enabled';
  const byId = new Map<string, EngineDefinition>();
  for (const e of engines) byId.set(e.id, e);
  const list = [...byId.values()];
  return {
    list,
    isEnabled: (id) => id === ENGINE_OFF || (byId.get(id)?.enabled ?? unlistedEnabled),
    get: (id) => byId.get(id),
  };
}
