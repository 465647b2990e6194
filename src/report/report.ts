/** The result of one validation run: what every output (CLI, JSON, SARIF, Action, site) projects. */
import type { AssetGraph } from '../assets/model.js';
import type { Diagnostic } from '../diagnostics/define.js';
import type { RetrievalScenarioRun } from '../retrieval/scenarios/types.js';
import type { RoutingValidation } from '../routing/validate-file.js';

export interface ReportSummary {
  readonly characters: number;
  readonly worlds: number;
  readonly entries: number;
  readonly rules: number;
  readonly errors: number;
  readonly warnings: number;
  readonly hints: number;
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
