/**
 * Retrieval scenario results (retrieval.tests.yaml, from the retrieval scenario runner) for the
 * routing page, beside the routing scenarios: pass or fail, the injected entries with their
 * pages, and each failing expectation in the words of `retrieval.scenario-failed`.
 */
import type { AssetGraph } from '../assets/model.js';
import type { Locale } from '../diagnostics/define.js';
import { retrievalScenarioFailed } from '../diagnostics/codes/retrieval/scenario-failed.js';
import { failureData } from '../retrieval/scenarios/run-scenarios.js';
import type { RetrievalScenarioRun } from '../retrieval/scenarios/types.js';
import type { CatalogRetrievalScenario } from './model.js';

export interface RetrievalScenarioPages {
  readonly characterHref: ReadonlyMap<string, string>;
  /** Entry file -> its page. */
  readonly entryHref: ReadonlyMap<string, string>;
}

export function viewRetrievalScenarios(
  run: RetrievalScenarioRun,
  graph: AssetGraph,
  pages: RetrievalScenarioPages,
  locale: Locale,
): CatalogRetrievalScenario[] {
  // `world/id` -> the page of its first copy
  const entryPage = new Map<string, string>();
  for (const e of graph.entries) {
    const key = `${e.world}/${e.id}`;
    if (!entryPage.has(key)) entryPage.set(key, pages.entryHref.get(e.file) ?? '');
  }
  const messagesOf = new Map(run.scenarios.map((s) => [`${s.file}\u0000${s.name}`, s.messages]));
  const words = retrievalScenarioFailed.message[locale];
  return run.results.map((r) => ({
    name: r.name,
    file: r.file,
    line: r.line,
    character: r.character,
    characterHref: pages.characterHref.get(r.character) ?? '',
    messages: messagesOf.get(`${r.file}\u0000${r.name}`) ?? [],
    pass: r.passed,
    invalid: r.invalid,
    injected: r.injected.map((entry) => ({ entry, href: entryPage.get(entry) ?? '' })),
    failures: r.failures.map((f) => {
      const data = failureData(r.name, f, r.injected);
      return typeof words === 'function' ? words(data) : words;
    }),
  }));
}
