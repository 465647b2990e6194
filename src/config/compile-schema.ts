/** Compile JSON Schemas from the config with ajv; a schema that does not compile is an error text, not a throw. */
import { Ajv } from 'ajv';
import { RegexRefused, schemaRegExp } from '../common/regex/schema-regexp.js';
import type { JsonSchema } from './types.js';

const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: true, code: { regExp: schemaRegExp } });

export type SchemaCheck =
  { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly refused?: RegexRefused };

export function checkSchema(schema: JsonSchema): SchemaCheck {
  try {
    if (!ajv.validateSchema(schema)) {
      const e = ajv.errors?.[0];
      return { ok: false, reason: e ? `${e.instancePath || '/'} ${e.message ?? 'is invalid'}` : 'is invalid' };
    }
    ajv.compile(schema);
    return { ok: true };
  } catch (error) {
    if (error instanceof RegexRefused) return { ok: false, reason: error.message, refused: error };
    return {
      ok: false,
      reason: error instanceof Error ? (error.message.split('\n')[0] ?? 'does not compile') : 'does not compile',
    };
  }
}
