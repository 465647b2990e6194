/**
 * Real tokens beside the estimate in a retrieval preview (docs/budgets.md "Real tokens"): every
 * entry of the result, the kept world core, the kept examples and the world context they add up
 * to, counted by a real tokenizer. Additive: the estimate-based result is unchanged and still
 * decides everything; this is a second figure for the reader.
 */
import type { AssetGraph } from '../assets/model.js';
import type { RealTokenCounter } from '../budgets/real-tokens.js';
import type { ExcludedEntry, InjectedEntry, RetrievalResult } from './types.js';

export interface RealTokenTotals {
  readonly encoding: RealTokenCounter['encoding'];
  /** The kept world-core text. */
  readonly worldCore: number;
  /** The injected entries' bodies. */
  readonly worldEntries: number;
  /** worldCore + worldEntries: the world context as the estimate's `contextTotal.used` counts it. */
  readonly used: number;
  /** The kept examples text, or null without examples. */
  readonly examples: number | null;
}

export type WithRealTokens<T> = T & { readonly realTokens: number };

export interface RetrievalWithRealTokens extends Omit<RetrievalResult, 'injected' | 'excluded'> {
  readonly injected: readonly WithRealTokens<InjectedEntry>[];
  readonly excluded: readonly WithRealTokens<ExcludedEntry>[];
  readonly realTokens: RealTokenTotals;
}

/** `result` (from `retrieve(graph, …)`) with real tokens added to every entry and a `realTokens` total. */
export function addRealTokens(
  graph: AssetGraph,
  result: RetrievalResult,
  counter: RealTokenCounter,
): RetrievalWithRealTokens {
  const bodies = new Map(graph.entries.map((e) => [e.file, e.body]));
  const real = <T extends { readonly file: string }>(e: T): WithRealTokens<T> => ({
    ...e,
    realTokens: counter.count(bodies.get(e.file) ?? ''),
  });
  const injected = result.injected.map(real);
  const worldCore = result.worldCore.parts.reduce((n, p) => n + counter.count(p.text), 0);
  const worldEntries = injected.reduce((n, e) => n + e.realTokens, 0);
  return {
    ...result,
    injected,
    excluded: result.excluded.map(real),
    realTokens: {
      encoding: counter.encoding,
      worldCore,
      worldEntries,
      used: worldCore + worldEntries,
      examples: result.examples ? counter.count(result.examples.text) : null,
    },
  };
}
