/**
 * migrateRule (spec: 保存前按最新 Schema 剔除未知或退役字段): strips rule fields the format does not
 * know, namespaces nobody registered, and fields no schema of the namespace declares (any engine's
 * variant counts). The removed properties are returned as dotted paths; the input is untouched.
 */
import type { JsonSchema } from '../namespaces/json-schema.js';
import { isPlainObject } from '../model/json-value.js';
import type { NamespaceRegistry } from '../namespaces/namespace-registry.js';
import type { JsonValue, RoutingRule } from '../model/types.js';

export const RULE_FIELDS = [
  'id',
  'name',
  'filter',
  'values',
  'enabled',
  'priority',
  'locked',
  'by',
  'revision',
  'createdAt',
  'updatedAt',
] as const;

export interface Migration {
  readonly rule: RoutingRule;
  /** Removed properties as dotted paths: `render.legacyWrap`, `old.ns`, or a rule field name. */
  readonly migrated: readonly string[];
}

const isSchema = (s: unknown): s is JsonSchema => typeof s === 'object' && s !== null && !Array.isArray(s);

/** The subschemas describing `key` in any of `schemas`; null when some schema leaves `key` open. */
function childSchemas(schemas: readonly JsonSchema[], key: string): JsonSchema[] | null {
  const out: JsonSchema[] = [];
  for (const s of schemas) {
    const props = s['properties'];
    if (isSchema(props) && Object.hasOwn(props, key)) {
      const sub = props[key];
      if (!isSchema(sub)) return null;
      out.push(sub);
    } else if (!(isSchema(props) && s['additionalProperties'] === false)) return null;
  }
  return out;
}

function itemSchemas(schemas: readonly JsonSchema[]): JsonSchema[] | null {
  const out: JsonSchema[] = [];
  for (const s of schemas) {
    if (!isSchema(s['items'])) return null;
    out.push(s['items']);
  }
  return out;
}

/** A copy of `value` without fields no schema in `schemas` declares; removed paths go to `migrated`. */
function strip(value: JsonValue, schemas: readonly JsonSchema[], path: string, migrated: string[]): JsonValue {
  if (schemas.length === 0) return value; // an open schema: nothing is unknown below it
  if (Array.isArray(value)) {
    const items = itemSchemas(schemas);
    return items ? value.map((v, i) => strip(v as JsonValue, items, `${path}.${i}`, migrated)) : value;
  }
  if (!isPlainObject(value)) return value;
  const out: { [key: string]: JsonValue } = {};
  for (const key of Object.keys(value)) {
    const sub = childSchemas(schemas, key);
    if (sub !== null && sub.length === 0) {
      migrated.push(`${path}.${key}`);
      continue;
    }
    const v = strip(value[key] as JsonValue, sub ?? [], `${path}.${key}`, migrated);
    Object.defineProperty(out, key, { value: v, writable: true, enumerable: true, configurable: true });
  }
  return out;
}

export function migrateRule(rule: RoutingRule, registry: NamespaceRegistry): Migration {
  const migrated: string[] = [];
  const known = new Set<string>(RULE_FIELDS);
  const out: { [key: string]: unknown } = {};
  for (const key of Object.keys(rule)) {
    if (known.has(key)) out[key] = (rule as unknown as { [key: string]: unknown })[key];
    else migrated.push(key);
  }
  const values: { [ns: string]: JsonValue } = {};
  const source = isPlainObject(rule.values) ? rule.values : {};
  for (const ns of Object.keys(source)) {
    const def = registry.get(ns);
    if (!def) {
      migrated.push(ns);
      continue;
    }
    const schemas = [def.schema, ...Object.values(def.vary ?? {})];
    values[ns] = strip(source[ns] as JsonValue, schemas, ns, migrated);
  }
  if (Object.hasOwn(rule, 'values')) out['values'] = values;
  return { rule: out as unknown as RoutingRule, migrated };
}
