/**
 * Validating the arguments with ajv against the schema object of schema.ts, and turning ajv's errors
 * into diagnostics that point at the offending value in the file.
 */
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Node } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { schemaViolation } from '../diagnostics/codes/turn/schema-violation.js';
import { unknownSource } from '../diagnostics/codes/turn/unknown-source.js';
import { DOMAIN_NAMES } from './domains.js';
import { nodeAt, nodePlace, propertyKeyNode } from './json-source.js';
import type { JsonSource } from './json-source.js';
import { finalizeTurnSchemaV2, legacySchemaV1 } from './schema.js';
import type { JsonSchemaObject } from './schema.js';

const cache = new Map<JsonSchemaObject, ValidateFunction>();

function validator(schema: JsonSchemaObject): ValidateFunction {
  let v = cache.get(schema);
  if (!v) {
    const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true, verbose: true });
    v = ajv.compile(schema);
    cache.set(schema, v);
  }
  return v;
}

function compact(value: unknown): string {
  if (value === undefined) return '';
  const s = JSON.stringify(value) ?? String(value);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The schema's own property names of the object at `schemaPath` (for "expected only …"). */
function allowedProperties(parent: unknown): string[] {
  if (parent && typeof parent === 'object' && 'properties' in parent) {
    return Object.keys((parent as { properties: object }).properties);
  }
  return [];
}

function toDiagnostic(src: JsonSource, root: Node, e: ErrorObject): Diagnostic | null {
  if (e.keyword === 'if' || e.keyword === 'oneOf') return null;
  let pointer = e.instancePath === '' ? '/' : e.instancePath;
  const node = nodeAt(root, e.instancePath) ?? root;
  const params = e.params as Record<string, unknown>;
  let place = nodePlace(src, node);
  let property = '';
  if (e.keyword === 'additionalProperties') {
    property = String(params.additionalProperty);
    const key = propertyKeyNode(node, property);
    if (key) place = nodePlace(src, key);
  } else if (e.keyword === 'required') property = String(params.missingProperty);
  if (e.keyword === 'enum' && /\/evidence\/\d+\/source$/.test(e.instancePath)) {
    return report(unknownSource, place, { pointer, found: compact(e.data) }, { key: pointer });
  }
  let expected: string[] = [];
  let found = compact(e.data);
  if (e.keyword === 'enum') expected = (params.allowedValues as unknown[]).map(String);
  else if (e.keyword === 'const') expected = [String(params.allowedValue)];
  else if (e.keyword === 'type') {
    expected = String(params.type).split(',');
    found = typeName(e.data);
  } else if (e.keyword === 'discriminator') {
    const domain = nodeAt(root, `${e.instancePath}/domain`);
    if (!domain) return null; // `required` reports the missing domain
    place = nodePlace(src, domain);
    const value = (e.data as Record<string, unknown>).domain;
    if (params.error !== 'mapping') {
      return report(
        schemaViolation,
        place,
        {
          pointer: `${e.instancePath}/domain`,
          problem: 'type',
          found: typeName(value),
          expected: ['string'],
          property: '',
          limit: 0,
        },
        { key: `${e.instancePath}/domain type` },
      );
    }
    expected = [...DOMAIN_NAMES];
    found = compact(value);
    pointer = `${e.instancePath}/domain`;
  } else if (e.keyword === 'additionalProperties') expected = allowedProperties(e.parentSchema);
  const limit = typeof params.limit === 'number' ? params.limit : 0;
  return report(
    schemaViolation,
    place,
    { pointer, problem: e.keyword, found, expected, property, limit },
    { key: `${pointer} ${e.keyword} ${property}` },
  );
}

export type SchemaVersion = 1 | 2;

/** Diagnostics for the arguments under `version`'s schema (empty when valid). */
export function checkSchema(src: JsonSource, root: Node, value: unknown, version: SchemaVersion): Diagnostic[] {
  const validate = validator(version === 2 ? finalizeTurnSchemaV2 : legacySchemaV1);
  if (validate(value)) return [];
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const e of validate.errors ?? []) {
    const d = toDiagnostic(src, root, e);
    if (!d || seen.has(`${d.key}`)) continue;
    seen.add(`${d.key}`);
    out.push(d);
  }
  return out;
}
