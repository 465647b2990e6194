/**
 * What the site's playground needs to run the core in the browser: the asset graph (as the loader
 * built it, trimmed by playgroundGraph) and the routing rules with the project config
 * (plain data; the browser builds the router with routerFor, as the site build does).
 */
import type { AssetGraph } from '../assets/model.js';
import type { RpConfig } from '../config/types.js';
import type { RoutingRule } from '../routing/types.js';

export interface PlaygroundData {
  readonly graph: AssetGraph;
  readonly routing: { readonly rules: readonly RoutingRule[]; readonly config: RpConfig } | null;
}

/**
 * The graph the playground retrieves over: no diagnostics, no key positions, and no character or
 * entry bodies (retrieval reads the precomputed `tokens`, the examples text and world bodies only;
 * a unit test proves the result is the same). This keeps the 10,000-entry JSON small.
 */
export function playgroundGraph(graph: AssetGraph): AssetGraph {
  return {
    roots: graph.roots,
    characters: graph.characters.map((c) => ({ ...c, keySpans: {}, body: '' })),
    worlds: graph.worlds.map((w) => ({ ...w, keySpans: {} })),
    entries: graph.entries.map((e) => ({ ...e, keySpans: {}, body: '' })),
    overrides: graph.overrides,
    diagnostics: [],
  };
}
