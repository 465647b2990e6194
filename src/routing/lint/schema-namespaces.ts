/**
 * LintNamespaces over JSON Schemas (the engine's built-in namespace schemas plus the config's extra
 * ones): partial values are checked with ajv after removing `required` (other rules and defaults fill
 * missing fields), and lock paths are looked up in `properties`.
 */
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { schemaRegExp } from '../../common/regex/schema-regexp.js';
import type { LintNamespaces, SchemaProblem } from './lint-context.js';

export interface SchemaNamespace {
  readonly name: string;
  readonly schema: { readonly [key: string]: unknown } | boolean;
  readonly merge: 'deep' | 'replace';
  /** Per-engine schemas (vary): a value that fits any of them is not reported. */
  readonly alternatives?: readonly ({ readonly [key: string]: unknown } | boolean)[];
}

type Schema = { readonly [key: string]: unknown };
const isSchema = (s: unknown): s is Schema => typeof s === 'object' && s !== null && !Array.isArray(s);

/** A deep copy without `required` keywords. */
function withoutRequired(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(withoutRequired);
  if (!isSchema(s)) return s;
  const out: { [key: string]: unknown } = {};
  for (const [k, v] of Object.entries(s))
    if (k !== 'required') out[k] = k === 'enum' || k === 'const' || k === 'default' ? v : withoutRequired(v);
  return out;
}

const code = (v: unknown) => '`' + (typeof v === 'string' ? v : JSON.stringify(v)) + '`';

function describe(e: ErrorObject): SchemaProblem {
  const p = e.params as { [key: string]: unknown };
  switch (e.keyword) {
    case 'type':
      return { pointer: e.instancePath, expected: code(p['type']) };
    case 'enum':
      return { pointer: e.instancePath, expected: ((p['allowedValues'] as unknown[]) ?? []).map(code).join(' | ') };
    case 'const':
      return { pointer: e.instancePath, expected: code(p['allowedValue']) };
    case 'additionalProperties':
      return { pointer: `${e.instancePath}/${String(p['additionalProperty'])}`, expected: 'no-such-field' };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer: e.instancePath, expected: '`' + `${p['comparison']} ${p['limit']}` + '`' };
    default:
      return { pointer: e.instancePath, expected: '`' + `${e.keyword}: ${JSON.stringify(p)}` + '`' };
  }
}

function hasFieldIn(schema: unknown, path: readonly string[]): boolean {
  if (path.length === 0) return true;
  if (schema === true || schema === undefined) return true;
  if (!isSchema(schema)) return false;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.some((b) => hasFieldIn(b, path))) return true;
  }
  const [head, ...rest] = path as [string, ...string[]];
  const props = schema['properties'];
  if (isSchema(props) && head in props) return hasFieldIn(props[head], rest);
  const additional = schema['additionalProperties'];
  if (isSchema(additional)) return hasFieldIn(additional, rest);
  const declared =
    isSchema(props) ||
    Array.isArray(schema['anyOf']) ||
    Array.isArray(schema['oneOf']) ||
    Array.isArray(schema['allOf']);
  return !declared && additional !== false && (schema['type'] === undefined || schema['type'] === 'object');
}

function compile(ajv: Ajv, schema: SchemaNamespace['schema']): ValidateFunction | null {
  try {
    return ajv.compile(withoutRequired(schema) as Schema);
  } catch {
    return null; // reported by the config loader (config.invalid-schema)
  }
}

/**
 * `hasField` defaults to a walk of the schema's `properties`; pass the engine registry's
 * `isKnownPath` to share its answer.
 */
export function createLintNamespaces(
  list: readonly SchemaNamespace[],
  knownPath?: (dotted: string) => boolean,
): LintNamespaces {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { regExp: schemaRegExp } });
  ajv.addKeyword({ keyword: 'x-engines', schemaType: 'array' });
  const byName = new Map<
    string,
    { ns: SchemaNamespace; validate: ValidateFunction | null; alternatives: ValidateFunction[] }
  >();
  for (const ns of list) {
    const alternatives = (ns.alternatives ?? []).flatMap((a) => compile(ajv, a) ?? []);
    byName.set(ns.name, { ns, validate: compile(ajv, ns.schema), alternatives });
  }
  return {
    names: () => [...byName.keys()],
    has: (name) => byName.has(name),
    merge: (name) => byName.get(name)?.ns.merge ?? 'deep',
    check(name, value) {
      const entry = byName.get(name);
      if (!entry?.validate || entry.validate(value)) return [];
      const errors = entry.validate.errors;
      if (entry.alternatives.some((v) => v(value))) return [];
      entry.validate.errors = errors;
      const seen = new Set<string>();
      return (entry.validate.errors ?? [])
        .filter((e) => !['anyOf', 'oneOf', 'if'].includes(e.keyword))
        .map(describe)
        .filter((p) => !seen.has(p.pointer) && seen.add(p.pointer) !== undefined);
    },
    hasField: (name, fieldPath) =>
      knownPath ? knownPath([name, ...fieldPath].join('.')) : hasFieldIn(byName.get(name)?.ns.schema, fieldPath),
  };
}
