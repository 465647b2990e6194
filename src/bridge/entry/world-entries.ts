/**
 * A world's entries in graph order, indexed once per graph: exporting every character's card
 * looks up each of its worlds, and a scan of all entries per lookup made the site's downloads
 * quadratic (characters × entries) on large repositories.
 */
import type { AssetGraph, Entry } from '../../assets/model.js';
import { groupBy } from '../../common/group-by.js';

const indexes = new WeakMap<AssetGraph, ReadonlyMap<string, readonly Entry[]>>();

export function entriesOfWorld(graph: AssetGraph, worldId: string): readonly Entry[] {
  let index = indexes.get(graph);
  if (index === undefined) {
    index = groupBy(graph.entries, (e) => e.world);
    indexes.set(graph, index);
  }
  return index.get(worldId) ?? [];
}
