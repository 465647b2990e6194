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
import { startValidation, type ValidateOptions } from '../validate/validate.js';
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
   * Steps run elsewhere (the command's worker pool): the per-file and routing-file steps, as for
   * `validate`, and `renderMarkdown` for the asset bodies (the same `renderMarkdown`, on another
   * thread).
   */
  readonly steps?: Pick<ValidateOptions, 'parse' | 'buildEntry' | 'readEntry' | 'loadRouting'> & {
    readonly renderMarkdown?: (body: string) => Promise<string>;
  };
  /** Told how far the run is (`validate`'s phases). */
  readonly progress?: Progress;
}

/**
 * Sends every distinct asset body to `render` (the same renderMarkdown, on another thread), in the
 * order the site renders their pages (characters, worlds, entries), and returns each body's
 * promise. The catalog does not wait for them: a page awaits its own body, so Astro renders pages
 * while the workers still render bodies (docs/performance.md). A failed render fails the page that shows the body, with its cause.
 */
function renderAll(
  assets: AssetGraph,
  render: (body: string) => Promise<string>,
): ReadonlyMap<string, Promise<SanitisedHtml>> {
  const { characters, worlds, entries } = assets;
  const rendered = new Map<string, Promise<SanitisedHtml>>();
  for (const { body } of [...characters, ...worlds, ...entries]) {
    if (rendered.has(body)) continue;
    // the workers ran the sanitiser: their output is what renderMarkdown returns
    const html = render(body) as Promise<SanitisedHtml>;
    html.catch(() => {}); // awaited by the body's page, which fails with the cause
    rendered.set(body, html);
  }
  return rendered;
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
  /** `validate`'s phase of that name (`ValidationRun.entriesQueued`): `rp-assets site` starts Astro then. */
  readonly entriesQueued: Promise<void>;
  readonly catalog: Promise<CollectedCatalog>;
  /** The validation report the catalog is built from (`rp-assets site` refuses an empty one). */
  readonly report: Promise<Report>;
}

/** `collectCatalog`, with the moment the entries are all queued returned as well. */
export function startCollecting(o: CollectOptions, fs: FileSystem): CatalogRun {
  const config = o.config ?? DEFAULT_CONFIG;
  const routingFile = o.routing ?? config.routing ?? null;
  const { renderMarkdown, ...fileSteps } = o.steps ?? {};
  const run = startValidation(
    {
      roots: o.roots,
      ...(routingFile !== null ? { routing: routingFile } : {}),
      config,
      extraDiagnostics: o.configDiagnostics,
      ...fileSteps,
      ...(o.progress !== undefined ? { progress: o.progress } : {}),
    },
    fs,
  );
  // the bodies go to the workers as soon as the assets are loaded, before the checks have run
  const rendered = renderMarkdown ? run.assets.then((assets) => renderAll(assets, renderMarkdown)) : undefined;
  rendered?.catch(() => {}); // awaited in build(): it fails when the assets do, as the report then does
  return { entriesQueued: run.entriesQueued, catalog: build(o, config, run.report, rendered), report: run.report };
}

async function build(
  o: CollectOptions,
  config: RpConfig,
  reported: Promise<Report>,
  renderedSoon: Promise<ReadonlyMap<string, Promise<SanitisedHtml>>> | undefined,
): Promise<CollectedCatalog> {
  const report = await reported;
  // every body, sent to the workers while the checks ran (each page awaits its own)
  const rendered = await renderedSoon;
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
