/**
 * Run retrieval scenarios through the real `retrieve` (never a second implementation) and compare:
 * each failing expectation is a `retrieval.scenario-failed` error at the expectation, saying what
 * was injected instead and why the entry was left out (or why it got in). Refs are resolved here,
 * against the character's resolved worlds: an unknown character, an unknown or ambiguous ref and
 * contradicting expectations are `retrieval.invalid-scenario`. Pure: the asset graph is passed in.
 */
import type { AssetGraph } from '../../assets/model.js';
import { closestCandidate } from '../../core/closest-candidate.js';
import type { Diagnostic, Place } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { retrievalScenarioFailed } from '../../diagnostics/codes/retrieval/scenario-failed.js';
import type { ScenarioFailedData } from '../../diagnostics/codes/retrieval/scenario-failed.js';
import { placeOf } from '../../diagnostics/place.js';
import type { NodePath } from '../../core/spans.js';
import { spanAt } from '../../core/spans.js';
import { retrieve } from '../retrieve.js';
import type { ExcludedEntry, InjectedEntry, RetrievalResult } from '../types.js';
import { invalidScenario, refText } from './load-scenarios.js';
import type {
  RetrievalScenario,
  RetrievalScenarioFailure,
  RetrievalScenarioResult,
  ScenarioEntryRef,
} from './types.js';
import { compareText } from '../../core/compare.js';

/** `world/id`: how scenarios, results and messages name an entry. */
export const entryKey = (e: { readonly world: string; readonly id: string }): string => `${e.world}/${e.id}`;

/** The entries a character's scenarios may name: those of its resolved worlds. */
interface CharacterEntries {
  readonly worlds: readonly string[];
  /** `world/id` of every entry. */
  readonly keys: ReadonlySet<string>;
  /** Entry id -> the worlds that have it, sorted. */
  readonly worldsOfId: ReadonlyMap<string, readonly string[]>;
}

function characterEntries(graph: AssetGraph, characterId: string): CharacterEntries {
  const character = graph.characters.find((c) => c.id === characterId);
  const known = new Set(graph.worlds.map((w) => w.id));
  const worlds = [
    ...new Set((character?.worlds ?? []).filter((w) => w.resolved && known.has(w.ref)).map((w) => w.ref)),
  ];
  const inWorlds = new Set(worlds);
  const keys = new Set<string>();
  const worldsOfId = new Map<string, string[]>();
  for (const e of graph.entries) {
    if (!inWorlds.has(e.world)) continue;
    keys.add(entryKey(e));
    const list = worldsOfId.get(e.id) ?? [];
    if (!list.includes(e.world)) list.push(e.world);
    worldsOfId.set(e.id, list);
  }
  for (const list of worldsOfId.values()) list.sort(compareText);
  return { worlds, keys, worldsOfId };
}

export type RefResolution =
  | { readonly ok: true; readonly key: string }
  | { readonly ok: false; readonly problem: 'unknown-entry'; readonly suggestion: string | null }
  | { readonly ok: false; readonly problem: 'ambiguous-entry'; readonly candidates: readonly string[] };

/**
 * `world/id` names that entry. A bare id names the entry of that id when exactly one of the
 * character's worlds has it; in several it is ambiguous. An id that itself holds a `/` is found
 * either way.
 */
export function resolveRef(ref: ScenarioEntryRef, entries: CharacterEntries): RefResolution {
  const text = refText(ref);
  if (ref.world !== null && entries.keys.has(text)) return { ok: true, key: text };
  const worlds = entries.worldsOfId.get(text) ?? [];
  if (worlds.length === 1) return { ok: true, key: `${worlds[0] as string}/${text}` };
  if (worlds.length > 1)
    return { ok: false, problem: 'ambiguous-entry', candidates: worlds.map((w) => `${w}/${text}`) };
  // `wrong-world/guard`: the id is there, in another of the character's worlds.
  const sameId = ref.world !== null ? entries.worldsOfId.get(ref.id) : undefined;
  if (sameId !== undefined)
    return { ok: false, problem: 'unknown-entry', suggestion: `${sameId[0] as string}/${ref.id}` };
  const names = [...entries.keys, ...entries.worldsOfId.keys()];
  return { ok: false, problem: 'unknown-entry', suggestion: closestCandidate(text, names) };
}

/** Where each entry of the result went: injected (first copy) or its left-out copies. */
interface Outcomes {
  readonly injected: ReadonlyMap<string, InjectedEntry>;
  readonly excluded: ReadonlyMap<string, readonly ExcludedEntry[]>;
  readonly order: readonly string[];
}

function outcomes(r: RetrievalResult): Outcomes {
  const injected = new Map<string, InjectedEntry>();
  for (const e of r.injected) if (!injected.has(entryKey(e))) injected.set(entryKey(e), e);
  const excluded = new Map<string, ExcludedEntry[]>();
  for (const e of r.excluded) {
    const list = excluded.get(entryKey(e)) ?? [];
    list.push(e);
    excluded.set(entryKey(e), list);
  }
  return { injected, excluded, order: r.injected.map(entryKey) };
}

const matchedKeys = (e: InjectedEntry): string[] => [...new Set(e.matched.map((m) => m.key))];

/** The facts of an injected entry for a failure. */
function injectedFacts(e: InjectedEntry): Pick<RetrievalScenarioFailure, 'order' | 'matched' | 'constant'> {
  return { order: e.order, matched: matchedKeys(e), constant: e.constant };
}

/**
 * Why an entry that is not injected was left out: its kept copy's reason (the one that is not
 * `duplicate-id`), with the budget or the kept file.
 */
function leftOutFacts(
  copies: readonly ExcludedEntry[],
): Pick<RetrievalScenarioFailure, 'actual' | 'budget' | 'keptFile'> {
  const e = copies.find((c) => c.reason !== 'duplicate-id') ?? copies[0];
  if (!e) return { actual: 'missing' };
  return {
    actual: e.reason,
    ...(e.budget ? { budget: { name: e.budget.name, needed: e.budget.needed, available: e.budget.available } } : {}),
    ...(e.keptFile !== undefined ? { keptFile: e.keptFile } : {}),
  };
}

/** The message data of a failure (also what the catalog renders for it). */
export function failureData(
  name: string,
  f: RetrievalScenarioFailure,
  injected: readonly string[],
): ScenarioFailedData {
  return {
    name,
    entry: f.entry,
    kind: f.kind,
    expected: f.expected,
    actual: f.actual,
    order: f.order ?? 0,
    matched: f.matched ?? [],
    constant: f.constant ?? false,
    budget: f.budget?.name ?? '',
    needed: f.budget?.needed ?? 0,
    available: f.budget?.available ?? 0,
    keptFile: f.keptFile ?? '',
    after: f.after?.entry ?? '',
    afterOrder: f.after?.order ?? 0,
    injected,
  };
}

interface Resolved {
  readonly key: string;
  readonly path: NodePath;
}

export function runRetrievalScenarios(
  scenarios: readonly RetrievalScenario[],
  graph: AssetGraph,
): { readonly results: RetrievalScenarioResult[]; readonly diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const byCharacter = new Map<string, CharacterEntries>();
  const characterIds = graph.characters.map((c) => c.id);
  const results = scenarios.map((s): RetrievalScenarioResult => {
    const at = (path: NodePath, which: 'key' | 'value' = 'value') => placeOf(s.file, spanAt(s.spans, path, which));
    const lineOf = (path: NodePath) => spanAt(s.spans, path)?.line ?? null;
    const base = { name: s.name, file: s.file, line: lineOf([]), character: s.character };
    if (!characterIds.includes(s.character)) {
      diagnostics.push(
        invalidScenario(at(['character']), {
          problem: 'unknown-character',
          name: s.name,
          field: 'character',
          found: '`' + s.character + '`',
          suggestion: closestCandidate(s.character, characterIds) ?? '',
        }),
      );
      return { ...base, passed: false, invalid: true, injected: [], failures: [] };
    }
    let entries = byCharacter.get(s.character);
    if (!entries) byCharacter.set(s.character, (entries = characterEntries(graph, s.character)));
    const known = entries;

    let invalid = false;
    const resolve = (ref: ScenarioEntryRef, path: NodePath, which: 'key' | 'value' = 'value'): Resolved | null => {
      const r = resolveRef(ref, known);
      if (r.ok) return { key: r.key, path };
      const field = path.join('.');
      diagnostics.push(
        invalidScenario(at(path, which), {
          problem: r.problem,
          name: s.name,
          field,
          found: '`' + refText(ref) + '`',
          character: s.character,
          candidates: r.problem === 'ambiguous-entry' ? r.candidates : known.worlds,
          suggestion: r.problem === 'unknown-entry' ? (r.suggestion ?? '') : '',
        }),
      );
      invalid = true;
      return null;
    };
    const injectedRefs = s.expect.injected.map((ref, j) => resolve(ref, ['expect', 'injected', j]));
    const notInjectedRefs = s.expect.notInjected.map((ref, j) => resolve(ref, ['expect', 'notInjected', j]));
    const reasonRefs = s.expect.reasons.map(({ entry, reason }) => ({
      at: resolve(entry, ['expect', 'reason', refText(entry)], 'key'),
      reason,
    }));
    const wanted = new Set(injectedRefs.flatMap((r) => (r ? [r.key] : [])));
    for (const r of notInjectedRefs) {
      if (!r || !wanted.has(r.key)) continue;
      diagnostics.push(
        invalidScenario(at(r.path), {
          problem: 'contradiction',
          name: s.name,
          field: r.path.join('.'),
          found: '`' + r.key + '`',
        }),
      );
      invalid = true;
    }

    const result = retrieve(graph, s.character, s.messages);
    const o = outcomes(result);
    if (invalid) return { ...base, passed: false, invalid: true, injected: o.order, failures: [] };

    const failures: RetrievalScenarioFailure[] = [];
    const places: Place[] = [];
    const fail = (f: RetrievalScenarioFailure, path: NodePath, which: 'key' | 'value' = 'value'): void => {
      failures.push(f);
      places.push(at(path, which));
    };
    let last: { key: string; order: number } | null = null;
    for (const r of injectedRefs) {
      if (!r) continue;
      const line = lineOf(r.path);
      const hit = o.injected.get(r.key);
      if (!hit) {
        const facts = leftOutFacts(o.excluded.get(r.key) ?? []);
        fail({ kind: 'injected', entry: r.key, expected: 'injected', line, ...facts }, r.path);
        continue;
      }
      if (!s.expect.ordered) continue;
      if (last !== null && hit.order < last.order) {
        fail(
          {
            kind: 'order',
            entry: r.key,
            expected: 'after',
            actual: 'before',
            line,
            ...injectedFacts(hit),
            after: { entry: last.key, order: last.order },
          },
          r.path,
        );
      } else last = { key: r.key, order: hit.order };
    }
    for (const r of notInjectedRefs) {
      if (!r) continue;
      const hit = o.injected.get(r.key);
      if (!hit) continue;
      fail(
        {
          kind: 'not-injected',
          entry: r.key,
          expected: 'not-injected',
          actual: 'injected',
          line: lineOf(r.path),
          ...injectedFacts(hit),
        },
        r.path,
      );
    }
    for (const { at: r, reason } of reasonRefs) {
      if (!r) continue;
      const copies = o.excluded.get(r.key) ?? [];
      if (copies.some((c) => c.reason === reason)) continue;
      const hit = o.injected.get(r.key);
      const line = lineOf(r.path);
      fail(
        hit
          ? { kind: 'reason', entry: r.key, expected: reason, actual: 'injected', line, ...injectedFacts(hit) }
          : { kind: 'reason', entry: r.key, expected: reason, line, ...leftOutFacts(copies) },
        r.path,
      );
    }
    failures.forEach((f, i) =>
      diagnostics.push(
        report(retrievalScenarioFailed, places[i] as Place, failureData(s.name, f, o.order), {
          key: `${s.name}:${f.kind}:${f.entry}`,
        }),
      ),
    );
    return { ...base, passed: failures.length === 0, invalid: false, injected: o.order, failures };
  });
  return { results, diagnostics };
}
