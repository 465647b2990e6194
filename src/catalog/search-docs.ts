/** The precomputed search index: characters, worlds, entries and rules as folded documents. */
import type { AssetGraph } from '../assets/model.js';
import type { AssetPages } from './asset-views.js';
import type { CatalogRouting } from './model.js';
import { searchDoc, type SearchDoc } from './search.js';

export function searchDocs(graph: AssetGraph, pages: AssetPages, routing: CatalogRouting | null): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const c of graph.characters) {
    docs.push(
      searchDoc({
        kind: 'character',
        id: c.id,
        title: c.name || c.id,
        href: pages.characterHref.get(c.id) ?? '',
        names: [c.id, c.name],
        keys: [...c.tags, c.description],
        body: c.body,
      }),
    );
  }
  const worldName = new Map<string, string>();
  for (const w of graph.worlds) {
    worldName.set(w.id, w.name || w.id);
    docs.push(
      searchDoc({
        kind: 'world',
        id: w.id,
        title: w.name || w.id,
        href: pages.worldHref.get(w.id) ?? '',
        names: [w.id, w.name],
        keys: [w.description],
        body: w.body,
      }),
    );
  }
  for (const e of graph.entries) {
    const href = pages.entryHref.get(e.file);
    if (href === undefined) continue;
    docs.push(
      searchDoc({
        kind: 'entry',
        id: e.id,
        title: e.name || e.id,
        href,
        context: worldName.get(e.world) ?? e.world,
        names: [e.id, e.name],
        keys: [...e.keys, ...e.aliases, ...e.secondaryKeys, ...e.tags],
        body: e.body,
      }),
    );
  }
  for (const r of routing?.rules ?? []) {
    docs.push(
      searchDoc({
        kind: 'rule',
        id: r.id,
        title: r.name || r.id,
        href: r.href,
        names: [r.id, r.name],
        keys: [...r.namespaces, ...r.writes],
        body: r.filterText,
      }),
    );
  }
  return docs;
}
