/**
 * A retrieval scenario's expectations against what `retrieve` did: each one not met is a
 * failure (with the facts its message needs: the entry's order, matched keys, the budget or kept
 * file that left it out) at the expectation's place.
 */
import type { Place } from '../../diagnostics/define.js';
import type { NodePath } from '../../common/spans.js';
import type { ExcludedEntry, InjectedEntry, RetrievalResult } from '../types.js';
import { entryKey } from './entry-key.js';
import type { RetrievalScenarioFailure } from './types.js';

/** A ref of the scenario resolved to `world/id`, with the place it was written. */
export interface Resolved {
  readonly key: string;
  readonly path: NodePath;
}

/** The scenario's expectations, each ref resolved (null: it could not be). */
export interface Expectations {
  readonly injected: readonly (Resolved | null)[];
  readonly notInjected: readonly (Resolved | null)[];
  readonly reasons: readonly { readonly at: Resolved | null; readonly reason: string }[];
  /** An expectation could not be resolved or contradicts another: the scenario is not run. */
  readonly invalid: boolean;
}

/** A failure and where it is reported. */
export interface Unmet {
  readonly failure: RetrievalScenarioFailure;
  readonly place: Place;
}

interface Where {
  /** `expect.ordered`: the injected entries must come in the order written. */
  readonly ordered: boolean;
  readonly at: (path: NodePath, which?: 'key' | 'value') => Place;
  readonly lineOf: (path: NodePath) => number | null;
}

/** Where each entry of the result went: injected (first copy) or its left-out copies. */
export interface Outcomes {
  readonly injected: ReadonlyMap<string, InjectedEntry>;
  readonly excluded: ReadonlyMap<string, readonly ExcludedEntry[]>;
  readonly order: readonly string[];
}

export function outcomes(r: RetrievalResult): Outcomes {
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

/** Every expectation not met, in the order: injected (and their order), not injected, reasons. */
export function unmetExpectations(e: Expectations, o: Outcomes, where: Where): Unmet[] {
  return [...unmetInjected(e, o, where), ...unmetNotInjected(e, o, where), ...unmetReasons(e, o, where)];
}

function unmetInjected(e: Expectations, o: Outcomes, { ordered, at, lineOf }: Where): Unmet[] {
  const out: Unmet[] = [];
  let last: { key: string; order: number } | null = null;
  for (const r of e.injected) {
    if (!r) continue;
    const line = lineOf(r.path);
    const hit = o.injected.get(r.key);
    if (!hit) {
      const facts = leftOutFacts(o.excluded.get(r.key) ?? []);
      out.push({
        failure: { kind: 'injected', entry: r.key, expected: 'injected', line, ...facts },
        place: at(r.path),
      });
      continue;
    }
    if (!ordered) continue;
    if (last !== null && hit.order < last.order) {
      const failure: RetrievalScenarioFailure = {
        kind: 'order',
        entry: r.key,
        expected: 'after',
        actual: 'before',
        line,
        ...injectedFacts(hit),
        after: { entry: last.key, order: last.order },
      };
      out.push({ failure, place: at(r.path) });
    } else last = { key: r.key, order: hit.order };
  }
  return out;
}

function unmetNotInjected(e: Expectations, o: Outcomes, { at, lineOf }: Where): Unmet[] {
  return e.notInjected.flatMap((r): Unmet[] => {
    const hit = r ? o.injected.get(r.key) : undefined;
    if (!r || !hit) return [];
    const failure: RetrievalScenarioFailure = {
      kind: 'not-injected',
      entry: r.key,
      expected: 'not-injected',
      actual: 'injected',
      line: lineOf(r.path),
      ...injectedFacts(hit),
    };
    return [{ failure, place: at(r.path) }];
  });
}

function unmetReasons(e: Expectations, o: Outcomes, { at, lineOf }: Where): Unmet[] {
  return e.reasons.flatMap(({ at: r, reason }): Unmet[] => {
    if (!r) return [];
    const copies = o.excluded.get(r.key) ?? [];
    if (copies.some((c) => c.reason === reason)) return [];
    const hit = o.injected.get(r.key);
    const line = lineOf(r.path);
    const failure: RetrievalScenarioFailure = hit
      ? { kind: 'reason', entry: r.key, expected: reason, actual: 'injected', line, ...injectedFacts(hit) }
      : { kind: 'reason', entry: r.key, expected: reason, line, ...leftOutFacts(copies) };
    return [{ failure, place: at(r.path) }];
  });
}
