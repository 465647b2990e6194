/**
 * scopeToCharacter: the graph as `/rp validate <id>` sees it — only that card, its examples, its
 * resolved worlds and their entries, and only diagnostics about those files (its unresolved
 * world references are diagnostics on the card itself, so they stay).
 */
import type { AssetGraph } from './model.js';

export function scopeToCharacter(graph: AssetGraph, id: string): AssetGraph | null {
  const character = graph.characters.find((c) => c.id === id);
  if (!character) return null;
  const worldIds = new Set(character.worlds.filter((w) => w.resolved).map((w) => w.ref));
  const worlds = graph.worlds.filter((w) => worldIds.has(w.id));
  const entries = graph.entries.filter((e) => worldIds.has(e.world));
  const files = new Set<string>([character.file, ...worlds.map((w) => w.file), ...entries.map((e) => e.file)]);
  if (character.examples?.file) files.add(character.examples.file);
  return {
    roots: graph.roots,
    characters: [character],
    worlds,
    entries,
    overrides: graph.overrides.filter((o) => (o.kind === 'character' ? o.id === id : worldIds.has(o.id))),
    diagnostics: graph.diagnostics.filter((d) => d.file !== null && files.has(d.file)),
  };
}
