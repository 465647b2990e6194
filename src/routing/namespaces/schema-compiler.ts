/**
 * How the routing engine turns a JSON Schema into a validator. The engine takes the compiler as a
 * parameter: Node compiles with ajv at run time (ajv-compiler.ts); the site's playground is handed
 * validators compiled ahead of time by ajv's standalone code generator (src/routing/router/precompile.ts), looked up
 * by the schema's key, so the browser ships no JSON Schema compiler. Browser-safe.
 */
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from './json-schema.js';
import { routingError } from '../model/routing-error.js';

/** An ajv validate function (compiled or standalone): fills defaults in place, sets `errors` on failure. */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: readonly ErrorObject[] | null;
}

/** Compiles a schema; throws when the schema is invalid. */
export type SchemaCompiler = (schema: JsonSchema) => SchemaValidator;

/**
 * A schema's key: a 53-bit hash (cyrb53) of its JSON text, as an identifier (`s` + base 36). The
 * precompiled table is keyed by it; src/routing/router/precompile.ts refuses two different schemas with one key.
 */
export function schemaKey(schema: JsonSchema): string {
  const text = JSON.stringify(schema);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `s${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/**
 * A compiler over validators compiled ahead of time (`key → validator`, the module src/routing/router/precompile.ts
 * writes). A schema that was not precompiled is an INVALID_ARGUMENT error, as a schema ajv cannot
 * compile is: the engine then takes the same fallback it takes in Node.
 */
export function precompiledCompiler(table: { readonly [key: string]: SchemaValidator | undefined }): SchemaCompiler {
  return (schema) => {
    const validate = Object.hasOwn(table, schemaKey(schema)) ? table[schemaKey(schema)] : undefined;
    if (validate === undefined) throw routingError('INVALID_ARGUMENT', 'no precompiled validator for this schema');
    return validate;
  };
}
