/**
 * The editor JSON Schema of `rp-assets.config.yaml`, generated from the config loader's own table
 * (src/config/fields.ts: fields, entry keys, merge modes, `applies`) and the report locales, so an
 * editor flags what the loader reports (`config.unknown-field`, `config.invalid-field`) and accepts
 * what it accepts silently (`key:` left empty, an engine or predicate written as `true`/`false`).
 */
import {
  APPLIES_VALUES,
  CONFIG_FIELD_DESCRIPTIONS,
  CONFIG_FIELDS,
  CUSTOM_PREDICATE_ENTRY_DESCRIPTIONS,
  ENGINE_ENTRY_DESCRIPTIONS,
  MERGE_MODES,
  NAMESPACE_ENTRY_DESCRIPTIONS,
} from '../config/fields.js';
import type {
  ConfigField,
  CUSTOM_PREDICATE_ENTRY_FIELDS,
  ENGINE_ENTRY_FIELDS,
  NAMESPACE_ENTRY_FIELDS,
} from '../config/fields.js';
import { CONFIG_FILE_NAME, DEFAULT_CONFIG } from '../config/default-config.js';
import { LOCALES } from '../diagnostics/define.js';
import { DRAFT_07, SCHEMA_BASE, describe } from './describe.js';

type Schema = Record<string, unknown>;

export const CONFIG_SCHEMA_FILE = 'config.schema.json';

/** The loader takes a path only when it is a string with something besides spaces. */
const path: Schema = { type: 'string', pattern: '\\S' };
/**
 * A JSON Schema written in the config: the loader takes a mapping or a boolean and compiles it with
 * ajv. Wrapped in `allOf` so the description next to it is not ignored (a sibling of `$ref` is, in draft-07).
 */
const jsonSchema = (description: string): Schema => ({
  anyOf: [{ allOf: [{ $ref: DRAFT_07 }] }, { type: 'null' }],
  description,
});

function entry(properties: Record<string, Schema>, required: readonly string[] = []): Schema {
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required: [...required] } : {}),
    additionalProperties: false,
  };
}

/** `key:` with nothing after it is YAML null, which the loader reads as absent (or, for an entry, as its default). */
const orNull = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });

function namespaceEntry(): Schema {
  const d = NAMESPACE_ENTRY_DESCRIPTIONS;
  const props: { [K in (typeof NAMESPACE_ENTRY_FIELDS)[number]]: Schema } = {
    schema: jsonSchema(describe(d.schema)),
    merge: { enum: [...MERGE_MODES, null], default: MERGE_MODES[0], description: describe(d.merge) },
    applies: { enum: [...APPLIES_VALUES, null], default: APPLIES_VALUES[0], description: describe(d.applies) },
    description: { type: ['string', 'null'], description: describe(d.description) },
  };
  return entry(props, ['schema']);
}

function engineEntry(): Schema {
  const d = ENGINE_ENTRY_DESCRIPTIONS;
  const props: { [K in (typeof ENGINE_ENTRY_FIELDS)[number]]: Schema } = {
    enabled: { type: ['boolean', 'null'], default: true, description: describe(d.enabled) },
    config: jsonSchema(describe(d.config)),
  };
  return { anyOf: [{ type: ['boolean', 'null'] }, entry(props)] };
}

function customPredicateEntry(): Schema {
  const d = CUSTOM_PREDICATE_ENTRY_DESCRIPTIONS;
  const props: { [K in (typeof CUSTOM_PREDICATE_ENTRY_FIELDS)[number]]: Schema } = {
    preview: { type: ['boolean', 'null'], default: false, description: describe(d.preview) },
    description: { type: ['string', 'null'], description: describe(d.description) },
  };
  return { anyOf: [{ type: ['boolean', 'null'] }, entry(props)] };
}

const map = (value: Schema): Schema => ({ type: ['object', 'null'], additionalProperties: value });

function fieldSchema(field: ConfigField): Schema {
  switch (field) {
    case 'roots':
      return { anyOf: [path, { type: 'array', items: path }, { type: 'null' }] };
    case 'routing':
    case 'tests':
    case 'retrievalTests':
      return orNull(path);
    case 'locale':
      return { enum: [...LOCALES, null], default: DEFAULT_CONFIG.locale };
    case 'namespaces':
      return map(namespaceEntry());
    case 'engines':
      return map(engineEntry());
    case 'customPredicates':
      return map(customPredicateEntry());
  }
}

export function configSchema(): Schema {
  const properties: Record<string, Schema> = {};
  for (const field of CONFIG_FIELDS)
    properties[field] = { ...fieldSchema(field), description: describe(CONFIG_FIELD_DESCRIPTIONS[field]) };
  return {
    $schema: DRAFT_07,
    $id: SCHEMA_BASE + CONFIG_SCHEMA_FILE,
    title: `${CONFIG_FILE_NAME} (docs/format.md)`,
    type: ['object', 'null'],
    properties,
    additionalProperties: false,
  };
}
