/**
 * Routing data types shared by the engine (resolution) and the loader/validator (files).
 * See docs/routing.md.
 */

export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonObject = { readonly [key: string]: JsonValue };

export type ScopeField = 'platform' | 'self' | 'guild' | 'channel' | 'user' | 'route';
export type ContentMatch = 'contains' | 'startsWith' | 'exact' | 'regex';

export type Predicate =
  | { readonly kind: 'true' }
  | { readonly kind: 'scope'; readonly field: ScopeField; readonly values: readonly string[] }
  | { readonly kind: 'direct' }
  | { readonly kind: 'group' }
  | { readonly kind: 'at-me' }
  | { readonly kind: 'quote-me' }
  | { readonly kind: 'content'; readonly match: ContentMatch; readonly text: string }
  | { readonly kind: 'not'; readonly operand: Predicate }
  | { readonly kind: 'and'; readonly operands: readonly Predicate[] }
  | { readonly kind: 'or'; readonly operands: readonly Predicate[] }
  | { readonly kind: 'custom'; readonly id: string; readonly args?: { readonly [key: string]: unknown } };

export type PredicateKind = Predicate['kind'];

export interface RoutingRule {
  readonly id: string;
  readonly name?: string;
  readonly filter: Predicate;
  /** Namespace -> partial config. */
  readonly values: { readonly [namespace: string]: JsonValue };
  readonly enabled: boolean;
  readonly priority: number;
  /** Dot paths `namespace.field.sub`. */
  readonly locked: readonly string[];
  readonly by?: string;
  readonly revision: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** The routing input (docs/routing.md, "explain"). */
export interface RoutingInput {
  readonly platform?: string;
  readonly selfId?: string;
  readonly guildId?: string;
  readonly channelId?: string;
  readonly userId?: string;
  readonly routeId?: string;
  readonly isDirect?: boolean;
  readonly isAtMe?: boolean;
  readonly isQuotingMe?: boolean;
  readonly isSelf?: boolean;
  readonly content?: string;
  /** Custom predicate id -> its result, for previews. */
  readonly custom?: { readonly [id: string]: boolean };
}

export type RoutingDiagnosticCode =
  'routing.predicate-error' | 'routing.unknown-namespace' | 'routing.invalid-namespace' | 'routing.engine-disabled';

/** A run-time diagnostic of resolution (all warnings, spec). */
export interface RoutingDiagnostic {
  readonly level: 'warning';
  readonly code: RoutingDiagnosticCode;
  readonly ruleId?: string;
  readonly namespace?: string;
  readonly engine?: string;
  readonly message: string;
}

export interface SuppressedWrite {
  /** Full dotted leaf path, e.g. `chat.model.model`; the namespace for a replace namespace. */
  readonly path: string;
  readonly ruleId: string;
  readonly value: JsonValue;
  /** The lock that blocked it and the rule that owns the lock. */
  readonly lockedBy?: { readonly path: string; readonly ruleId: string };
}

export interface Resolution {
  /** Matched, surviving rules in compareRules order, global first. */
  readonly ruleIds: readonly string[];
  /** Namespace -> final value (schema defaults filled). */
  readonly values: { readonly [namespace: string]: JsonValue };
  /** Dotted leaf path -> rule id. Defaults have no entry. */
  readonly sources: { readonly [path: string]: string };
  readonly suppressed: readonly SuppressedWrite[];
  readonly diagnostics: readonly RoutingDiagnostic[];
  /** The rule set's revision counter. */
  readonly revision: number;
}

export interface MatchedRule {
  readonly id: string;
  readonly specificity: number;
  readonly priority: number;
  readonly createdAt: number;
}

export interface Explanation extends Resolution {
  readonly matched: readonly MatchedRule[];
  /** Namespace -> the last rule with a surviving write in it; absent when all defaults. */
  readonly decidedBy: { readonly [namespace: string]: string };
}
