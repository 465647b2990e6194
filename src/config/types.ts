/**
 * The project configuration (`rp-assets.config.yaml`, docs/config.md). Every path in a loaded RpConfig is
 * already resolved against the config file's folder (forward slashes), so callers use them as they are.
 * See docs/config.md.
 */
import type { Locale } from '../diagnostics/define.js';

/** A JSON Schema object as written in the config (draft 2020-12 / draft-07 keywords, checked by ajv). */
export type JsonSchema = { readonly [key: string]: unknown };

export type MergeMode = 'deep' | 'replace';
export type Applies = 'live' | 'session';

/** An extra routing namespace declared by the project (a plugin's own config section). */
export interface NamespaceConfig {
  /** Dotted name, e.g. `x.voice`. */
  readonly name: string;
  readonly schema: JsonSchema;
  /** How later rules combine with earlier ones (spec: deep merge unless `replace`). */
  readonly merge: MergeMode;
  /** UI hint only (spec: 作用时机). */
  readonly applies: Applies;
  readonly description?: string;
}

/** One engine the project knows about. */
export interface EngineConfig {
  readonly id: string;
  /** `engines.isEnabled(id)`; a disabled engine triggers the engine-first fallback. */
  readonly enabled: boolean;
  /** JSON Schema that validates `chat.engine.config` when this engine is selected. */
  readonly configSchema?: JsonSchema;
}

/** A custom predicate the project registers (`{ kind: custom, id }`). */
export interface CustomPredicateConfig {
  readonly id: string;
  /** What the predicate returns in previews (validate, explain, scenario tests) unless the input overrides it. */
  readonly preview: boolean;
  readonly description?: string;
}

export interface RpConfig {
  /** The config file this came from, or null for DEFAULT_CONFIG. */
  readonly file: string | null;
  /** The folder paths are resolved against (the config file's folder, or the working directory). */
  readonly baseDir: string;
  /** Asset roots in override order (first lowest). */
  readonly roots: readonly string[];
  /** Routing rules file, or null when the project has none. */
  readonly routing: string | null;
  /** Routing scenario tests; null = `routing.tests.yaml` beside the routing file, when it exists. */
  readonly tests: string | null;
  /**
   * Retrieval scenario tests; null = `retrieval.tests.yaml` in the config file's folder (the working
   * directory without a config), when it exists. Files at the top of each asset root run too.
   */
  readonly retrievalTests: string | null;
  /** The report language written in the file; null when it says none (the environment's then). */
  readonly locale: Locale | null;
  readonly namespaces: readonly NamespaceConfig[];
  /**
   * Engines listed by the project. They replace or extend the routing engine's defaults (`agent`
   * and `character`, enabled) by id; an engine listed nowhere is disabled (docs/config.md).
   */
  readonly engines: readonly EngineConfig[];
  readonly customPredicates: readonly CustomPredicateConfig[];
}
