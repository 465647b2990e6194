/**
 * Packing ranked candidates into `maxEntries` and the token budgets (docs/retrieval.md "Packing"):
 * skip and continue. Candidates are visited in rank order; once `maxEntries` entries are in, every
 * later one is left out with `maxEntries`; an entry that does not fit the entry budget (or what
 * `contextTotal` leaves after the world core) is left out with `budget` and smaller later entries
 * may still fit. Constants count against both limits like any entry. A limit of 0 admits nothing,
 * not even an empty entry (the spec: 0 turns the world book off).
 */
import type { Candidate } from './candidates.js';
import type { BudgetName, ExcludedEntry, InjectedEntry } from './types.js';
import { entryRef } from './entry-ref.js';

export interface EntryLimits {
  readonly maxEntries: number;
  readonly worldEntries: number;
  /** contextTotal minus the world core's kept tokens (may be 0). */
  readonly contextRoom: number;
}

export interface Packed {
  readonly injected: readonly InjectedEntry[];
  readonly excluded: readonly ExcludedEntry[];
  readonly used: number;
}

function refusingBudget(used: number, tokens: number, limits: EntryLimits): { name: BudgetName; room: number } | null {
  if (limits.worldEntries <= 0 || used + tokens > limits.worldEntries) {
    return { name: 'worldEntries', room: Math.max(0, limits.worldEntries - used) };
  }
  if (limits.contextRoom <= 0 || used + tokens > limits.contextRoom) {
    return { name: 'contextTotal', room: Math.max(0, limits.contextRoom - used) };
  }
  return null;
}

export function packEntries(candidates: readonly Candidate[], limits: EntryLimits): Packed {
  const injected: InjectedEntry[] = [];
  const excluded: ExcludedEntry[] = [];
  let used = 0;
  for (const c of candidates) {
    const ref = entryRef(c.entry);
    const base = { ...ref, score: c.score, matched: c.match.matched };
    if (injected.length >= limits.maxEntries) {
      excluded.push({ ...base, reason: 'maxEntries' });
      continue;
    }
    const refused = refusingBudget(used, ref.tokens, limits);
    if (refused) {
      excluded.push({
        ...base,
        reason: 'budget',
        budget: { name: refused.name, available: refused.room, needed: ref.tokens },
      });
      continue;
    }
    used += ref.tokens;
    injected.push({
      ...base,
      order: injected.length + 1,
      runningTokens: used,
      remainingTokens: Math.min(limits.worldEntries, limits.contextRoom) - used,
    });
  }
  return { injected, excluded, used };
}
