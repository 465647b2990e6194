/**
 * The searchable documents: characters, worlds, entries, rules and diagnostic codes, as written
 * (search-index/ folds them when it builds the sharded index), kind by kind in SEARCH_KINDS order.
 */
import type { AssetGraph } from '../assets/model.js';
import type { AssetPages } from './asset-views.js';
import type { CatalogCode, CatalogRouting } from './model.js';
import type { SearchSource } from './search.js';

const characterDocs = (graph: AssetGraph, pages: AssetPages): SearchSource[] =>
  graph.characters.map((c) => ({
    kind: 'character',
    id: c.id,
    title: c.name || c.id,
    href: pages.characterHref.get(c.id) ?? '',
    names: [c.id, c.name],
    keys: [...c.tags, c.description],
    body: c.body,
  }));

const worldDocs = (graph: AssetGraph, pages: AssetPages): SearchSource[] =>
  graph.worlds.map((w) => ({
    kind: 'world',
    id: w.id,
    title: w.name || w.id,
    href: pages.worldHref.get(w.id) ?? '',
    names: [w.id, w.name],
    keys: [w.description],
    body: w.body,
  }));

/** The entries that have a page, each with its world's name as the context. */
function entryDocs(graph: AssetGraph, pages: AssetPages): SearchSource[] {
  const worldName = new Map(graph.worlds.map((w) => [w.id, w.name || w.id]));
  const docs: SearchSource[] = [];
  for (const e of graph.entries) {
    const href = pages.entryHref.get(e.file);
    if (href === undefined) continue;
    docs.push({
      kind: 'entry',
      id: e.id,
      title: e.name || e.id,
      href,
      context: worldName.get(e.world) ?? e.world,
      names: [e.id, e.name],
      keys: [...e.keys, ...e.aliases, ...e.secondaryKeys, ...e.tags],
      body: e.body,
    });
  }
  return docs;
}

const ruleDocs = (routing: CatalogRouting | null): SearchSource[] =>
  (routing?.rules ?? []).map((r) => ({
    kind: 'rule',
    id: r.id,
    title: r.name || r.id,
    href: r.href,
    names: [r.id, r.name],
    keys: [...r.namespaces, ...r.writes],
    body: r.filterText,
  }));

const codeDocs = (codes: readonly CatalogCode[]): SearchSource[] =>
  codes.map((c) => ({
    kind: 'code',
    id: c.code,
    title: c.title,
    href: c.href,
    context: c.area,
    names: [c.code, c.title],
    keys: [c.area, c.severity],
    body: [c.message, c.consequence, c.fix].filter((t): t is string => t !== null).join('\n'),
  }));

export function searchDocs(
  graph: AssetGraph,
  pages: AssetPages,
  routing: CatalogRouting | null,
  codes: readonly CatalogCode[] = [],
): SearchSource[] {
  return [
    ...characterDocs(graph, pages),
    ...worldDocs(graph, pages),
    ...entryDocs(graph, pages),
    ...ruleDocs(routing),
    ...codeDocs(codes),
  ];
}
