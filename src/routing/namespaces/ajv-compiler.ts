/** The run-time schema compiler (Node): ajv with the routing options. The browser uses precompiled validators instead. */
import { Ajv, type Options } from 'ajv';
import { schemaRegExp } from '../../common/regex/schema-regexp.js';
import { ENGINES_KEYWORD } from './json-schema.js';
import type { SchemaCompiler } from './schema-compiler.js';

/** The ajv options of every routing schema, at run time and ahead of time alike (src/routing/router/precompile.ts). */
export const ROUTING_AJV_OPTIONS: Options = { useDefaults: true, strict: false, allErrors: false };

/**
 * A fresh ajv for routing schemas: defaults filled, unknown keywords of user schemas tolerated,
 * `pattern`s through the one regex door (src/common/regex/schema-regexp.ts).
 */
export function createRoutingAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({
    ...ROUTING_AJV_OPTIONS,
    ...options,
    code: { optimize: false, ...options.code, regExp: schemaRegExp },
  });
  ajv.addKeyword({ keyword: ENGINES_KEYWORD, schemaType: 'array' });
  return ajv;
}

/** A compiler over a fresh ajv (its compiled schemas live as long as the compiler). */
export function createAjvCompiler(): SchemaCompiler {
  const ajv = createRoutingAjv();
  return (schema) => ajv.compile(schema);
}

let shared: SchemaCompiler | undefined;

/** One compiler for the built-in schemas, so every router reuses their compiled copies. */
export function sharedAjvCompiler(): SchemaCompiler {
  return (shared ??= createAjvCompiler());
}
