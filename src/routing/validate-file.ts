/**
 * The one entry point the validate orchestrator calls for routing: load the file (with positions),
 * lint it, and run its scenario tests (`config.tests`, else `routing.tests.yaml` beside the rules).
 */
import type { RpConfig } from '../config/types.js';
import type { FileSystem } from '../common/fs.js';
import { dirname, join } from '../common/paths.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { fileOnly, report } from '../diagnostics/report.js';
import { configInvalidSchema } from '../diagnostics/codes/config/invalid-schema.js';
import { loadRoutingFile, type LoadedRoutingFile } from './file/load-routing-file.js';
import { createRoutingEnvironment, type RoutingEnvironment } from './routing-environment.js';
import type { RuleSpans } from '../common/spans.js';
import { createRouter } from './router/router.js';
import { lintRouting } from './lint/lint-routing.js';
import { loadScenarios } from './scenarios/load-scenarios.js';
import { runScenarios } from './scenarios/run-scenarios.js';
import type { ScenarioResult } from './scenarios/types.js';
import type { RoutingRule } from './model/types.js';

export const SCENARIO_FILE_NAME = 'routing.tests.yaml';

export interface RoutingValidation {
  readonly file: string;
  /** The readable rules in file order (rules with errors in `id` or `filter` are left out). */
  readonly rules: readonly RoutingRule[];
  /** Positions of each rule in `rules` (same index). */
  readonly spans: readonly RuleSpans[];
  readonly diagnostics: readonly Diagnostic[];
  /** The scenario file that was run, or null when there is none. */
  readonly scenarioFile: string | null;
  readonly scenarios: readonly ScenarioResult[];
}

/**
 * The scenario file: the config's `tests`, else `routing.tests.yaml` beside the rules when there is
 * one (a FIFO or device under the name is reported by loadScenarios, not skipped as "no tests").
 */
async function scenarioFileFor(path: string, fs: FileSystem, config: RpConfig): Promise<string | null> {
  if (config.tests !== null) return config.tests;
  const beside = join(dirname(path), SCENARIO_FILE_NAME);
  const kind = (await fs.stat(beside).catch(() => null))?.kind;
  return kind === 'file' || kind === 'other' ? beside : null;
}

/** Loads the scenario file and runs its scenarios through a router over the file's rules. */
async function runFileScenarios(
  scenarioFile: string,
  { routing, env, fs }: { routing: LoadedRoutingFile; env: RoutingEnvironment; fs: FileSystem },
): Promise<{ readonly results: ScenarioResult[]; readonly diagnostics: Diagnostic[] }> {
  const tests = await loadScenarios(scenarioFile, fs);
  if (tests.scenarios.length === 0) return { results: [], diagnostics: [...tests.diagnostics] };
  const router = createRouter({
    rules: routing.rules,
    namespaces: env.registry,
    engines: env.engines,
    customPredicates: env.options.customPredicates,
  });
  const ruleIds = new Set(routing.rules.map((r) => r.id));
  const run = runScenarios(tests.scenarios, { router, locate: (p) => env.registry.locate(p), ruleIds }, scenarioFile);
  return { results: run.results, diagnostics: [...tests.diagnostics, ...run.diagnostics] };
}

/**
 * `loaded`: the file as `loadRoutingFile(path, fs)` returns it, when another thread has read it
 * (the CLI's worker pool, `ValidateOptions.loadRouting`); else it is read here.
 */
export async function validateRoutingFile(
  path: string,
  fs: FileSystem,
  config: RpConfig,
  loaded: Promise<LoadedRoutingFile> = loadRoutingFile(path, fs),
): Promise<RoutingValidation> {
  const routing = await loaded;
  const env = createRoutingEnvironment(config);
  const diagnostics: Diagnostic[] = [...routing.diagnostics];
  if (env.registryError !== null) {
    diagnostics.push(
      report(configInvalidSchema, fileOnly(config.file), { owner: 'namespaces', reason: env.registryError }),
    );
  }
  diagnostics.push(...lintRouting(routing, env.lint));
  const readable = routing.entries.filter((e) => e.rule !== null);
  const scenarioFile = await scenarioFileFor(path, fs, config);
  let scenarios: ScenarioResult[] = [];
  if (scenarioFile !== null && routing.readable) {
    const run = await runFileScenarios(scenarioFile, { routing, env, fs });
    diagnostics.push(...run.diagnostics);
    scenarios = run.results;
  }
  return {
    file: path,
    rules: readable.map((e) => e.rule as RoutingRule),
    spans: readable.map((e) => e.spans),
    diagnostics,
    scenarioFile,
    scenarios,
  };
}
