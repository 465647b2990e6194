/**
 * The primary keys (`keys`, `aliases`) of the entries the key-hygiene checks look at: enabled,
 * readable, not a duplicate id (`entry.duplicate-id` already speaks for those), grouped by world,
 * as matching sees them (`entryKeys`: trimmed, folded, once per entry).
 */
import type { Entry } from '../../assets/model.js';
import type { Place } from '../../diagnostics/define.js';
import type { KeyCandidate } from '../match.js';

export interface WorldKey {
  readonly entry: Entry;
  readonly field: 'keys' | 'aliases';
  /** As written, trimmed. */
  readonly key: string;
  readonly folded: string;
}

export function checkedEntry(e: Entry): boolean {
  return e.enabled && e.readable && !e.duplicate;
}

/** An entry's `entryKeys`, folded once however many checks ask (`RunMemo.perObject`). */
export type KeysOf = (entry: Entry) => readonly KeyCandidate[];

/** The primary keys of one world's entries, in entry order. */
export function primaryKeys(entries: readonly Entry[], keysOf: KeysOf): WorldKey[] {
  const out: WorldKey[] = [];
  for (const entry of entries) {
    if (!checkedEntry(entry)) continue;
    for (const k of keysOf(entry)) {
      if (k.kind === 'secondary') continue;
      out.push({ entry, field: k.kind === 'key' ? 'keys' : 'aliases', key: k.key, folded: k.folded });
    }
  }
  return out;
}

/** The line of the field a key was written in (per-item positions are not kept). */
export function keyPlace(k: WorldKey): Place {
  const s = k.entry.keySpans[k.field];
  return s ? { file: k.entry.file, ...s } : { file: k.entry.file, line: null, column: null };
}

export function byFolded(keys: readonly WorldKey[]): Map<string, WorldKey[]> {
  const out = new Map<string, WorldKey[]>();
  for (const k of keys) {
    const list = out.get(k.folded);
    if (list) list.push(k);
    else out.set(k.folded, [k]);
  }
  return out;
}
