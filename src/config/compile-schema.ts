/** Compile JSON Schemas from the config with ajv; a schema that does not compile is an error text, not a throw. */
import { Ajv } from 'ajv';
import type { JsonSchema } from './types.js';

const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: true });

export type SchemaCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export function checkSchema(schema: JsonSchema): SchemaCheck {
  try {
    if (!ajv.validateSchema(schema)) {
      const e = ajv.errors?.[0];
      return { ok: false, reason: e ? `${e.instancePath || '/'} ${e.message ?? 'is invalid'}` : 'is invalid' };
    }
    ajv.compile(schema);
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      reason: error instanceof Error ? (error.message.split('\n')[0] ?? 'does not compile') : 'does not compile',
    };
  }
}
