/** The report summary: asset counts of the (scoped) graph and finding counts of the final list. */
import type { AssetGraph } from '../assets/model.js';
import type { Diagnostic } from '../diagnostics/define.js';
import type { ReportSummary, ScenarioCounts } from '../report/report.js';
import type { RetrievalScenarioRun } from '../retrieval/scenarios/types.js';
import type { ScenarioResult } from '../routing/scenarios/types.js';

/** Nothing run: reports that check no scenario (check-turn). */
export const NO_SCENARIOS: ReportSummary['scenarios'] = {
  routing: { scenarios: 0, expectations: 0, failed: 0 },
  retrieval: { scenarios: 0, expectations: 0, failed: 0 },
};

/** The routing scenarios that ran (an unreadable or broken one is not in the results). */
export function routingScenarioCounts(results: readonly ScenarioResult[]): ScenarioCounts {
  return {
    scenarios: results.length,
    expectations: results.reduce((n, r) => n + r.expectations, 0),
    failed: results.filter((r) => !r.passed).length,
  };
}

/** The retrieval scenarios that ran: those that could not (`invalid`) are findings, not runs. */
export function retrievalScenarioCounts(run: RetrievalScenarioRun | undefined): ScenarioCounts {
  if (run === undefined) return NO_SCENARIOS.retrieval;
  const ran = run.results.flatMap((r, i) => (r.invalid ? [] : [[r, run.scenarios[i]] as const]));
  let expectations = 0;
  for (const [, s] of ran)
    if (s !== undefined)
      expectations += s.expect.injected.length + s.expect.notInjected.length + s.expect.reasons.length;
  return { scenarios: ran.length, expectations, failed: ran.filter(([r]) => !r.passed).length };
}

export function summarize(
  assets: AssetGraph,
  diagnostics: readonly Diagnostic[],
  rules: number,
  scenarios: ReportSummary['scenarios'] = NO_SCENARIOS,
): ReportSummary {
  let errors = 0;
  let warnings = 0;
  let hints = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
    else hints++;
  }
  return {
    characters: assets.characters.length,
    worlds: assets.worlds.length,
    entries: assets.entries.length,
    rules,
    errors,
    warnings,
    hints,
    scenarios,
  };
}
