/**
 * The asset half of the behaviour diff: what the loader and the validator concluded on each side,
 * compared. Entry states come from the validator's own findings (`entry.never-matchable`,
 * `entry.over-budget`, `entry.duplicate-id`, `entry.disabled`), never from a second check.
 */
import type { AssetGraph } from '../assets/model.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { compareText } from '../common/compare.js';
import { canonicalJson } from './canonical.js';
import { entryKey } from './retrieval-side.js';
import type { AssetDiff, EntryStatus } from './types.js';

export interface AssetSide {
  readonly graph: AssetGraph;
  readonly diagnostics: readonly Diagnostic[];
}

const STATUS_OF_CODE: Readonly<Record<string, EntryStatus>> = {
  'entry.never-matchable': 'never-matchable',
  'entry.over-budget': 'over-budget',
  'entry.duplicate-id': 'shadowed',
  'entry.disabled': 'disabled',
};

/** `world/id` -> status -> the characters concerned (over-budget) or []. */
function entryStatuses(side: AssetSide): Map<string, Map<EntryStatus, readonly string[]>> {
  const byFile = new Map(side.graph.entries.map((e) => [e.file, entryKey(e)]));
  const out = new Map<string, Map<EntryStatus, readonly string[]>>();
  for (const d of side.diagnostics) {
    const status = STATUS_OF_CODE[d.code];
    const key = d.file === null ? undefined : byFile.get(d.file);
    if (status === undefined || key === undefined) continue;
    const states = out.get(key) ?? new Map<EntryStatus, readonly string[]>();
    const chars = status === 'over-budget' ? ((d.data['characters'] as readonly string[] | undefined) ?? []) : [];
    states.set(status, [...new Set([...(states.get(status) ?? []), ...chars])].sort(compareText));
    out.set(key, states);
  }
  return out;
}

function union<T>(a: Iterable<T>, b: Iterable<T>): T[] {
  return [...new Set([...a, ...b])];
}

type Kind = 'character' | 'world' | 'entry';

function filesById(graph: AssetGraph): Map<string, { kind: Kind; id: string; file: string }> {
  const out = new Map<string, { kind: Kind; id: string; file: string }>();
  for (const c of graph.characters) out.set(`character\u0000${c.id}`, { kind: 'character', id: c.id, file: c.file });
  for (const w of graph.worlds) out.set(`world\u0000${w.id}`, { kind: 'world', id: w.id, file: w.file });
  // An entry id with several copies: the sorted files, so a rename of one copy shows as a move.
  const entries = new Map<string, string[]>();
  for (const e of graph.entries) entries.set(entryKey(e), [...(entries.get(entryKey(e)) ?? []), e.file]);
  for (const [id, files] of entries)
    out.set(`entry\u0000${id}`, { kind: 'entry', id, file: files.sort(compareText).join(', ') });
  return out;
}

/** The root a display path lies in (the longest matching root), or the path itself. */
function rootOf(graph: AssetGraph, file: string): string {
  let best: string | null = null;
  for (const r of graph.roots)
    if ((r === '.' || file.startsWith(r + '/')) && (best === null || r.length > best.length)) best = r;
  return best ?? file;
}

type Change<K extends keyof AssetDiff> = AssetDiff[K][number];

/** Assets on one side only, and assets whose file changed. */
function diffPresence(
  base: AssetGraph,
  head: AssetGraph,
): { presence: Change<'presence'>[]; paths: Change<'paths'>[] } {
  const fa = filesById(base);
  const fb = filesById(head);
  const presence: Change<'presence'>[] = [];
  const paths: Change<'paths'>[] = [];
  for (const key of union(fa.keys(), fb.keys()).sort(compareText)) {
    const x = fa.get(key);
    const y = fb.get(key);
    const { kind, id } = (x ?? y)!;
    if (x === undefined || y === undefined)
      presence.push({ kind, id, before: x?.file ?? null, after: y?.file ?? null });
    else if (x.file !== y.file) paths.push({ kind, id, before: x.file, after: y.file });
  }
  return { presence, paths };
}

/** `character\0ref` -> whether the reference resolves. */
function worldRefsOf(g: AssetGraph): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const c of g.characters) for (const w of c.worlds) out.set(`${c.id}\u0000${w.ref}`, w.resolved);
  return out;
}

/** World references added, removed or newly (un)resolved, of characters on both sides. */
function diffWorldRefs(base: AssetGraph, head: AssetGraph): Change<'worldRefs'>[] {
  const ra = worldRefsOf(base);
  const rb = worldRefsOf(head);
  const worldRefs: Change<'worldRefs'>[] = [];
  const charsA = new Set(base.characters.map((c) => c.id));
  const charsB = new Set(head.characters.map((c) => c.id));
  for (const key of union(ra.keys(), rb.keys()).sort(compareText)) {
    const [character, ref] = key.split('\u0000') as [string, string];
    // A character on one side only is in `presence`; its references are not news.
    if (!charsA.has(character) || !charsB.has(character)) continue;
    const x = ra.get(key) ?? null;
    const y = rb.get(key) ?? null;
    if (x !== y) worldRefs.push({ character, ref, before: x, after: y });
  }
  return worldRefs;
}

/** Entry states (never matchable, over budget, shadowed, disabled) that appear, go or change characters. */
function diffEntryStatus(base: AssetSide, head: AssetSide): Change<'entryStatus'>[] {
  const sa = entryStatuses(base);
  const sb = entryStatuses(head);
  const entryStatus: Change<'entryStatus'>[] = [];
  for (const entry of union(sa.keys(), sb.keys()).sort(compareText)) {
    const x = sa.get(entry);
    const y = sb.get(entry);
    for (const status of union(x?.keys() ?? [], y?.keys() ?? []).sort(compareText)) {
      const cx = x?.get(status);
      const cy = y?.get(status);
      if (cx !== undefined && cy !== undefined && canonicalJson([...cx]) === canonicalJson([...cy])) continue;
      entryStatus.push({
        entry,
        status,
        characters: union(cx ?? [], cy ?? []).sort(compareText),
        before: cx !== undefined,
        after: cy !== undefined,
      });
    }
  }
  return entryStatus;
}

function winnersOf(g: AssetGraph): Map<string, { kind: 'character' | 'world'; id: string; winner: string }> {
  return new Map(g.overrides.map((o) => [`${o.kind}\u0000${o.id}`, { kind: o.kind, id: o.id, winner: o.winner }]));
}

/** Overridden assets whose winning root changed. */
function diffOverrides(base: AssetGraph, head: AssetGraph): Change<'overrides'>[] {
  const oa = winnersOf(base);
  const ob = winnersOf(head);
  const overrides: Change<'overrides'>[] = [];
  for (const key of union(oa.keys(), ob.keys()).sort(compareText)) {
    const x = oa.get(key);
    const y = ob.get(key);
    // The same root winning through a renamed file is a path change, not an override change.
    if (x && y && rootOf(base, x.winner) === rootOf(head, y.winner)) continue;
    const { kind, id } = (x ?? y)!;
    overrides.push({ kind, id, before: x?.winner ?? null, after: y?.winner ?? null });
  }
  return overrides;
}

/** Effective budget values that changed, of characters on both sides, by character and key. */
function diffBudgets(base: AssetGraph, head: AssetGraph): Change<'budgets'>[] {
  const budgets: Change<'budgets'>[] = [];
  const headChars = new Map(head.characters.map((c) => [c.id, c]));
  for (const c of base.characters) {
    const h = headChars.get(c.id);
    if (!h) continue;
    const va = c.budgets.values as unknown as Record<string, number>;
    const vb = h.budgets.values as unknown as Record<string, number>;
    for (const key of union(Object.keys(va), Object.keys(vb)).sort(compareText))
      if (va[key] !== vb[key]) budgets.push({ character: c.id, key, before: va[key] ?? null, after: vb[key] ?? null });
  }
  budgets.sort((x, y) => compareText(x.character, y.character) || compareText(x.key, y.key));
  return budgets;
}

export function diffAssets(base: AssetSide, head: AssetSide): AssetDiff {
  const { presence, paths } = diffPresence(base.graph, head.graph);
  const overrides = diffOverrides(base.graph, head.graph);
  // A winner that moved to another root is an override change, not a moved file.
  const overridden = new Set(overrides.map((o) => `${o.kind}\u0000${o.id}`));
  return {
    presence,
    worldRefs: diffWorldRefs(base.graph, head.graph),
    entryStatus: diffEntryStatus(base, head),
    overrides,
    budgets: diffBudgets(base.graph, head.graph),
    paths: paths.filter((p) => !overridden.has(`${p.kind}\u0000${p.id}`)),
  };
}
