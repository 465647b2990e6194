/**
 * One side of the retrieval diff: an entry's outcome per probe (the preview's `retrieve`), each
 * (character, messages) retrieved once, and how outcomes compare (retrieval-diff.ts).
 */
import { groupBy } from '../common/group-by.js';
import type { AssetGraph, Entry } from '../assets/model.js';
import { retrieve } from '../retrieval/retrieve.js';
import type { RetrievalResult } from '../retrieval/types.js';
import { compareText } from '../common/compare.js';
import { canonicalJson } from './canonical.js';
import type { EntryOutcome } from './types.js';

import { entryKey } from '../retrieval/scenarios/run-scenarios.js';

/** `world/id`: the one spelling of an entry's id, shared with the retrieval scenarios. */
export { entryKey };

/** Not injected and never weighed against a limit: absent, no match, never matchable. */
export const QUIET_REASONS: ReadonlySet<string> = new Set(['no-match', 'never-matchable']);

/** How telling an outcome is: a copy that is injected says most, one dropped as a duplicate least. */
function weight(o: EntryOutcome): number {
  if (o.kind === 'injected') return 0;
  if (QUIET_REASONS.has(o.reason)) return 3;
  return o.reason === 'duplicate-id' ? 2 : 1;
}

/**
 * Outcome per `world/id`: of its copies' outcomes, the most telling (injected, else a limit, else
 * dropped as a duplicate, else not matched), ties by reason: independent of the copies' file order.
 */
function outcomes(result: RetrievalResult | null): Map<string, EntryOutcome> {
  const out = new Map<string, EntryOutcome>();
  if (result === null) return out;
  const consider = (key: string, o: EntryOutcome): void => {
    const at = out.get(key);
    const reason = (x: EntryOutcome): string => (x.kind === 'injected' ? '' : x.reason);
    if (at === undefined || weight(o) < weight(at) || (weight(o) === weight(at) && reason(o) < reason(at)))
      out.set(key, o);
  };
  for (const e of result.injected) consider(entryKey(e), { kind: 'injected', order: e.order });
  for (const e of result.excluded) consider(entryKey(e), { kind: 'excluded', reason: e.reason });
  return out;
}

export function sameOutcome(a: EntryOutcome | undefined, b: EntryOutcome | undefined): boolean {
  const label = (o: EntryOutcome | undefined): string =>
    o === undefined ? 'quiet' : o.kind === 'injected' ? 'injected' : QUIET_REASONS.has(o.reason) ? 'quiet' : o.reason;
  return label(a) === label(b);
}

/**
 * Retrievals of one side, each (character, messages) run once: entries sharing a word share its
 * probe. Each runs on the character's slice of the graph (its card and the entries of its
 * resolved worlds: all `retrieve` reads of it; their order is free, `retrieve` ranks by a total
 * order), cut once per character: on 50,000 entries a retrieval over the whole graph spends most
 * of its time skipping other worlds' entries.
 */
export class Side {
  private readonly memo = new Map<string, Map<string, EntryOutcome>>();
  private readonly slices = new Map<string, AssetGraph | null>();
  private byWorld: Map<string, Entry[]> | null = null;
  constructor(private readonly graph: AssetGraph) {}

  outcomes(character: string, messages: readonly string[]): Map<string, EntryOutcome> {
    const key = canonicalJson([character, [...messages]]);
    let out = this.memo.get(key);
    if (out === undefined) {
      const graph = this.slice(character);
      out = outcomes(graph === null ? null : retrieve(graph, character, messages));
      this.memo.set(key, out);
    }
    return out;
  }

  private slice(id: string): AssetGraph | null {
    const known = this.slices.get(id);
    if (known !== undefined) return known;
    const character = this.graph.characters.find((c) => c.id === id);
    let slice: AssetGraph | null = null;
    if (character !== undefined) {
      this.byWorld ??= groupBy(this.graph.entries, (e) => e.world);
      const worlds = [...new Set(character.worlds.filter((w) => w.resolved).map((w) => w.ref))].sort(compareText);
      const entries = worlds.flatMap((w) => this.byWorld?.get(w) ?? []);
      slice = { ...this.graph, characters: [character], entries };
    }
    this.slices.set(id, slice);
    return slice;
  }
}
