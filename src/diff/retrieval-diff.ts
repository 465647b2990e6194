/**
 * The retrieval half of the behaviour diff: the same messages retrieved for the same character on
 * both sides (the preview's `retrieve`, never a second implementation), entry outcomes compared.
 * Probes: every retrieval scenario of either side, and every entry added, removed or changed,
 * with a message made of its own keys, for each character that uses its world on either side.
 */
import { NO_PROGRESS } from '../core/progress.js';
import type { Progress } from '../core/progress.js';
import type { AssetGraph, Entry } from '../assets/model.js';
import { retrieve } from '../retrieval/retrieve.js';
import type { RetrievalResult } from '../retrieval/types.js';
import { canonicalJson, compareText } from './canonical.js';
import type { EntryOutcome, RetrievalChange, RetrievalDiff, RetrievalSource } from './types.js';

export interface RetrievalSide {
  readonly graph: AssetGraph;
  readonly scenarios: readonly {
    readonly name: string;
    readonly character: string;
    readonly messages: readonly string[];
  }[];
}

/**
 * Entry probes beyond this many are not run (each costs two retrievals per character); the count
 * of those left out is reported, never hidden.
 */
export const MAX_ENTRY_PROBES = 2_000;

export const entryKey = (e: { readonly world: string; readonly id: string }): string => `${e.world}/${e.id}`;

/** What an entry is, apart from where its file lies: a rename changes nothing here. */
function signature(copies: readonly Entry[]): string {
  const one = (e: Entry): string =>
    JSON.stringify([
      e.name,
      e.keys,
      e.aliases,
      e.secondaryKeys,
      e.tags,
      e.priority,
      e.constant,
      e.enabled,
      e.parents,
      e.body,
    ]);
  return copies.length === 1 ? one(copies[0]!) : copies.map(one).sort(compareText).join('\n');
}

function entriesByKey(graph: AssetGraph): Map<string, Entry[]> {
  const out = new Map<string, Entry[]>();
  for (const e of graph.entries) {
    const k = entryKey(e);
    const list = out.get(k);
    if (list) list.push(e);
    else out.set(k, [e]);
  }
  return out;
}

/** Characters whose resolved worlds include `world`. */
function charactersUsing(graph: AssetGraph, world: string): string[] {
  return graph.characters.filter((c) => c.worlds.some((w) => w.resolved && w.ref === world)).map((c) => c.id);
}

/** The probe message of an entry: its keys, aliases and secondary keys, else its name. */
function ownKeysMessage(e: Entry): string {
  const words = [...e.keys, ...e.aliases, ...e.secondaryKeys];
  return words.length > 0 ? words.join(' ') : e.name;
}

/** Not injected and never weighed against a limit: absent, no match, never matchable. */
const QUIET = new Set(['no-match', 'never-matchable']);

/** How telling an outcome is: a copy that is injected says most, one dropped as a duplicate least. */
function weight(o: EntryOutcome): number {
  if (o.kind === 'injected') return 0;
  if (QUIET.has(o.reason)) return 3;
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

function sameOutcome(a: EntryOutcome | undefined, b: EntryOutcome | undefined): boolean {
  const label = (o: EntryOutcome | undefined): string =>
    o === undefined ? 'quiet' : o.kind === 'injected' ? 'injected' : QUIET.has(o.reason) ? 'quiet' : o.reason;
  return label(a) === label(b);
}

function run(graph: AssetGraph, character: string, messages: readonly string[]): RetrievalResult | null {
  if (!graph.characters.some((c) => c.id === character)) return null;
  return retrieve(graph, character, messages);
}

function compareProbe(
  base: AssetGraph,
  head: AssetGraph,
  source: RetrievalSource,
  character: string,
  messages: readonly string[],
): RetrievalChange | null {
  const a = outcomes(run(base, character, messages));
  const b = outcomes(run(head, character, messages));
  const entries: RetrievalChange['entries'][number][] = [];
  for (const entry of [...new Set([...a.keys(), ...b.keys()])].sort(compareText)) {
    const x = a.get(entry);
    const y = b.get(entry);
    if (!sameOutcome(x, y)) entries.push({ entry, before: x ?? null, after: y ?? null });
  }
  return entries.length === 0 ? null : { source, character, messages: [...messages], entries };
}

interface Probe {
  readonly source: RetrievalSource;
  readonly character: string;
  readonly messages: readonly string[];
}

function probeKey(p: Probe): string {
  const s = p.source.kind === 'scenario' ? p.source.name : p.source.entry;
  return canonicalJson([p.source.kind, s, p.character, [...p.messages]]);
}

/** `progress`: phase `retrieval-probes`, in `probes` (each probe retrieved on both sides). */
export function diffRetrieval(
  base: RetrievalSide,
  head: RetrievalSide,
  progress: Progress = NO_PROGRESS,
): RetrievalDiff {
  const probes = new Map<string, Probe>();
  const add = (p: Probe): void => void probes.set(probeKey(p), p);
  for (const side of [base, head])
    for (const s of side.scenarios)
      add({ source: { kind: 'scenario', name: s.name }, character: s.character, messages: s.messages });

  const a = entriesByKey(base.graph);
  const b = entriesByKey(head.graph);
  const changed = [...new Set([...a.keys(), ...b.keys()])]
    .filter((k) => {
      const x = a.get(k);
      const y = b.get(k);
      return x === undefined || y === undefined || signature(x) !== signature(y);
    })
    .sort(compareText);
  let entryProbes = 0;
  let omitted = 0;
  for (const key of changed) {
    const copies = [...(a.get(key) ?? []), ...(b.get(key) ?? [])];
    const world = copies[0]!.world;
    const characters = [...new Set([...charactersUsing(base.graph, world), ...charactersUsing(head.graph, world)])];
    const messages = [...new Set(copies.map(ownKeysMessage))].sort(compareText);
    for (const character of characters.sort(compareText))
      for (const message of messages) {
        if (entryProbes >= MAX_ENTRY_PROBES) {
          omitted++;
          continue;
        }
        entryProbes++;
        add({ source: { kind: 'entry', entry: key }, character, messages: [message] });
      }
  }
  const ordered = [...probes.entries()].sort(([x], [y]) => compareText(x, y)).map(([, p]) => p);
  const changes: RetrievalChange[] = [];
  const phase = progress.start('retrieval-probes', 'probes', ordered.length);
  for (const p of ordered) {
    const c = compareProbe(base.graph, head.graph, p.source, p.character, p.messages);
    if (c !== null) changes.push(c);
    phase.advance();
  }
  phase.end();
  return { compared: ordered.length, omitted, changes };
}
