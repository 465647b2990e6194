/**
 * The retrieval scenario step of `validate`: find the scenario files, load them, run them against
 * the loaded assets. Files (docs/retrieval.md, "Retrieval scenarios"): the config's
 * `retrievalTests`, else `retrieval.tests.yaml` in the config file's folder (the working directory
 * without a config) when it exists; and `retrieval.tests.yaml` at the top of each asset root. Each
 * file is run once.
 */
import type { AssetGraph } from '../../assets/model.js';
import type { RpConfig } from '../../config/types.js';
import type { FileSystem } from '../../common/fs.js';
import { join, normalize } from '../../common/paths.js';
import type { Diagnostic } from '../../diagnostics/define.js';
import { RETRIEVAL_TESTS_FILE_NAME } from './fields.js';
import { loadRetrievalScenarios } from './load-scenarios.js';
import { runRetrievalScenarios } from './run-scenarios.js';
import type { RetrievalScenario, RetrievalScenarioRun } from './types.js';

/** A file under the default name counts when something is there (a FIFO is reported, not skipped). */
export async function scenarioFilePresent(path: string, fs: FileSystem): Promise<boolean> {
  const kind = (await fs.stat(path).catch(() => null))?.kind;
  return kind === 'file' || kind === 'other';
}

export async function retrievalScenarioFiles(
  config: Pick<RpConfig, 'retrievalTests' | 'baseDir'>,
  roots: readonly string[],
  fs: FileSystem,
): Promise<string[]> {
  const candidates: string[] = [];
  if (config.retrievalTests !== null) candidates.push(normalize(config.retrievalTests));
  else {
    const beside = join(config.baseDir, RETRIEVAL_TESTS_FILE_NAME);
    if (await scenarioFilePresent(beside, fs)) candidates.push(beside);
  }
  for (const root of roots) {
    const top = join(root, RETRIEVAL_TESTS_FILE_NAME);
    if (await scenarioFilePresent(top, fs)) candidates.push(top);
  }
  return [...new Set(candidates)];
}

export interface RetrievalScenarioCheck {
  /** Undefined when there is no scenario file. */
  readonly run: RetrievalScenarioRun | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/** Load and run every scenario file; with `character`, only that character's scenarios run. */
export async function checkRetrievalScenarios(
  options: {
    readonly graph: AssetGraph;
    readonly config: Pick<RpConfig, 'retrievalTests' | 'baseDir'>;
    readonly roots: readonly string[];
    readonly character?: string;
  },
  fs: FileSystem,
): Promise<RetrievalScenarioCheck> {
  const files = await retrievalScenarioFiles(options.config, options.roots, fs);
  if (files.length === 0) return { run: undefined, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const scenarios: RetrievalScenario[] = [];
  for (const file of files) {
    const loaded = await loadRetrievalScenarios(file, fs);
    diagnostics.push(...loaded.diagnostics);
    scenarios.push(...loaded.scenarios);
  }
  const chosen =
    options.character === undefined ? scenarios : scenarios.filter((s) => s.character === options.character);
  const ran = runRetrievalScenarios(chosen, options.graph);
  diagnostics.push(...ran.diagnostics);
  return { run: { files, scenarios: chosen, results: ran.results }, diagnostics };
}
