/**
 * One namespace schema compiled for one engine: engine gates applied (gated fields filtered out,
 * spec: 非目标引擎下被过滤), vary(engine) overrides chosen, defaults filled by ajv `useDefaults`.
 */
import { ENGINES_KEYWORD, type JsonSchema } from './json-schema.js';
import { cloneJson, isPlainObject } from '../model/json-value.js';
import type { NamespaceDefinition } from './namespace-definition.js';
import type { SchemaCompiler, SchemaValidator } from './schema-compiler.js';
import type { JsonValue } from '../model/types.js';

export type SchemaCheck =
  { readonly ok: true; readonly value: JsonValue } | { readonly ok: false; readonly error: string };

export interface CompiledNamespace {
  readonly definition: NamespaceDefinition;
  /** Field paths (relative to the namespace) filtered out under this engine. */
  readonly gated: readonly (readonly string[])[];
  /** The defaults (no rule wrote the namespace); undefined for a `noDefault` namespace. */
  readonly defaults: JsonValue | undefined;
  /** Remove gated fields from a merged value (a copy; the input is untouched). */
  gate(value: JsonValue): JsonValue;
  /** Validate a (gated) value; on success the value with defaults filled. */
  check(value: JsonValue): SchemaCheck;
}

const isSchema = (s: unknown): s is JsonSchema => typeof s === 'object' && s !== null && !Array.isArray(s);

/** Copy `schema` without the properties gated away from `engine`; collect their paths. */
function gateSchema(schema: JsonSchema, engine: string, prefix: readonly string[], gated: string[][]): JsonSchema {
  const props = schema['properties'];
  if (!isSchema(props)) return schema;
  const before = gated.length;
  const kept: { [key: string]: unknown } = {};
  for (const [key, sub] of Object.entries(props)) {
    const engines = isSchema(sub) ? sub[ENGINES_KEYWORD] : undefined;
    if (Array.isArray(engines) && !engines.includes(engine)) {
      gated.push([...prefix, key]);
      continue;
    }
    kept[key] = isSchema(sub) ? gateSchema(sub, engine, [...prefix, key], gated) : sub;
  }
  if (gated.length === before && Object.entries(props).every(([k, sub]) => kept[k] === sub)) return schema; // unchanged: ajv reuses its compiled copy
  const required = Array.isArray(schema['required'])
    ? (schema['required'] as unknown[]).filter((k) => typeof k === 'string' && k in kept)
    : undefined;
  return { ...schema, properties: kept, ...(required ? { required } : {}) };
}

function removePath(value: JsonValue, path: readonly string[]): void {
  let node: JsonValue | undefined = value;
  for (let i = 0; i < path.length - 1; i++) node = isPlainObject(node) ? node[path[i] as string] : undefined;
  const last = path[path.length - 1];
  if (isPlainObject(node) && last !== undefined && Object.hasOwn(node, last))
    delete (node as Record<string, JsonValue>)[last];
}

/** The first ajv error as `/pointer message`, e.g. `/format must be equal to one of the allowed values`. */
export function describeSchemaError(validate: SchemaValidator): string {
  const e = validate.errors?.[0];
  if (!e) return 'invalid value';
  const params = e.params as { readonly [key: string]: unknown };
  const detail =
    e.keyword === 'enum'
      ? `: ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
      : e.keyword === 'additionalProperties'
        ? `: ${String(params['additionalProperty'])}`
        : '';
  return `${e.instancePath || '/'} ${e.message ?? e.keyword}${detail}`;
}

/** `engine` null: the base schema without gates or vary (used for chat.engine itself). */
export function compileNamespace(
  compile: SchemaCompiler,
  definition: NamespaceDefinition,
  engine: string | null,
): CompiledNamespace {
  const gated: string[][] = [];
  const base = engine === null ? definition.schema : (definition.vary?.[engine] ?? definition.schema);
  const validate = compile(engine === null ? base : gateSchema(base, engine, [], gated));
  const check = (value: JsonValue): SchemaCheck => {
    const copy = cloneJson(value);
    return validate(copy) ? { ok: true, value: copy } : { ok: false, error: describeSchemaError(validate) };
  };
  const empty = check({});
  const defaults = definition.noDefault ? undefined : empty.ok ? empty.value : {};
  return {
    definition,
    gated,
    defaults,
    gate(value) {
      if (gated.length === 0 || !isPlainObject(value)) return value;
      const copy = cloneJson(value);
      for (const path of gated) removePath(copy, path);
      return copy;
    },
    check,
  };
}
