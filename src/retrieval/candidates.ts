/**
 * Sorting every entry of the character's worlds into candidates and the ones that never are:
 * disabled, never matchable, no match; then dedupe by (world, id) keeping the best-ranked copy.
 * Dedupe happens BEFORE packing (docs/retrieval.md "Duplicates"): the spec keeps only the
 * highest-scoring copy, so a lower copy never takes the place of a winner that did not fit.
 */
import type { Entry } from '../assets/model.js';
import { matchEntry } from './match.js';
import type { EntryMatch } from './match.js';
import { compareByIdentity, compareRanked } from './rank.js';
import type { ExclusionReason } from './types.js';

export interface Candidate {
  readonly entry: Entry;
  readonly match: EntryMatch;
  readonly score: number;
}

export interface Rejected {
  readonly entry: Entry;
  readonly match: EntryMatch;
  readonly reason: Extract<ExclusionReason, 'disabled' | 'never-matchable' | 'no-match' | 'duplicate-id'>;
  readonly keptFile?: string;
}

export interface Sorted {
  /** Unique by (world, id), in injection-priority order. */
  readonly candidates: readonly Candidate[];
  /** Rejected before packing: duplicates in rank order, then the rest by world, id, file. */
  readonly rejected: readonly Rejected[];
}

const REASON_ORDER: Readonly<Record<Rejected['reason'], number>> = {
  'duplicate-id': 0,
  'no-match': 1,
  'never-matchable': 2,
  disabled: 3,
};

export function sortCandidates(entries: readonly Entry[], foldedMessages: readonly string[]): Sorted {
  const matched: Candidate[] = [];
  const rejected: Rejected[] = [];
  for (const entry of entries) {
    const match = matchEntry(entry, foldedMessages);
    if (!entry.enabled) rejected.push({ entry, match, reason: 'disabled' });
    else if (!entry.constant && !match.hasPrimary) rejected.push({ entry, match, reason: 'never-matchable' });
    else if (!entry.constant && match.primary === 0) rejected.push({ entry, match, reason: 'no-match' });
    else matched.push({ entry, match, score: match.score });
  }
  matched.sort(compareRanked);
  const kept = new Map<string, Candidate>();
  const candidates: Candidate[] = [];
  for (const c of matched) {
    const key = `${c.entry.world}\u0000${c.entry.id}`;
    const winner = kept.get(key);
    if (winner) {
      rejected.push({ entry: c.entry, match: c.match, reason: 'duplicate-id', keptFile: winner.entry.file });
      continue;
    }
    kept.set(key, c);
    candidates.push(c);
  }
  const dupes = rejected.filter((r) => r.reason === 'duplicate-id');
  const others = rejected
    .filter((r) => r.reason !== 'duplicate-id')
    .sort((a, b) => REASON_ORDER[a.reason] - REASON_ORDER[b.reason] || compareByIdentity(a.entry, b.entry));
  return { candidates, rejected: [...dupes, ...others] };
}
