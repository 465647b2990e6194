/**
 * What the routing lint needs to know besides the file: the namespaces (from the engine's registry
 * plus the config), the registered custom predicates, which engines are on, and the engine's own
 * ordering and satisfiability functions. validate-file.ts builds it from H3a's router and the config.
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import type { LoadedRoutingFile } from '../file/load-routing-file.js';
import type { Predicate, RoutingRule } from '../model/types.js';

export interface SchemaProblem {
  /** JSON Pointer below the namespace value (`/tools/deny`), `` for the value itself. */
  readonly pointer: string;
  /** What the schema expects there: a value-kinds token (`no-such-field`) or backticked literals. */
  readonly expected: string;
}

export interface LintNamespaces {
  names(): readonly string[];
  has(name: string): boolean;
  merge(name: string): 'deep' | 'replace';
  /** Problems of one rule's partial value (required properties are not demanded). */
  check(name: string, value: unknown): readonly SchemaProblem[];
  /** Does `fieldPath` name a field of the namespace (true for any path below an open object)? */
  hasField(name: string, fieldPath: readonly string[]): boolean;
}

export interface LintContext {
  readonly namespaces: LintNamespaces;
  readonly customPredicates: ReadonlySet<string>;
  isEngineEnabled(id: string): boolean;
  compareRules(a: RoutingRule, b: RoutingRule): number;
  isSatisfiable(filter: Predicate): boolean;
}

export type LintCheck = (file: LoadedRoutingFile, ctx: LintContext) => Diagnostic[];
