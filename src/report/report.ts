/** The result of one validation run: what every output (CLI, JSON, SARIF, Action, site) projects. */
import type { AssetGraph } from '../assets/model.js';
import type { Diagnostic } from '../diagnostics/define.js';
import type { RetrievalScenarioRun } from '../retrieval/scenarios/types.js';
import type { RoutingValidation } from '../routing/validate-file.js';

/** Scenarios of one kind that ran (a scenario that could not run is a finding, not counted here). */
export interface ScenarioCounts {
  readonly scenarios: number;
  /** Expectations those scenarios checked. */
  readonly expectations: number;
  /** Scenarios that ran and failed. */
  readonly failed: number;
}

export interface ReportSummary {
  readonly characters: number;
  readonly worlds: number;
  readonly entries: number;
  readonly rules: number;
  readonly errors: number;
  readonly warnings: number;
  readonly hints: number;
  /**
   * What the scenario files checked (issue 31: "no problems" must be told apart from "nothing
   * checked"): routing scenarios (`routing.tests.yaml`) and retrieval scenarios (`retrieval.tests.yaml`).
   */
  readonly scenarios: { readonly routing: ScenarioCounts; readonly retrieval: ScenarioCounts };
}

export interface Report {
  readonly summary: ReportSummary;
  /** Sorted by file, line, column, code (deterministic). */
  readonly diagnostics: readonly Diagnostic[];
  readonly assets: AssetGraph;
  /** The routing file's check (rules, spans, scenario results) when one was checked, for the catalog. */
  readonly routing?: RoutingValidation;
  /** The retrieval scenario files (`retrieval.tests.yaml`) and their results, when any was run. */
  readonly retrieval?: RetrievalScenarioRun;
}
