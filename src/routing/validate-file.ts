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
import { createRoutingEnvironment } from './routing-environment.js';
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

  let scenarioFile: string | null = config.tests;
  if (scenarioFile === null) {
    const beside = join(dirname(path), SCENARIO_FILE_NAME);
    // A FIFO or device under the name is reported by loadScenarios, not skipped as "no tests".
    const kind = (await fs.stat(beside).catch(() => null))?.kind;
    scenarioFile = kind === 'file' || kind === 'other' ? beside : null;
  }
  let scenarios: ScenarioResult[] = [];
  if (scenarioFile !== null && routing.readable) {
    const tests = await loadScenarios(scenarioFile, fs);
    diagnostics.push(...tests.diagnostics);
    if (tests.scenarios.length > 0) {
      const router = createRouter({
        rules: routing.rules,
        namespaces: env.registry,
        engines: env.engines,
        customPredicates: env.options.customPredicates,
      });
      const run = runScenarios(
        tests.scenarios,
        { router, locate: (p) => env.registry.locate(p), ruleIds: new Set(routing.rules.map((r) => r.id)) },
        scenarioFile,
      );
      diagnostics.push(...run.diagnostics);
      scenarios = run.results;
    }
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
