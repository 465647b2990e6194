/**
 * Run retrieval scenarios through the real `retrieve` (never a second implementation) and compare:
 * each failing expectation is a `retrieval.scenario-failed` error at the expectation, saying what
 * was injected instead and why the entry was left out (or why it got in). Refs are resolved here,
 * against the character's resolved worlds: an unknown character, an unknown or ambiguous ref and
 * contradicting expectations are `retrieval.invalid-scenario`. Pure: the asset graph is passed in.
 */
import type { AssetGraph } from '../../assets/model.js';
import { closestCandidate } from '../../common/closest-candidate.js';
import type { Diagnostic, Place } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { retrievalScenarioFailed } from '../../diagnostics/codes/retrieval/scenario-failed.js';
import type { ScenarioFailedData } from '../../diagnostics/codes/retrieval/scenario-failed.js';
import { placeOf } from '../../diagnostics/place.js';
import type { NodePath } from '../../common/spans.js';
import { spanAt } from '../../common/spans.js';
import { retrieve } from '../retrieve.js';
import { invalidScenario, refText } from './load-scenarios.js';
import { outcomes, unmetExpectations } from './unmet-expectations.js';
import type { Expectations, Resolved } from './unmet-expectations.js';
import type {
  RetrievalScenario,
  RetrievalScenarioFailure,
  RetrievalScenarioResult,
  ScenarioEntryRef,
} from './types.js';
import { compareText } from '../../common/compare.js';
import { entryKey } from './entry-key.js';

export { entryKey } from './entry-key.js';

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

/** One scenario while it runs: where its fields are, and the list its diagnostics go to. */
interface ScenarioRun {
  readonly s: RetrievalScenario;
  readonly at: (path: NodePath, which?: 'key' | 'value') => Place;
  readonly lineOf: (path: NodePath) => number | null;
  readonly diagnostics: Diagnostic[];
}

export function runRetrievalScenarios(
  scenarios: readonly RetrievalScenario[],
  graph: AssetGraph,
): { readonly results: RetrievalScenarioResult[]; readonly diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const byCharacter = new Map<string, CharacterEntries>();
  const characterIds = graph.characters.map((c) => c.id);
  const entriesOf = (character: string): CharacterEntries => {
    let entries = byCharacter.get(character);
    if (!entries) byCharacter.set(character, (entries = characterEntries(graph, character)));
    return entries;
  };
  const results = scenarios.map((s) =>
    runScenario(
      {
        s,
        at: (path, which = 'value') => placeOf(s.file, spanAt(s.spans, path, which)),
        lineOf: (path) => spanAt(s.spans, path)?.line ?? null,
        diagnostics,
      },
      { graph, characterIds, entriesOf },
    ),
  );
  return { results, diagnostics };
}

/** One scenario: its refs resolved (or why not), then `retrieve` and its expectations checked. */
function runScenario(
  run: ScenarioRun,
  {
    graph,
    characterIds,
    entriesOf,
  }: {
    readonly graph: AssetGraph;
    readonly characterIds: readonly string[];
    readonly entriesOf: (character: string) => CharacterEntries;
  },
): RetrievalScenarioResult {
  const { s, at, diagnostics } = run;
  const base = { name: s.name, file: s.file, line: run.lineOf([]), character: s.character };
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
  const expected = resolveExpectations(run, entriesOf(s.character));
  const o = outcomes(retrieve(graph, s.character, s.messages));
  if (expected.invalid) return { ...base, passed: false, invalid: true, injected: o.order, failures: [] };

  const failed = unmetExpectations(expected, o, { ordered: s.expect.ordered, at, lineOf: run.lineOf });
  for (const { failure, place } of failed)
    diagnostics.push(
      report(retrievalScenarioFailed, place, failureData(s.name, failure, o.order), {
        key: `${s.name}:${failure.kind}:${failure.entry}`,
      }),
    );
  const failures = failed.map((f) => f.failure);
  return { ...base, passed: failures.length === 0, invalid: false, injected: o.order, failures };
}

/**
 * The scenario's expectations with their refs resolved against the character's entries: an
 * unknown or ambiguous ref, and an entry expected both injected and not, is a
 * `retrieval.invalid-scenario` and makes the scenario invalid.
 */
function resolveExpectations(run: ScenarioRun, known: CharacterEntries): Expectations {
  const { s, at, diagnostics } = run;
  let invalid = false;
  const resolve = (ref: ScenarioEntryRef, path: NodePath, which: 'key' | 'value' = 'value'): Resolved | null => {
    const r = resolveRef(ref, known);
    if (r.ok) return { key: r.key, path };
    diagnostics.push(
      invalidScenario(at(path, which), {
        problem: r.problem,
        name: s.name,
        field: path.join('.'),
        found: '`' + refText(ref) + '`',
        character: s.character,
        candidates: r.problem === 'ambiguous-entry' ? r.candidates : known.worlds,
        suggestion: r.problem === 'unknown-entry' ? (r.suggestion ?? '') : '',
      }),
    );
    invalid = true;
    return null;
  };
  const injected = s.expect.injected.map((ref, j) => resolve(ref, ['expect', 'injected', j]));
  const notInjected = s.expect.notInjected.map((ref, j) => resolve(ref, ['expect', 'notInjected', j]));
  const reasons = s.expect.reasons.map(({ entry, reason }) => ({
    at: resolve(entry, ['expect', 'reason', refText(entry)], 'key'),
    reason,
  }));
  const wanted = new Set(injected.flatMap((r) => (r ? [r.key] : [])));
  for (const r of notInjected) {
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
  return { injected, notInjected, reasons, invalid };
}
