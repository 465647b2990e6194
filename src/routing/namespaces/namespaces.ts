/**
 * The namespace registry with the run-time compiler (Node): namespace-registry.ts over ajv. The
 * browser builds the same registry with precompiled validators (buildNamespaceRegistry).
 */
import { createAjvCompiler, sharedAjvCompiler } from './ajv-compiler.js';
import { BUILTIN_NAMESPACES } from './builtin-namespaces.js';
import type { NamespaceDefinition } from './namespace-definition.js';
import { buildNamespaceRegistry, type NamespaceRegistry } from './namespace-registry.js';
import type { SchemaCompiler } from './schema-compiler.js';

export { BUILTIN_NAMESPACES, type NamespaceRegistry };
export { createRoutingAjv } from './ajv-compiler.js';

/**
 * Built-ins plus `extra`, compiled by `compile` (default: ajv; the built-ins-only registry is shared).
 * Throws INVALID_ARGUMENT as buildNamespaceRegistry does.
 */
export function createNamespaceRegistry(
  extra: readonly NamespaceDefinition[] = [],
  compile: SchemaCompiler = extra.length === 0 ? sharedAjvCompiler() : createAjvCompiler(),
): NamespaceRegistry {
  return buildNamespaceRegistry(extra, compile);
}
