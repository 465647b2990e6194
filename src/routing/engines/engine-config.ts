/** Validators for `chat.engine.config`, one per engine that registered a config schema (compiled once). */
import type { EngineRegistry } from './engines.js';
import { describeSchemaError, type SchemaCheck } from '../namespaces/namespace-schema.js';
import { cloneJson } from '../model/json-value.js';
import { routingError } from '../model/routing-error.js';
import type { SchemaCompiler } from '../namespaces/schema-compiler.js';
import type { JsonValue } from '../model/types.js';

export type EngineConfigValidators = (engineId: string) => ((config: JsonValue) => SchemaCheck) | undefined;

/** Throws INVALID_ARGUMENT when an engine's config schema does not compile. */
export function createEngineConfigValidators(engines: EngineRegistry, compile: SchemaCompiler): EngineConfigValidators {
  const byId = new Map<string, (config: JsonValue) => SchemaCheck>();
  for (const e of engines.list) {
    if (!e.configSchema) continue;
    let validate;
    try {
      validate = compile(e.configSchema);
    } catch (err) {
      throw routingError(
        'INVALID_ARGUMENT',
        `engine \`${e.id}\` has an invalid config schema: ${(err as Error).message}`,
      );
    }
    const v = validate;
    byId.set(e.id, (config) => {
      const copy = cloneJson(config);
      return v(copy) ? { ok: true, value: copy } : { ok: false, error: describeSchemaError(v) };
    });
  }
  return (id) => byId.get(id);
}
