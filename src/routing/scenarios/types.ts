import type { JsonValue, RoutingInput } from '../model/types.js';
import type { RuleSpans } from '../../common/spans.js';

/** One expectation of a scenario: a dotted path (namespace + field path) and the value it must have. */
export interface ValueExpectation {
  readonly path: string;
  readonly value: JsonValue;
}

export interface Scenario {
  readonly name: string;
  readonly input: RoutingInput;
  readonly expect: readonly ValueExpectation[];
  /** Namespace -> the rule id that must decide it. */
  readonly decidedBy: readonly { readonly namespace: string; readonly ruleId: string }[];
  /** Positions of the scenario's nodes (same addressing as rules: `['expect', 'chat.preset.preset']`). */
  readonly spans: RuleSpans;
}

export interface ScenarioFailure {
  readonly kind: 'value' | 'decided-by';
  readonly path: string;
  readonly expected: JsonValue;
  /** Undefined when the path has no value at all. */
  readonly actual: JsonValue | undefined;
  /** The rule that decided the path's value (its source, or the namespace's decidedBy), if any. */
  readonly decidedBy: string | null;
  readonly line: number | null;
}

/** The outcome of one scenario, for the validate report and the catalog site. */
export interface ScenarioResult {
  readonly name: string;
  readonly file: string;
  readonly line: number | null;
  readonly passed: boolean;
  /** How many expectations it checked (`expect` paths and `decidedBy` namespaces). */
  readonly expectations: number;
  readonly input: RoutingInput;
  readonly ruleIds: readonly string[];
  readonly values: { readonly [namespace: string]: JsonValue };
  readonly decidedBy: { readonly [namespace: string]: string };
  readonly failures: readonly ScenarioFailure[];
}
