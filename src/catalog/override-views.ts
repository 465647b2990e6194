/** Every id defined in more than one root: the winning file and the shadowed ones, with their roots. */
import type { AssetGraph } from '../assets/model.js';
import { isInside } from '../common/paths.js';
import type { CatalogOverride } from './model.js';

/** The root (display path) a file lies in; the deepest match wins when roots nest. */
export function rootOfFile(roots: readonly string[], file: string): string {
  let best = '';
  for (const r of roots) if (isInside(r, file) && r.length >= best.length) best = r;
  return best;
}

export function viewOverrides(
  graph: AssetGraph,
  hrefOf: (kind: 'character' | 'world', id: string) => string,
): CatalogOverride[] {
  return graph.overrides.map((o) => ({
    kind: o.kind,
    id: o.id,
    href: hrefOf(o.kind, o.id),
    winner: { file: o.winner, root: rootOfFile(graph.roots, o.winner) },
    shadowed: o.shadowed.map((f) => ({ file: f, root: rootOfFile(graph.roots, f) })),
  }));
}
