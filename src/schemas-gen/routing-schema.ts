/**
 * The editor JSON Schema of routing files (docs/routing.md), generated from the
 * routing module's own tables: rule fields (RULE_FIELDS), predicate kinds, scope fields and content
 * matches, and the namespace registry's JSON Schemas for `values`.
 */
import { BUILTIN_NAMESPACES } from '../routing/namespaces/namespaces.js';
import { CONTENT_MATCHES, PREDICATE_KINDS, SCOPE_FIELDS } from '../routing/file/normalise-predicate.js';
import { RULE_FIELDS } from '../routing/store/migrate.js';
import type { PredicateKind } from '../routing/model/types.js';
import { DRAFT_07, SCHEMA_BASE } from './describe.js';

type Schema = Record<string, unknown>;

export const ROUTING_SCHEMA_FILE = 'routing.schema.json';

const pred = { $ref: '#/definitions/predicate' };

/** The fields of each predicate kind besides `kind` (required ones listed in `required`). */
const PREDICATE_FIELDS: { readonly [K in PredicateKind]: { properties: Record<string, unknown>; required: string[] } } =
  {
    true: { properties: {}, required: [] },
    direct: { properties: {}, required: [] },
    group: { properties: {}, required: [] },
    'at-me': { properties: {}, required: [] },
    'quote-me': { properties: {}, required: [] },
    scope: {
      properties: { field: { enum: [...SCOPE_FIELDS] }, values: { type: 'array', items: { type: 'string' } } },
      required: ['field', 'values'],
    },
    content: {
      properties: { match: { enum: [...CONTENT_MATCHES] }, text: { type: 'string' } },
      required: ['match', 'text'],
    },
    not: { properties: { operand: pred }, required: ['operand'] },
    and: { properties: { operands: { type: 'array', items: pred } }, required: ['operands'] },
    or: { properties: { operands: { type: 'array', items: pred } }, required: ['operands'] },
    custom: { properties: { id: { type: 'string', minLength: 1 }, args: { type: 'object' } }, required: ['id'] },
  };

function predicateSchema(): Schema {
  return {
    type: 'object',
    required: ['kind'],
    properties: { kind: { enum: [...PREDICATE_KINDS] } },
    allOf: PREDICATE_KINDS.map((kind) => ({
      if: { properties: { kind: { const: kind } }, required: ['kind'] },
      then: {
        properties: { kind: { const: kind }, ...PREDICATE_FIELDS[kind].properties },
        required: ['kind', ...PREDICATE_FIELDS[kind].required],
        additionalProperties: false,
      },
    })),
  };
}

/** A namespace value in a rule is partial: `default` keywords are dropped, nothing is required. */
function partial(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(partial);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'default' || k === 'required' || k.startsWith('x-')) continue;
    out[k] =
      k === 'properties'
        ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, partial(s)]))
        : partial(v);
  }
  return out;
}

function valuesSchema(): Schema {
  const properties: Record<string, unknown> = {};
  for (const ns of BUILTIN_NAMESPACES) properties[ns.name] = partial(ns.schema);
  // Extra namespaces come from the project config; any dotted name is accepted here.
  return { type: 'object', properties, additionalProperties: { type: 'object' } };
}

const RULE_FIELD_SCHEMAS: { readonly [F in (typeof RULE_FIELDS)[number]]: unknown } = {
  id: { type: 'string', minLength: 1 },
  name: { type: 'string' },
  filter: pred,
  values: { $ref: '#/definitions/values' },
  enabled: { type: 'boolean' },
  priority: { type: 'number' },
  locked: { type: 'array', items: { type: 'string' } },
  by: { type: 'string' },
  revision: { type: 'integer', minimum: 0 },
  createdAt: { type: 'number' },
  updatedAt: { type: 'number' },
};

export function routingSchema(): Schema {
  const rules = { type: 'array', items: { $ref: '#/definitions/rule' } };
  return {
    $schema: DRAFT_07,
    $id: SCHEMA_BASE + ROUTING_SCHEMA_FILE,
    title: 'Routing rules (docs/routing.md of rp-assets)',
    description:
      'A bare list of rules, a mapping with `rules:`, or a loader-entry list whose entry has `config.rules`.',
    anyOf: [
      rules,
      { type: 'object', properties: { rules }, required: ['rules'] },
      {
        type: 'array',
        // Loader entries always have `config` (rules never do: it is not a rule field).
        items: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            config: { type: 'object', properties: { rules } },
          },
          required: ['config'],
        },
      },
    ],
    definitions: {
      rule: {
        type: 'object',
        properties: Object.fromEntries(RULE_FIELDS.map((f) => [f, RULE_FIELD_SCHEMAS[f]])),
        required: ['id', 'filter'],
        additionalProperties: false,
      },
      predicate: predicateSchema(),
      values: valuesSchema(),
    },
  };
}
