/**
 * `world.unreachable` (docs/assets.md "Cause first"): a world no character reads while a character's
 * unresolved `worlds:` item names it as the closest id, so its entries are never retrieved for
 * anyone and no budget check reaches them. The suggestion is the one `resolveWorldRefs` reported.
 */
import type { Character, Entry, World } from './model.js';
import type { Diagnostic, RelatedPlace } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { unresolvedWorld } from '../diagnostics/codes/character/unresolved-world.js';
import { unreachable } from '../diagnostics/codes/world/unreachable.js';
import { worldReaders } from './check-entries.js';

const MEANT = { en: 'the reference that names it closest', 'zh-CN': '最接近它的引用' };

export function checkUnreachableWorlds(
  worlds: readonly World[],
  characters: readonly Character[],
  entries: readonly Entry[],
  diagnostics: Diagnostic[],
): void {
  // the unresolved references, by the world id they were closest to
  const meant = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const suggestion = d.code === unresolvedWorld.code ? d.data['suggestion'] : null;
    if (typeof suggestion !== 'string') continue;
    meant.set(suggestion, [...(meant.get(suggestion) ?? []), d]);
  }
  if (meant.size === 0) return;
  const readers = worldReaders(characters);
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.world, (counts.get(e.world) ?? 0) + 1);
  for (const w of worlds) {
    const refs = meant.get(w.id);
    if (refs === undefined || readers.has(w.id)) continue;
    const span = w.keySpans.id;
    const place = span ? { file: w.file, ...span } : { file: w.file, line: 1, column: 1 };
    const related: RelatedPlace[] = refs.flatMap((d) =>
      d.file === null ? [] : [{ file: d.file, line: d.line, column: d.column, message: MEANT }],
    );
    const names = [...new Set(refs.map((d) => String(d.data['ref'])))];
    diagnostics.push(
      report(unreachable, place, { id: w.id, entries: counts.get(w.id) ?? 0, refs: names }, { related, key: w.id }),
    );
  }
}
