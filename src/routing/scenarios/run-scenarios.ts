/**
 * Run scenarios through the router and compare: each failing expectation is a
 * `routing.scenario-failed` error at the expectation's value, with expected and actual values and the
 * rule that decided the actual value. Pure: the router is passed in.
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { invalidScenario } from '../../diagnostics/codes/routing/scenario/invalid-scenario.js';
import { scenarioFailed } from '../../diagnostics/codes/routing/scenario/scenario-failed.js';
import { regexBudgetSpent } from '../../diagnostics/codes/routing/scenario/regex-budget-spent.js';
import { REGEX_BUDGET_NOTE, REGEX_RUN_BUDGET } from '../predicates/content-regex.js';
import { placeOf } from '../../diagnostics/place.js';
import { spanAt } from '../../common/spans.js';
import type { Explanation, JsonValue, RoutingInput } from '../model/types.js';
import type { Scenario, ScenarioFailure, ScenarioResult } from './types.js';

export interface ScenarioRouter {
  explain(input: RoutingInput): Explanation;
}

export interface ScenarioEnvironment {
  readonly router: ScenarioRouter;
  /** Namespace and field path of a dotted path; null when no namespace owns it. */
  locate(path: string): { readonly namespace: string; readonly field: readonly string[] } | null;
  readonly ruleIds: ReadonlySet<string>;
}

export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ka = Object.keys(a);
  const ob = b as { readonly [k: string]: JsonValue };
  return (
    ka.length === Object.keys(ob).length &&
    ka.every((k) => Object.hasOwn(ob, k) && jsonEqual((a as { readonly [k: string]: JsonValue })[k], ob[k]))
  );
}

function valueAt(v: JsonValue | undefined, field: readonly string[]): JsonValue | undefined {
  let cur = v;
  for (const seg of field) {
    if (typeof cur !== 'object' || cur === null || Array.isArray(cur) || !Object.hasOwn(cur, seg)) return undefined;
    cur = (cur as { readonly [k: string]: JsonValue })[seg];
  }
  return cur;
}

/** The rule that wrote `path`: its own source, an ancestor's, or the namespace's deciding rule. */
function decider(e: Explanation, path: string, namespace: string): string | null {
  let p = path;
  for (;;) {
    const s = e.sources[p];
    if (s !== undefined) return s;
    const i = p.lastIndexOf('.');
    if (i <= namespace.length - 1 || p === namespace) break;
    p = p.slice(0, i);
  }
  const below = Object.keys(e.sources).filter((k) => k.startsWith(path + '.'));
  if (below.length > 0) return e.decidedBy[namespace] ?? e.sources[below[below.length - 1] as string] ?? null;
  return null;
}

const show = (v: JsonValue | undefined): string => (v === undefined ? 'undefined' : JSON.stringify(v));

/** One scenario being run: its explanation, and what its expectations found. */
interface ScenarioRun {
  readonly scenario: Scenario;
  readonly explanation: Explanation;
  readonly env: ScenarioEnvironment;
  readonly file: string;
  readonly failures: ScenarioFailure[];
  readonly diagnostics: Diagnostic[];
  /** An expectation names no namespace path or no rule (`routing.invalid-scenario`). */
  broken: boolean;
}

/** An `expect` entry: the value at `path` equals `value`; a path no namespace owns breaks the scenario. */
function checkValue(run: ScenarioRun, { path, value }: Scenario['expect'][number]): void {
  const { scenario: s, explanation: e, file } = run;
  const where = spanAt(s.spans, ['expect', path]);
  const loc = run.env.locate(path);
  if (!loc) {
    run.diagnostics.push(
      report(invalidScenario, placeOf(file, spanAt(s.spans, ['expect', path], 'key')), {
        field: `expect.${path}`,
        expected: 'namespace-path',
        found: '`' + path + '`',
      }),
    );
    run.broken = true;
    return;
  }
  const actual = valueAt(e.values[loc.namespace], loc.field);
  if (jsonEqual(actual, value)) return;
  const by = decider(e, path, loc.namespace);
  run.failures.push({ kind: 'value', path, expected: value, actual, decidedBy: by, line: where?.line ?? null });
  run.diagnostics.push(
    report(
      scenarioFailed,
      placeOf(file, where),
      { name: s.name, path, expected: show(value), actual: show(actual), decidedBy: by ?? '', kind: 'value' },
      { key: `${s.name}:${path}` },
    ),
  );
}

/** A `decidedBy` entry: `ruleId` decided `namespace`; an id no rule has breaks the scenario. */
function checkDecidedBy(run: ScenarioRun, { namespace, ruleId }: Scenario['decidedBy'][number]): void {
  const { scenario: s, explanation: e, file } = run;
  const where = spanAt(s.spans, ['decidedBy', namespace]);
  if (!run.env.ruleIds.has(ruleId)) {
    run.diagnostics.push(
      report(invalidScenario, placeOf(file, where), {
        field: `decidedBy.${namespace}`,
        expected: 'rule-id',
        found: '`' + ruleId + '`',
      }),
    );
    run.broken = true;
    return;
  }
  const actual = e.decidedBy[namespace] ?? null;
  if (actual === ruleId) return;
  run.failures.push({
    kind: 'decided-by',
    path: namespace,
    expected: ruleId,
    actual: actual ?? undefined,
    decidedBy: actual,
    line: where?.line ?? null,
  });
  const params = {
    name: s.name,
    path: namespace,
    expected: ruleId,
    actual: actual ?? '-',
    decidedBy: actual ?? '',
    kind: 'decided-by',
  };
  run.diagnostics.push(
    report(scenarioFailed, placeOf(file, where), params, { key: `${s.name}:decidedBy:${namespace}` }),
  );
}

function runScenario(
  scenario: Scenario,
  {
    env,
    file,
    diagnostics,
  }: { readonly env: ScenarioEnvironment; readonly file: string; readonly diagnostics: Diagnostic[] },
): ScenarioResult & { readonly explanation: Explanation } {
  const e = env.router.explain(scenario.input);
  const run: ScenarioRun = { scenario, explanation: e, env, file, failures: [], diagnostics, broken: false };
  for (const expectation of scenario.expect) checkValue(run, expectation);
  for (const expectation of scenario.decidedBy) checkDecidedBy(run, expectation);
  return {
    explanation: e,
    name: scenario.name,
    file,
    line: spanAt(scenario.spans, [])?.line ?? null,
    passed: run.failures.length === 0 && !run.broken,
    expectations: scenario.expect.length + scenario.decidedBy.length,
    input: scenario.input,
    ruleIds: e.ruleIds,
    values: e.values,
    decidedBy: e.decidedBy,
    failures: run.failures,
  };
}

/** Whether an explanation's rules went untried because the run's regex budget was spent (content-regex.ts). */
const budgetSpent = (e: Explanation): boolean =>
  e.diagnostics.some((d) => d.code === 'routing.predicate-error' && d.message.includes(REGEX_BUDGET_NOTE));

export function runScenarios(
  scenarios: readonly Scenario[],
  env: ScenarioEnvironment,
  file: string,
): { readonly results: ScenarioResult[]; readonly diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let budgetReported = false;
  const results = scenarios.map((s) => {
    const result = runScenario(s, { env, file, diagnostics });
    if (!budgetReported && budgetSpent(result.explanation)) {
      budgetReported = true;
      diagnostics.push(
        report(regexBudgetSpent, placeOf(file, spanAt(s.spans, [])), { name: s.name, budget: REGEX_RUN_BUDGET }),
      );
    }
    return result;
  });
  return { results: results.map(({ explanation: _e, ...r }) => r), diagnostics };
}
