/**
 * The searchable documents: characters, worlds, entries, rules and diagnostic codes, as written
 * (search-index/ folds them when it builds the sharded index), kind by kind in SEARCH_KINDS order.
 */
import type { AssetGraph } from '../assets/model.js';
import type { AssetPages } from './asset-views.js';
import type { CatalogCode, CatalogRouting } from './model.js';
import type { SearchSource } from './search.js';

export function searchDocs(
  graph: AssetGraph,
  pages: AssetPages,
  routing: CatalogRouting | null,
  codes: readonly CatalogCode[] = [],
): SearchSource[] {
  const docs: SearchSource[] = [];
  for (const c of graph.characters) {
    docs.push({
      kind: 'character',
      id: c.id,
      title: c.name || c.id,
      href: pages.characterHref.get(c.id) ?? '',
      names: [c.id, c.name],
      keys: [...c.tags, c.description],
      body: c.body,
    });
  }
  const worldName = new Map<string, string>();
  for (const w of graph.worlds) {
    worldName.set(w.id, w.name || w.id);
    docs.push({
      kind: 'world',
      id: w.id,
      title: w.name || w.id,
      href: pages.worldHref.get(w.id) ?? '',
      names: [w.id, w.name],
      keys: [w.description],
      body: w.body,
    });
  }
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
  for (const r of routing?.rules ?? []) {
    docs.push({
      kind: 'rule',
      id: r.id,
      title: r.name || r.id,
      href: r.href,
      names: [r.id, r.name],
      keys: [...r.namespaces, ...r.writes],
      body: r.filterText,
    });
  }
  for (const c of codes) {
    docs.push({
      kind: 'code',
      id: c.code,
      title: c.title,
      href: c.href,
      context: c.area,
      names: [c.code, c.title],
      keys: [c.area, c.severity],
      body: [c.message, c.consequence, c.fix].filter((t): t is string => t !== null).join('\n'),
    });
  }
  return docs;
}
