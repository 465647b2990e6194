/**
 * Editor JSON Schemas of the frontmatter of CHARACTER.md, WORLD.md and world entries, generated
 * from the loader's field table (src/assets/fields.ts) and the budget keys (src/budgets), so an
 * editor flags exactly what the loader reports: unknown keys, wrong types, quoted numbers.
 */
import type { AssetKind, FieldSpec } from '../assets/fields.js';
import { FIELDS, MODEL_FLAGS } from '../assets/fields.js';
import { BUDGET_DEFAULTS, BUDGET_KEYS } from '../common/budget-keys.js';
import { budgetDescription } from '../budgets/describe-budget.js';
import { DRAFT_07, SCHEMA_BASE, describe } from './describe.js';

type Schema = Record<string, unknown>;

function budgetsSchema(): Schema {
  const properties: Record<string, Schema> = {};
  for (const key of BUDGET_KEYS) {
    properties[key] = { type: 'number', default: BUDGET_DEFAULTS[key], description: describe(budgetDescription(key)) };
  }
  return { type: 'object', properties, additionalProperties: false };
}

function modelsSchema(): Schema {
  const properties: Record<string, Schema> = {};
  for (const flag of MODEL_FLAGS) properties[flag.name] = fieldSchema(flag);
  return { type: 'object', properties, additionalProperties: false };
}

function typeSchema(field: FieldSpec): Schema {
  switch (field.type) {
    case 'string':
      return { type: 'string' };
    case 'id':
    case 'path':
      return { type: 'string', minLength: 1 };
    case 'boolean':
      return { type: 'boolean' };
    case 'number':
      return { type: 'number' };
    case 'string-list':
      return { type: 'array', items: { type: 'string' } };
    case 'language':
      return { type: 'string' };
    case 'budgets':
      return budgetsSchema();
    case 'models':
      return modelsSchema();
    case 'extension':
      return { type: 'object' };
  }
}

/** `key:` with nothing after it is YAML null, which the loader reads as absent: allowed. */
function nullable(schema: Schema): Schema {
  return typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : schema;
}

function fieldSchema(field: FieldSpec): Schema {
  // Reserved fields (`spec`) are read by nobody: any value is accepted without a diagnostic.
  if (field.reserved) return { description: describe(field.description) };
  return {
    ...nullable(typeSchema(field)),
    ...(field.enum ? { enum: [...field.enum, null] } : {}),
    ...(field.pattern ? { pattern: field.pattern } : {}),
    ...(field.default !== null && field.type !== 'budgets' && field.type !== 'models' && field.type !== 'extension'
      ? { default: field.default }
      : {}),
    description: describe(field.description),
  };
}

const TITLES: { readonly [K in AssetKind]: { file: string; title: string } } = {
  character: { file: 'character.schema.json', title: 'CHARACTER.md frontmatter (pi-roleplay/character@1)' },
  world: { file: 'world.schema.json', title: 'WORLD.md frontmatter (pi-roleplay/world@1)' },
  entry: { file: 'world-entry.schema.json', title: 'World entry frontmatter (pi-roleplay/world-entry@1)' },
};

export function assetSchemaFile(kind: AssetKind): string {
  return TITLES[kind].file;
}

export function assetSchema(kind: AssetKind): Schema {
  const properties: Record<string, Schema> = {};
  for (const field of FIELDS[kind]) properties[field.name] = fieldSchema(field);
  return {
    $schema: DRAFT_07,
    $id: SCHEMA_BASE + TITLES[kind].file,
    title: TITLES[kind].title,
    type: 'object',
    properties,
    additionalProperties: false,
  };
}
