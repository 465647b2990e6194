/**
 * The retrieval half of the behaviour diff: the same messages retrieved for the same character on
 * both sides (the preview's `retrieve`, never a second implementation), entry outcomes compared.
 * Probes: every retrieval scenario of either side, and for every entry added, removed or changed,
 * one message per key, alias and secondary key it has on either side (key-probes.ts), for each
 * character that uses its world on either side. A probe's own entry outcome is also reported per
 * word (`keys`): "`astra/capital` no longer fires on `王都`".
 */
import { NO_PROGRESS } from '../common/progress.js';
import type { Progress } from '../common/progress.js';
import type { AssetGraph, Entry } from '../assets/model.js';
import { compareText } from '../common/compare.js';
import { canonicalJson } from './canonical.js';
import { keyProbes } from './key-probes.js';
import type { KeyProbe } from './key-probes.js';
import { groupBy } from '../common/group-by.js';
import { Side, entryKey, sameOutcome } from './retrieval-side.js';
import type { KeyChange, RetrievalChange, RetrievalDiff, RetrievalSource } from './types.js';

export interface RetrievalSide {
  readonly graph: AssetGraph;
  readonly scenarios: readonly {
    readonly name: string;
    readonly character: string;
    readonly messages: readonly string[];
  }[];
}

/**
 * Entry probes (entry × character × word) beyond this many are not run (each costs up to two
 * retrievals); the count of those left out is reported, never hidden.
 */
export const MAX_ENTRY_PROBES = 2_000;

/** The fields that make what an entry is, apart from where its file lies: a rename changes nothing here. */
const LISTS = ['keys', 'aliases', 'secondaryKeys', 'tags', 'parents'] as const;
const SCALARS = ['name', 'priority', 'constant', 'enabled', 'body'] as const;

function sameList(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function sameEntry(x: Entry, y: Entry): boolean {
  return SCALARS.every((f) => x[f] === y[f]) && LISTS.every((f) => sameList(x[f], y[f]));
}

/** Copies of one id, as text independent of their files' order (several copies: a duplicate id). */
function signature(copies: readonly Entry[]): string {
  const one = (e: Entry): string => JSON.stringify([...SCALARS.map((f) => e[f]), ...LISTS.map((f) => e[f])]);
  return copies.map(one).sort(compareText).join('\n');
}

/**
 * Whether the copies of one id are the same on both sides. One copy a side (the rule) is compared
 * field by field, far cheaper than stringifying every entry.
 */
function sameCopies(x: readonly Entry[], y: readonly Entry[]): boolean {
  if (x.length === 1 && y.length === 1) return sameEntry(x[0]!, y[0]!);
  return x.length === y.length && signature(x) === signature(y);
}

/** Characters whose resolved worlds include `world`. */
function charactersUsing(graph: AssetGraph, world: string): string[] {
  return graph.characters.filter((c) => c.worlds.some((w) => w.resolved && w.ref === world)).map((c) => c.id);
}

interface Probe {
  readonly source: RetrievalSource;
  readonly character: string;
  readonly messages: readonly string[];
  /** For an entry probe: the words of the entry it asks about. */
  readonly key?: KeyProbe;
}

function probeKey(p: Probe): string {
  const s = p.source.kind === 'scenario' ? p.source.name : p.source.entry;
  return canonicalJson([p.source.kind, s, p.character, [...p.messages]]);
}

function compareProbe(base: Side, head: Side, p: Probe): RetrievalChange | null {
  const a = base.outcomes(p.character, p.messages);
  const b = head.outcomes(p.character, p.messages);
  const entries: RetrievalChange['entries'][number][] = [];
  for (const entry of [...new Set([...a.keys(), ...b.keys()])].sort(compareText)) {
    const x = a.get(entry);
    const y = b.get(entry);
    if (!sameOutcome(x, y)) entries.push({ entry, before: x ?? null, after: y ?? null });
  }
  return entries.length === 0 ? null : { source: p.source, character: p.character, messages: [...p.messages], entries };
}

/** The changed entry's own line of an entry probe, as a per-word change. */
function keyChange(p: Probe, c: RetrievalChange): KeyChange | null {
  if (p.source.kind !== 'entry' || p.key === undefined) return null;
  const own = p.source.entry;
  const line = c.entries.find((e) => e.entry === own);
  if (line === undefined) return null;
  return {
    entry: own,
    character: p.character,
    kind: p.key.kind,
    words: [...p.key.words],
    before: line.before,
    after: line.after,
  };
}

/** Entry ids whose copies differ between the sides (added, removed or changed), sorted. */
function changedEntries(a: Map<string, Entry[]>, b: Map<string, Entry[]>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((k) => {
      const x = a.get(k);
      const y = b.get(k);
      return x === undefined || y === undefined || !sameCopies(x, y);
    })
    .sort(compareText);
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

  const a = groupBy(base.graph.entries, entryKey);
  const b = groupBy(head.graph.entries, entryKey);
  let entryProbes = 0;
  let omitted = 0;
  for (const key of changedEntries(a, b)) {
    const before = a.get(key) ?? [];
    const after = b.get(key) ?? [];
    const world = [...before, ...after][0]!.world;
    const characters = [...new Set([...charactersUsing(base.graph, world), ...charactersUsing(head.graph, world)])];
    const words = keyProbes(before, after);
    for (const character of characters.sort(compareText))
      for (const probe of words) {
        if (entryProbes >= MAX_ENTRY_PROBES) {
          omitted++;
          continue;
        }
        entryProbes++;
        add({ source: { kind: 'entry', entry: key }, character, messages: [probe.message], key: probe });
      }
  }
  const ordered = [...probes.entries()].sort(([x], [y]) => compareText(x, y)).map(([, p]) => p);
  const sides = { base: new Side(base.graph), head: new Side(head.graph) };
  const changes: RetrievalChange[] = [];
  const keys: KeyChange[] = [];
  const phase = progress.start('retrieval-probes', 'probes', ordered.length);
  for (const p of ordered) {
    const c = compareProbe(sides.base, sides.head, p);
    phase.advance();
    if (c === null) continue;
    changes.push(c);
    const k = keyChange(p, c);
    if (k !== null) keys.push(k);
  }
  phase.end();
  return { compared: ordered.length, omitted, changes, keys };
}
