/**
 * The candidate order (spec rule 3 plus a deterministic tie order, docs/retrieval.md "Order"):
 * constant first, then higher score, then higher priority, then world id, entry id and file
 * ascending by UTF-16 code units (never localeCompare: the order must not depend on the host).
 */
import type { Entry } from '../assets/model.js';
import { compareText } from '../common/compare.js';

export interface Ranked {
  readonly entry: Entry;
  readonly score: number;
}

/** Priority as a sortable number: a non-finite value (never produced by the loader) sorts as 0. */
export function priorityOf(entry: Entry): number {
  return Number.isFinite(entry.priority) ? entry.priority : 0;
}

/**
 * The order by what the author sets and the message decides — constant first, then higher score,
 * then higher priority — without the identity tie-break: 0 when only ids would order them.
 */
export function compareBySettings(a: Ranked, b: Ranked): number {
  if (a.entry.constant !== b.entry.constant) return a.entry.constant ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  return priorityOf(b.entry) - priorityOf(a.entry);
}

export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    compareBySettings(a, b) ||
    compareText(a.entry.world, b.entry.world) ||
    compareText(a.entry.id, b.entry.id) ||
    compareText(a.entry.file, b.entry.file)
  );
}

/** Order for entries that were never candidates: world, id, file. */
export function compareByIdentity(a: Entry, b: Entry): number {
  return compareText(a.world, b.world) || compareText(a.id, b.id) || compareText(a.file, b.file);
}
