/** What a namespace declares: the built-in table and the user's config share this shape. */
import type { JsonSchema } from './json-schema.js';
import type { RoutingInput } from '../model/types.js';

export type MergeMode = 'deep' | 'replace';
export type Applies = 'live' | 'session';

export interface NamespaceDefinition {
  /** The namespace key in `values`, e.g. `chat.model`. */
  readonly name: string;
  /** A UI hint only (spec: 作用时机); the reading subsystem decides when a value takes effect. */
  readonly applies: Applies;
  /** `deep` (default) merges objects recursively; `replace` takes a later rule's value wholesale. */
  readonly merge?: MergeMode;
  /** JSON Schema of the namespace value; `default` keywords give the defaults (ajv `useDefaults`). */
  readonly schema: JsonSchema;
  /** vary(engine): the schema used instead of `schema` while that engine is resolved. */
  readonly vary?: { readonly [engine: string]: JsonSchema };
  /** No default object: the namespace is absent from `values` until a rule writes it (spec: permissions). */
  readonly noDefault?: boolean;
}

/** An engine of chat.engine; `off` is the no-reply sentinel and is never registered. */
export interface EngineDefinition {
  readonly id: string;
  readonly enabled: boolean;
  /** Validates `chat.engine.config` while this engine is resolved. */
  readonly configSchema?: JsonSchema;
}

/** A custom predicate (spec: 插件扩展谓词): light and side-effect free. */
export interface CustomPredicate {
  evaluate(args: { readonly [key: string]: unknown }, input: RoutingInput): unknown;
}
