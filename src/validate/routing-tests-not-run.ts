/**
 * Nothing checked is never a pass (issue 31): routing scenarios that are there but have no routing
 * file to run against are an error, `routing.tests-not-run`, instead of a silent "no problems".
 * Looked for where a user would put them: the config's `tests`, `routing.tests.yaml` in the
 * config file's folder (the working directory without a config) and at the top of each asset
 * root (docs/routing-validation.md, "Scenario files without rules").
 */
import type { RpConfig } from '../config/types.js';
import type { FileSystem } from '../common/fs.js';
import { join, normalize } from '../common/paths.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { fileOnly, report } from '../diagnostics/report.js';
import { testsNotRun } from '../diagnostics/codes/routing/scenario/tests-not-run.js';
import { scenarioFilePresent } from '../retrieval/scenarios/check-scenarios.js';
import { SCENARIO_FILE_NAME } from '../routing/validate-file.js';

export async function routingTestsNotRun(
  config: Pick<RpConfig, 'tests' | 'baseDir'>,
  roots: readonly string[],
  fs: FileSystem,
): Promise<Diagnostic[]> {
  const found: string[] = [];
  if (config.tests !== null) found.push(normalize(config.tests));
  else {
    const beside = join(config.baseDir, SCENARIO_FILE_NAME);
    if (await scenarioFilePresent(beside, fs)) found.push(beside);
  }
  for (const root of roots) {
    const top = join(root, SCENARIO_FILE_NAME);
    if (await scenarioFilePresent(top, fs)) found.push(top);
  }
  return [...new Set(found)].map((file) => report(testsNotRun, fileOnly(file), { file }));
}
