/**
 * A world -> SillyTavern World Info JSON: every entry complete (entry.ts), keyed by its kept uid
 * (fresh ones for the rest), and the world core as one more entry when WORLD.md has a body.
 */
import type { AssetGraph } from '../../assets/model.js';
import { entriesOfWorld } from '../entry/world-entries.js';
import { keptOf } from '../entry/our-entry.js';
import type { Json } from '../shared/same-json.js';
import { coreStEntry, stEntry } from './entry.js';
import { CORE_MARK_KEY } from '../entry/world-core.js';
import { slugOf } from '../shared/names.js';

/** Hands out each kept uid once, and the smallest free numbers to entries without one (or a taken one). */
function uidAllocator(taken: readonly Json[]): (wanted: Json | undefined) => number {
  const used = new Set(taken.filter((u): u is number => typeof u === 'number'));
  const given = new Set<number>();
  let next = 0;
  return (wanted) => {
    if (typeof wanted === 'number' && !given.has(wanted)) {
      given.add(wanted);
      return wanted;
    }
    while (used.has(next) || given.has(next)) next++;
    given.add(next);
    return next;
  };
}

export function exportWorldInfo(graph: AssetGraph, worldId: string): Record<string, Json> {
  const world = graph.worlds.find((w) => w.id === worldId);
  if (!world) throw new Error(`no world ${worldId}`);
  const rows = entriesOfWorld(graph, worldId).map(stEntry);
  const core = coreStEntry(world);
  const uid = uidAllocator(rows.map((r) => r.uid ?? null));
  const out: Record<string, Json> = {};
  for (const row of rows) {
    const id = uid(row.uid);
    out[String(id)] = { ...row, uid: id };
  }
  if (core) {
    const id = uid(undefined);
    out[String(id)] = { ...core, uid: id, displayIndex: id };
  }
  // SillyTavern names a world by its file; `name` (and our id, where the name would not give it
  // back) ride along as top-level fields, which SillyTavern keeps as they are
  const top: Record<string, Json> = { ...keptOf(world, 'x-sillytavern'), name: world.name };
  if (world.id !== slugOf(world.name, '')) top[CORE_MARK_KEY] = { id: world.id };
  return { ...top, entries: out };
}
