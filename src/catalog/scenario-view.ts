/** Scenario results of routing.tests.yaml (from the routing scenario runner) for the routing page. */
import type { ScenarioResult } from '../routing/scenarios/types.js';
import type { CatalogScenario } from './model.js';

const json = (v: unknown): string => (v === undefined ? 'undefined' : JSON.stringify(v));

export function viewScenarios(results: readonly ScenarioResult[]): CatalogScenario[] {
  return results.map((r) => ({
    name: r.name,
    line: r.line,
    pass: r.passed,
    input: r.input,
    ruleIds: r.ruleIds,
    decidedBy: r.decidedBy,
    values: r.values,
    failures: r.failures.map((f) => ({
      kind: f.kind,
      path: f.path,
      expected: json(f.expected),
      actual: json(f.actual),
      decidedBy: f.decidedBy,
    })),
  }));
}
