/**
 * The one validation run that the CLI, the Action and the site call: load the asset roots, scope
 * to one character when asked (`/rp validate <id>`: that card and its worlds), check the routing
 * file, run the retrieval scenarios (`retrieval.tests.yaml`), then sort and deduplicate every
 * diagnostic and count them. Reads only through `fs`.
 */
import { noAssets } from '../diagnostics/codes/asset/no-assets.js';
import { fileOnly, report } from '../diagnostics/report.js';
import { nearestAssetRoots } from '../assets/nearest-roots.js';
import { loadAssets, scopeToCharacter } from '../assets/index.js';
import type { AssetGraph } from '../assets/index.js';
import { inlineExecutor } from '../common/executor.js';
import type { Executor } from '../common/executor.js';
import { DEFAULT_CONFIG } from '../config/default-config.js';
import type { RpConfig } from '../config/types.js';
import type { FileSystem } from '../common/fs.js';
import { NO_PROGRESS, withPhase } from '../common/progress.js';
import type { Progress } from '../common/progress.js';
import { NO_MEMO } from '../common/run-memo.js';
import type { RunMemo } from '../common/run-memo.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { sortedInRun, withoutDuplicates } from '../diagnostics/sort.js';
import { validateRoutingFile, type RoutingValidation } from '../routing/validate-file.js';
import { checkRetrievalScenarios } from '../retrieval/scenarios/check-scenarios.js';
import { checkRetrievalHygiene } from '../retrieval/hygiene/index.js';
import type { Report } from '../report/report.js';
import { linkCauses } from './causes.js';
import { loadRoutingJob } from './routing-job.js';
import { routingTestsNotRun } from './routing-tests-not-run.js';
import { retrievalScenarioCounts, routingScenarioCounts, summarize } from './summarize.js';
import { UnknownCharacterError } from './unknown-character.js';

export interface ValidateOptions {
  /** Asset roots in override order (first lowest), as display paths. */
  readonly roots: readonly string[];
  /** Routing rules file; when absent, the config's `routing` (if any). */
  readonly routing?: string;
  /** The project config (namespaces, engines, custom predicates for routing checks). */
  readonly config?: RpConfig;
  /** Only this character and its worlds. Throws UnknownCharacterError when it is not an active character. */
  readonly character?: string;
  /** Diagnostics found before the run (e.g. about the config file), reported with the rest. */
  readonly extraDiagnostics?: readonly Diagnostic[];
  /**
   * Runs the per-file jobs (reading and parsing the asset files and the routing file); default
   * inline, through `fs`. The CLI passes a worker pool's (src/node/pool-executor.ts): same report.
   */
  readonly executor?: Executor;
  /**
   * Told how far the run is (docs/cli.md, "Progress"): phase `assets` in `files` (read, parsed,
   * built and checked), then `routing` in `files` (the routing file loaded and checked).
   */
  readonly progress?: Progress;
  /**
   * The routing file's whole check, run by the caller (the language server reuses its last one
   * while none of the files it read has changed); default `validateRoutingFile`.
   */
  readonly checkRouting?: RoutingCheckStep;
  /**
   * Results kept from the last run over nearly the same files (the language server): unchanged
   * assets keep their identity and the whole-graph checks they feed are reused. One-shot runs pass
   * nothing. Same report either way.
   */
  readonly memo?: RunMemo;
}

/** `validateRoutingFile(file, fs, config)`, or a step with its results. */
export type RoutingCheckStep = (file: string, fs: FileSystem, config: RpConfig) => Promise<RoutingValidation>;

/** A validation under way (`startValidation`): its loaded assets and its report, as promises. */
export interface ValidationRun {
  /**
   * The loaded assets of every root (not scoped to `character`), before the checks have run (the
   * site starts rendering their bodies then).
   */
  readonly assets: Promise<AssetGraph>;
  readonly report: Promise<Report>;
}

export function validate(options: ValidateOptions, fs: FileSystem): Promise<Report> {
  return startValidation(options, fs).report;
}

/** `validate`, with the loaded assets returned beside the report. */
export function startValidation(options: ValidateOptions, fs: FileSystem): ValidationRun {
  const executor = options.executor ?? inlineExecutor(fs);
  const assets = loadAssets(
    {
      roots: options.roots,
      executor,
      ...(options.progress !== undefined ? { progress: options.progress } : {}),
      ...(options.memo !== undefined ? { memo: options.memo } : {}),
    },
    fs,
  );
  // The routing check needs no asset, but runs once they are loaded: run beside the load, both
  // kept their data alive at once and the whole run cost more (docs/performance.md, decisions).
  const routing = assets.then(() => checkRouting(options, fs, executor));
  return { assets, report: check(options, fs, { assets, routing }) };
}

/** The routing file's check (its file loaded by the executor), or undefined without one. */
async function checkRouting(
  options: ValidateOptions,
  fs: FileSystem,
  executor: Executor,
): Promise<RoutingValidation | undefined> {
  const config = options.config ?? DEFAULT_CONFIG;
  const routingFile = options.routing ?? config.routing ?? undefined;
  if (routingFile === undefined) return undefined;
  return withPhase(options.progress ?? NO_PROGRESS, 'routing', 'files', 1, async (phase) => {
    const checked =
      options.checkRouting !== undefined
        ? await options.checkRouting(routingFile, fs, config)
        : await validateRoutingFile(routingFile, fs, config, executor.run(loadRoutingJob, routingFile));
    phase.advance();
    return checked;
  });
}

async function check(
  options: ValidateOptions,
  fs: FileSystem,
  started: { readonly assets: Promise<AssetGraph>; readonly routing: Promise<RoutingValidation | undefined> },
): Promise<Report> {
  const config = options.config ?? DEFAULT_CONFIG;
  const [graph, routing] = await Promise.all([started.assets, started.routing]);
  let assets = graph;
  if (options.character !== undefined) {
    const scoped = scopeToCharacter(graph, options.character);
    if (scoped === null) throw new UnknownCharacterError(options.character, graph.characters.map((c) => c.id).sort());
    assets = scoped;
  }
  const diagnostics: Diagnostic[] = [...assets.diagnostics, ...(options.extraDiagnostics ?? [])];
  const empty = await noAssetsFinding(graph, fs);
  if (empty !== null) diagnostics.push(empty);
  if (routing !== undefined) diagnostics.push(...routing.diagnostics);
  else diagnostics.push(...(await routingTestsNotRun(config, options.roots, fs)));
  const retrieval = await checkRetrievalScenarios(
    {
      graph,
      config,
      roots: options.roots,
      ...(options.character !== undefined ? { character: options.character } : {}),
    },
    fs,
  );
  diagnostics.push(...retrieval.diagnostics);
  diagnostics.push(...(await checkRetrievalHygiene(assets, options.memo !== undefined ? { memo: options.memo } : {})));
  const memo = options.memo ?? NO_MEMO;
  // with a memo, the last run's order is updated (the few findings an edit changed merged in)
  const { sorted, keyOf } = sortedInRun(memo, 'sorted-diagnostics', diagnostics);
  const final = linkCauses(withoutDuplicates(sorted, keyOf), { graph, retrieval: retrieval.run });
  const summary = summarize(assets, final, routing?.rules.length ?? 0, {
    routing: routingScenarioCounts(routing?.scenarios ?? []),
    retrieval: retrievalScenarioCounts(retrieval.run),
  });
  return {
    summary,
    diagnostics: final,
    assets,
    ...(routing !== undefined ? { routing } : {}),
    ...(retrieval.run !== undefined ? { retrieval: retrieval.run } : {}),
  };
}

/** No character, world or entry in any root (what `asset.no-assets` and `rp-assets site` refuse). */
export function holdsNoAssets(graph: AssetGraph): boolean {
  return graph.characters.length + graph.worlds.length + graph.entries.length + graph.overrides.length === 0;
}

/**
 * Never a silent pass: roots that hold no character, world or entry at all (a wrong `roots:`, a
 * typo) are an error naming them and the nearest folders that do hold assets. Not when every root
 * is missing: `asset.root-missing` already says so for each.
 */
async function noAssetsFinding(graph: AssetGraph, fs: FileSystem): Promise<Diagnostic | null> {
  if (!holdsNoAssets(graph)) return null;
  const missing = new Set(graph.diagnostics.filter((d) => d.code === 'asset.root-missing').map((d) => d.file));
  const present = graph.roots.filter((r) => !missing.has(r));
  if (present.length === 0) return null;
  const nearest = await nearestAssetRoots(present, fs);
  return report(noAssets, fileOnly(null), {
    roots: present.map((r) => `\`${r}\``).join(', '),
    nearest: nearest.map((r) => `\`${r}\``).join(', '),
  });
}
