/**
 * collectCatalog: run the core exactly as the CLI does (validate over the roots and routing file,
 * the routing file's rules and scenario results, the routing engine) and build the catalog and the
 * playground's data from the results. The site's content loader calls this once per build.
 */
import { catalogDownloads } from './downloads.js';
import type { CatalogDownloads } from './downloads.js';
import { DEFAULT_CONFIG } from '../config/default-config.js';
import type { RpConfig } from '../config/types.js';
import type { FileSystem } from '../common/fs.js';
import type { Diagnostic, Locale } from '../diagnostics/define.js';
import { compareRules } from '../routing/predicates/compare-rules.js';
import { representativeInput } from '../routing/index.js';
import { specificity } from '../routing/predicates/specificity.js';
import type { AssetGraph } from '../assets/model.js';
import { startValidation } from '../validate/validate.js';
import { inlineExecutor } from '../common/executor.js';
import type { Executor } from '../common/executor.js';
import { renderMarkdownJob } from './markdown-job.js';
import type { Report } from '../report/report.js';
import { loadRealTokenCounter } from '../budgets/real-tokens.js';
import { buildCatalog } from './build-catalog.js';
import type { SanitisedHtml } from './markdown.js';
import type { Catalog } from './model.js';
import { playgroundGraph, type PlaygroundData } from './playground.js';
import type { Progress } from '../common/progress.js';
import { createAjvCompiler } from '../routing/namespaces/ajv-compiler.js';
import { routerFor } from '../routing/router/router-for-config.js';
import type { RoutingSource } from './routing-view.js';
import { viewScenarios } from './scenario-view.js';

export interface CollectOptions {
  /** Asset roots in override order (display paths). */
  readonly roots: readonly string[];
  readonly routing: string | null;
  readonly config: RpConfig | null;
  readonly configDiagnostics: readonly Diagnostic[];
  readonly locale: Locale;
  readonly repoUrl: string | null;
  /**
   * Runs the core's jobs: reading and parsing the files, as for `validate`, and rendering the asset
   * bodies (`renderMarkdownJob`); default inline. `rp-assets site` passes its worker pool's.
   */
  readonly executor?: Executor;
  /** Told how far the run is (`validate`'s phases). */
  readonly progress?: Progress;
}

/**
 * Every distinct asset body's sanitised HTML, rendered by the executor (on a pool, while this
 * thread does other work), in the order the site renders their pages (characters, worlds,
 * entries). A body that cannot be rendered fails the whole with its file and cause.
 */
async function renderAll(assets: AssetGraph, executor: Executor): Promise<ReadonlyMap<string, SanitisedHtml>> {
  const { characters, worlds, entries } = assets;
  const files = new Map<string, string>();
  for (const { body, file } of [...characters, ...worlds, ...entries]) if (!files.has(body)) files.set(body, file);
  const bodies = [...files.keys()];
  const html = await Promise.all(
    bodies.map((body) =>
      executor.run(renderMarkdownJob, body).catch((cause: unknown) => {
        const why = cause instanceof Error ? cause.message : String(cause);
        throw new Error(`the body of ${files.get(body) ?? '?'} could not be rendered: ${why}`, { cause });
      }),
    ),
  );
  return new Map(bodies.map((body, i) => [body, html[i] as SanitisedHtml]));
}

export interface CollectedCatalog {
  readonly catalog: Catalog;
  readonly playground: PlaygroundData;
  /** The exports the site offers as downloads (downloads.ts). */
  readonly downloads: CatalogDownloads;
}

export function collectCatalog(o: CollectOptions, fs: FileSystem): Promise<CollectedCatalog> {
  return startCollecting(o, fs).catalog;
}

/** A collection under way (`startCollecting`). */
export interface CatalogRun {
  readonly catalog: Promise<CollectedCatalog>;
  /** The validation report the catalog is built from (`rp-assets site` refuses an empty one). */
  readonly report: Promise<Report>;
}

/** `collectCatalog`, with the validation report returned as well. */
export function startCollecting(o: CollectOptions, fs: FileSystem): CatalogRun {
  const config = o.config ?? DEFAULT_CONFIG;
  const routingFile = o.routing ?? config.routing ?? null;
  const executor = o.executor ?? inlineExecutor(fs);
  const run = startValidation(
    {
      roots: o.roots,
      ...(routingFile !== null ? { routing: routingFile } : {}),
      config,
      extraDiagnostics: o.configDiagnostics,
      executor,
      ...(o.progress !== undefined ? { progress: o.progress } : {}),
    },
    fs,
  );
  // the bodies go to the executor as soon as the assets are loaded, before the checks have run
  const rendered = run.assets.then((assets) => renderAll(assets, executor));
  return { catalog: build(o, config, run.report, rendered), report: run.report };
}

async function build(
  o: CollectOptions,
  config: RpConfig,
  reported: Promise<Report>,
  rendering: Promise<ReadonlyMap<string, SanitisedHtml>>,
): Promise<CollectedCatalog> {
  // every body, rendered while the checks ran
  const [report, rendered] = await Promise.all([reported, rendering]);
  let routing: RoutingSource | null = null;
  let playgroundRouting: PlaygroundData['routing'] = null;
  const checked = report.routing;
  if (checked !== undefined) {
    const router = routerFor(checked.rules, config, createAjvCompiler());
    routing = {
      file: checked.file,
      testsFile: checked.scenarioFile,
      rules: checked.rules,
      scenarios: checked.scenarioFile === null ? null : viewScenarios(checked.scenarios),
      engine: { explain: (input) => router.explain(input), compareRules, specificity, representativeInput },
    };
    playgroundRouting = { rules: checked.rules, config };
  }
  return {
    catalog: buildCatalog({
      report,
      routing,
      locale: o.locale,
      repoUrl: o.repoUrl,
      rendered,
      realTokens: await loadRealTokenCounter(),
    }),
    playground: { graph: playgroundGraph(report.assets), routing: playgroundRouting },
    downloads: catalogDownloads(report.assets),
  };
}
