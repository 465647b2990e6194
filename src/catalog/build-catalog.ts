/**
 * buildCatalog: the whole site model from one validation report (and the routing file's rules and
 * scenario results, the retrieval scenario results), computed once. Pure: no file system, no environment; the same input gives the
 * same catalog.
 */
import type { RealTokenCounter } from '../budgets/real-tokens.js';
import type { Locale } from '../diagnostics/define.js';
import type { Report } from '../report/report.js';
import { assignPages, viewAssets } from './asset-views.js';
import { viewCodes } from './code-views.js';
import { byFile, safeRepoUrl, viewDiagnostic, type LinkContext } from './diagnostic-view.js';
import type { SanitisedHtml } from './markdown.js';
import type { Catalog } from './model.js';
import { viewOverrides } from './override-views.js';
import { viewRetrievalScenarios } from './retrieval-scenario-view.js';
import { viewRouting, type RoutingSource } from './routing-view.js';
import { searchDocs } from './search-docs.js';

export interface CatalogInput {
  readonly report: Report;
  readonly routing: RoutingSource | null;
  readonly locale: Locale;
  /** Repository URL for source links (`https://github.com/o/r/blob/<sha>`), or null. */
  readonly repoUrl?: string | null;
  /** Asset bodies rendered already (body -> `renderMarkdown(body)`); a body not in it is rendered here. */
  readonly rendered?: ReadonlyMap<string, SanitisedHtml>;
  /** A real tokenizer for the budget pictures' second figure (absent: the estimate only). */
  readonly realTokens?: RealTokenCounter;
}

export const ROUTING_PAGE = 'routing/';

export function buildCatalog(input: CatalogInput): Catalog {
  const { report, locale } = input;
  const graph = report.assets;
  const pages = assignPages(graph);
  const pageOfFile = new Map<string, string>();
  for (const c of graph.characters) {
    const href = pages.characterHref.get(c.id) ?? '';
    pageOfFile.set(c.file, href);
    if (c.examples?.file) pageOfFile.set(c.examples.file, href);
  }
  for (const w of graph.worlds) pageOfFile.set(w.file, pages.worldHref.get(w.id) ?? '');
  for (const [file, href] of pages.entryHref) pageOfFile.set(file, href);
  if (input.routing) pageOfFile.set(input.routing.file, ROUTING_PAGE);
  if (input.routing?.testsFile) pageOfFile.set(input.routing.testsFile, ROUTING_PAGE);
  for (const file of report.retrieval?.files ?? []) pageOfFile.set(file, ROUTING_PAGE);

  const ctx: LinkContext = { locale, repoUrl: safeRepoUrl(input.repoUrl), pageOfFile };
  const diagnostics = report.diagnostics.map((d) => viewDiagnostic(d, ctx));
  const diagnosticsByFile = byFile(diagnostics);
  const assets = viewAssets({
    graph,
    pages,
    locale,
    diagnosticsByFile,
    rendered: input.rendered,
    ...(input.realTokens ? { realTokens: input.realTokens } : {}),
  });
  const hrefOf = (kind: 'character' | 'world', id: string) =>
    (kind === 'character' ? pages.characterHref.get(id) : pages.worldHref.get(id)) ?? '';
  const routing = input.routing ? viewRouting(input.routing, ctx, diagnostics) : null;
  const codes = viewCodes(report.diagnostics, locale);
  return {
    locale,
    roots: graph.roots,
    summary: report.summary,
    diagnostics,
    ...assets,
    overrides: viewOverrides(graph, hrefOf),
    routing,
    retrievalScenarios: report.retrieval ? viewRetrievalScenarios(report.retrieval, graph, pages, locale) : null,
    codes,
    search: searchDocs(graph, pages, routing, codes),
  };
}
