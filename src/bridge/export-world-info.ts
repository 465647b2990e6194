/** A world -> SillyTavern World Info JSON: every entry complete (strict), kept fields restored. */
import type { AssetGraph } from '../assets/model.js';
import { stFromCard } from './cross-format.js';
import { ST_ENTRY_DEFAULTS } from './formats.js';
import { ST_MAPPED, toSource } from './mapped-fields.js';
import { keptOf, ourEntry } from './our-entry.js';
import type { Json } from './same-json.js';
import { entriesOfWorld } from './world-entries.js';

export function exportWorldInfo(graph: AssetGraph, worldId: string): Record<string, Json> {
  const world = graph.worlds.find((w) => w.id === worldId);
  if (!world) throw new Error(`no world ${worldId}`);
  const entries = entriesOfWorld(graph, worldId);
  const rows = entries.map((e) => {
    const st = keptOf(e, 'x-sillytavern');
    const fromCard = Object.keys(st).length === 0 ? stFromCard(keptOf(e, 'x-card')) : {};
    return { e, kept: { ...fromCard, ...st } };
  });
  const used = new Set(rows.map((r) => r.kept.uid).filter((u): u is number => typeof u === 'number'));
  let next = 0;
  const out: Record<string, Json> = {};
  for (const { e, kept } of rows) {
    let uid = kept.uid;
    if (typeof uid !== 'number' || out[String(uid)] !== undefined) {
      while (used.has(next)) next++;
      uid = next;
      used.add(next);
    }
    const ours = ourEntry(e);
    out[String(uid)] = { ...ST_ENTRY_DEFAULTS, ...kept, ...toSource(ST_MAPPED, ours, kept), uid };
  }
  return { ...keptOf(world, 'x-sillytavern'), entries: out };
}
