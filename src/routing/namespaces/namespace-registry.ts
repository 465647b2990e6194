/**
 * The namespace registry: every namespace of the spec's table plus the user's extra ones, with
 * schemas compiled once per (namespace, engine) by the given compiler and reused by every
 * resolution. Browser-safe: the compiler is a parameter (schema-compiler.ts).
 */
import { BUILTIN_NAMESPACES } from './builtin-namespaces.js';
import type { JsonSchema } from './json-schema.js';
import type { MergeMode, NamespaceDefinition } from './namespace-definition.js';
import { compileNamespace, type CompiledNamespace } from './namespace-schema.js';
import { routingError } from '../model/routing-error.js';
import type { SchemaCompiler } from './schema-compiler.js';

export interface NamespaceRegistry {
  readonly definitions: readonly NamespaceDefinition[];
  names(): readonly string[];
  has(name: string): boolean;
  get(name: string): NamespaceDefinition | undefined;
  mergeMode(name: string): MergeMode;
  /** Every known dot path: each namespace name and each declared field below it (all engines). */
  fieldPaths(): readonly string[];
  /** A known path, or one below a field whose schema leaves its content open (e.g. `chat.engine.config.x`). */
  isKnownPath(path: string): boolean;
  /** Split a dotted path into its namespace and field segments; null when no namespace owns it. */
  locate(path: string): { readonly namespace: string; readonly field: readonly string[] } | null;
  /** The namespace schema for an engine, compiled on first use and cached. */
  compiled(name: string, engine: string | null): CompiledNamespace;
}

const isSchema = (s: unknown): s is JsonSchema => typeof s === 'object' && s !== null && !Array.isArray(s);

/** Walk `properties`; `open` collects paths whose content is not closed by the schema. */
function collectPaths(schema: JsonSchema, prefix: string, out: Set<string>, open: Set<string>): void {
  const stack: [JsonSchema, string][] = [[schema, prefix]];
  while (stack.length > 0) {
    const [s, p] = stack.pop() as [JsonSchema, string];
    out.add(p);
    const props = s['properties'];
    const closed = isSchema(props) && s['additionalProperties'] === false;
    const objectish = s['type'] === undefined || s['type'] === 'object';
    if (!closed && objectish) open.add(p);
    if (isSchema(props))
      for (const [k, sub] of Object.entries(props)) if (isSchema(sub)) stack.push([sub, `${p}.${k}`]);
  }
}

/** The built-ins-only registry is shared per compiler: its compiled schemas are reused by every router. */
const builtinRegistries = new WeakMap<SchemaCompiler, NamespaceRegistry>();

/**
 * Built-ins plus `extra` (a later definition of the same name replaces the built-in one).
 * Throws an INVALID_ARGUMENT error for a schema `compile` rejects or for two names where one is
 * a dotted prefix of the other (`a` and `a.b`: a path `a.b.c` would belong to both).
 */
export function buildNamespaceRegistry(
  extra: readonly NamespaceDefinition[],
  compile: SchemaCompiler,
): NamespaceRegistry {
  if (extra.length > 0) return buildRegistry(extra, compile);
  let registry = builtinRegistries.get(compile);
  if (!registry) builtinRegistries.set(compile, (registry = buildRegistry([], compile)));
  return registry;
}

/** Refuses a name with an empty segment, or one that lies inside another namespace (`a.b` beside `a`). */
function checkNames(names: readonly string[]): void {
  const nameSet = new Set(names);
  for (const name of names) {
    if (name === '' || name.split('.').some((s) => s === ''))
      throw routingError('INVALID_ARGUMENT', `namespace name \`${name}\` has an empty segment`);
    const segs = name.split('.');
    for (let i = 1; i < segs.length; i++) {
      const prefix = segs.slice(0, i).join('.');
      if (nameSet.has(prefix))
        throw routingError('INVALID_ARGUMENT', `namespace \`${name}\` lies inside namespace \`${prefix}\``);
    }
  }
}

/**
 * Every declared dot path (`paths`) and those whose content the schema leaves open (`open`), over
 * every schema of every definition (all engines). A user's schema is compiled here, so a bad one is
 * refused up front; the built-ins compile lazily.
 */
function declaredPaths(
  definitions: Iterable<NamespaceDefinition>,
  compile: SchemaCompiler,
): { readonly paths: ReadonlySet<string>; readonly open: ReadonlySet<string> } {
  const paths = new Set<string>();
  const open = new Set<string>();
  const builtin = new Set<NamespaceDefinition>(BUILTIN_NAMESPACES);
  for (const d of definitions) {
    for (const schema of [d.schema, ...Object.values(d.vary ?? {})]) {
      if (!builtin.has(d)) {
        try {
          compile(schema);
        } catch (e) {
          throw routingError(
            'INVALID_ARGUMENT',
            `namespace \`${d.name}\` has an invalid schema: ${(e as Error).message}`,
          );
        }
      }
      collectPaths(schema, d.name, paths, open);
    }
  }
  return { paths, open };
}

/** A known path, or one below a known field whose content is open. */
function isKnownPath(path: string, { paths, open }: ReturnType<typeof declaredPaths>): boolean {
  if (paths.has(path)) return true;
  const segs = path.split('.');
  for (let i = segs.length - 1; i >= 1; i--) {
    const prefix = segs.slice(0, i).join('.');
    if (paths.has(prefix)) return open.has(prefix);
  }
  return false;
}

/** The namespace owning `path` (its shortest registered prefix) and the field segments below it. */
function locateIn(nameSet: ReadonlySet<string>, path: string) {
  const segs = path.split('.');
  for (let i = 1; i <= segs.length; i++) {
    const ns = segs.slice(0, i).join('.');
    if (nameSet.has(ns)) return { namespace: ns, field: segs.slice(i) };
  }
  return null;
}

function buildRegistry(extra: readonly NamespaceDefinition[], compile: SchemaCompiler): NamespaceRegistry {
  const byName = new Map<string, NamespaceDefinition>();
  for (const d of [...BUILTIN_NAMESPACES, ...extra]) byName.set(d.name, d);
  const names = [...byName.keys()];
  checkNames(names);
  const nameSet = new Set(names);
  const declared = declaredPaths(byName.values(), compile);
  const fieldPaths = [...declared.paths].sort();
  const cache = new Map<string, CompiledNamespace>();
  return {
    definitions: [...byName.values()],
    names: () => names,
    has: (name) => nameSet.has(name),
    get: (name) => byName.get(name),
    mergeMode: (name) => byName.get(name)?.merge ?? 'deep',
    fieldPaths: () => fieldPaths,
    isKnownPath: (path) => isKnownPath(path, declared),
    locate: (path) => locateIn(nameSet, path),
    compiled(name, engine) {
      const key = `${name}\u0000${engine ?? '\u0000'}`;
      let c = cache.get(key);
      if (!c) {
        const d = byName.get(name);
        if (!d) throw routingError('INVALID_ARGUMENT', `namespace \`${name}\` is not registered`);
        c = compileNamespace(compile, d, engine);
        cache.set(key, c);
      }
      return c;
    },
  };
}
