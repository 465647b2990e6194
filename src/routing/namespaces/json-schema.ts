/** JSON Schema shorthands for the built-in namespace table (plain data, serialisable). */

export type JsonSchema = { readonly [keyword: string]: unknown };

/** The keyword that gates a property to some engines (spec: 字段可以配置 engines 门禁). */
export const ENGINES_KEYWORD = 'x-engines';

export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const num = (extra: JsonSchema = {}): JsonSchema => ({ type: 'number', ...extra });
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', minimum: 0, ...extra });
export const bool = (value: boolean): JsonSchema => ({ type: 'boolean', default: value });
export const oneOf = (values: readonly string[], extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  enum: values,
  ...extra,
});
export const strings = (extra: JsonSchema = {}): JsonSchema => ({ type: 'array', items: { type: 'string' }, ...extra });
export const anyValue: JsonSchema = {};

/** A closed object: unknown fields are invalid (they are stripped on save, see migrateRule). */
export function obj(properties: { readonly [key: string]: JsonSchema }, extra: JsonSchema = {}): JsonSchema {
  const required = Object.keys(properties).filter((k) => properties[k]?.['default'] !== undefined);
  return {
    type: 'object',
    properties,
    additionalProperties: false,
    ...(required.length ? { required } : {}),
    ...extra,
  };
}
