/**
 * A world's entries in retrieval order without a message, using the retrieval core's own order
 * (src/retrieval/rank.ts with score 0: constant first, then priority high first, then world, id, file),
 * and the retrieval core's notion of "never matchable" (no primary key or alias and not constant).
 */
import type { Entry } from '../assets/model.js';
import { matchEntry } from '../retrieval/match.js';
import { compareRanked } from '../retrieval/rank.js';

export function compareEntriesForRetrieval(a: Entry, b: Entry): number {
  return compareRanked({ entry: a, score: 0 }, { entry: b, score: 0 });
}

export function isNeverMatchable(e: Entry): boolean {
  return !e.constant && !matchEntry(e, []).hasPrimary;
}
