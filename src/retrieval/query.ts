/**
 * The retrieval query: the last `recentMessages` messages (docs/retrieval.md "Query").
 * The effective value is clamped to at least 1 (the loader already clamps and warns; clamping again
 * keeps hand-built graphs safe: `slice(-0)` would return the whole history).
 * Messages are matched one by one (a key never matches across two messages) and contain only the
 * text given: no speaker names, no system prompt.
 */
import { foldForMatch } from './fold.js';

export interface Query {
  readonly recentMessages: number;
  readonly from: number;
  readonly messages: readonly string[];
  readonly folded: readonly string[];
}

export function effectiveRecentMessages(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.trunc(value)) : 1;
}

export function buildQuery(messages: readonly string[], recentMessages: number): Query {
  const n = effectiveRecentMessages(recentMessages);
  const from = Math.max(0, messages.length - n);
  const used = messages.slice(from);
  return { recentMessages: n, from, messages: used, folded: used.map(foldForMatch) };
}
