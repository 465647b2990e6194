/**
 * The one deterministic order of diagnostics, used by every output: file, line, column, code,
 * then the data (so two problems of the same code at the same place still sort the same way in
 * every run). Diagnostics without a file come first, positions without a line before lines.
 */
import type { Diagnostic } from './define.js';
import type { RunMemo } from '../common/run-memo.js';

/** A stable text of everything that distinguishes two diagnostics beyond their position and code. */
export function diagnosticIdentity(d: Diagnostic): string {
  return JSON.stringify([
    d.code,
    d.file,
    d.line,
    d.column,
    d.endLine,
    d.endColumn,
    sortedData(d.data),
    d.related.map((r) => [r.file, r.line, r.column ?? null, r.message.en, r.message['zh-CN']]),
    d.suggestion ?? null,
    d.key ?? null,
  ]);
}

function sortedData(data: Diagnostic['data']): [string, unknown][] {
  return Object.keys(data)
    .sort()
    .map((k) => [k, data[k]]);
}

/** A line or column in a text that sorts as the number does, null (`' '`) before every number. */
function sortablePosition(n: number | null): string {
  return n === null ? ' ' : String(n).padStart(12, '0');
}

/**
 * A text whose order (`<`) is the one order (file, whether there is one, line, column, code, end
 * line, end column, then the identity; each null before every number), and equal for two diagnostics
 * exactly when their identities are: the fields in that order, joined by NUL, which sorts before
 * every character, so a field that is a prefix of another sorts first. Sorting by it compares each
 * pair of diagnostics once as two strings, instead of field by field with the identity built again
 * for every tie (a third of a re-check of a 10,000-entry book in the language server, where it is
 * also remembered per diagnostic).
 */
export function diagnosticSortKey(d: Diagnostic, identity: string = diagnosticIdentity(d)): string {
  return [
    d.file ?? '',
    d.file === null ? '0' : '1',
    sortablePosition(d.line),
    sortablePosition(d.column),
    d.code,
    sortablePosition(d.endLine),
    sortablePosition(d.endColumn),
    identity,
  ].join('\u0000');
}

/** `list` in the order of the keys `keyOf` gives it (decorate, sort, undecorate). */
function byKey(list: readonly Diagnostic[], keyOf: (d: Diagnostic) => string): { d: Diagnostic; key: string }[] {
  return list.map((d) => ({ d, key: keyOf(d) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A sorted copy; the input is not changed. */
export function sortDiagnostics(
  list: readonly Diagnostic[],
  /** `diagnosticSortKey`, or the same remembered per diagnostic (the language server's `RunMemo.perObject`). */
  keyOf: (d: Diagnostic) => string = diagnosticSortKey,
): Diagnostic[] {
  return byKey(list, keyOf).map((x) => x.d);
}

/** What `sortedAgain` keeps between runs: the diagnostics it was given and them in order. */
export interface SortedDiagnostics {
  readonly list: readonly Diagnostic[];
  readonly input: ReadonlySet<Diagnostic>;
  readonly sorted: readonly Diagnostic[];
}

/**
 * `list` sorted by `keyOf`, as `sortDiagnostics` would, given the last result (the language server's
 * `RunMemo.update`): the diagnostics kept from it stay in their order and the few new ones are sorted
 * and merged in, instead of sorting 14,000 again after an edit that changed two (docs/editor.md).
 * The same diagnostic object given twice counts once, as duplicates do in `withoutDuplicates`.
 */
export function sortedAgain(
  last: SortedDiagnostics | undefined,
  list: readonly Diagnostic[],
  keyOf: (d: Diagnostic) => string,
): SortedDiagnostics {
  // the very diagnostics in the same order (an edit that changed none of these findings)
  if (last !== undefined && last.list.length === list.length && last.list.every((d, i) => d === list[i])) return last;
  const input = new Set(list);
  const added = last === undefined ? [] : list.filter((d) => !last.input.has(d));
  // the first run, or most of it new: sorting afresh costs less than merging
  if (last === undefined || added.length > input.size / 4)
    return { list, input, sorted: sortDiagnostics([...input], keyOf) };
  const kept = last.sorted.filter((d) => input.has(d));
  // each new finding put where a binary search of the kept ones places it: a few compares each
  const sorted: Diagnostic[] = [];
  let from = 0;
  for (const d of sortDiagnostics([...new Set(added)], keyOf)) {
    const key = keyOf(d);
    let lo = from;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keyOf(kept[mid] as Diagnostic) <= key) lo = mid + 1;
      else hi = mid;
    }
    for (let i = from; i < lo; i++) sorted.push(kept[i] as Diagnostic);
    sorted.push(d);
    from = lo;
  }
  for (let i = from; i < kept.length; i++) sorted.push(kept[i] as Diagnostic);
  return { list, input, sorted };
}

/** Diagnostics sorted by `keyOf`, without exact duplicates (same code, place, data, related, suggestion and key). */
export function withoutDuplicates(sorted: readonly Diagnostic[], keyOf: (d: Diagnostic) => string): Diagnostic[] {
  const out: Diagnostic[] = [];
  let last: string | null = null;
  // equal keys are equal identities, and sorted next to each other
  for (const d of sorted) {
    const key = keyOf(d);
    if (key === last) continue;
    last = key;
    out.push(d);
  }
  return out;
}

/**
 * `list` in the one order, for a step of a run: with a memo (the language server), the order its
 * last run gave under `step` updated by `sortedAgain`; the keys remembered per diagnostic.
 */
export function sortedInRun(
  memo: RunMemo,
  step: string,
  list: readonly Diagnostic[],
): { readonly sorted: readonly Diagnostic[]; readonly keyOf: (d: Diagnostic) => string } {
  const keyOf = memo.perObject('diagnostic-sort-key', (d: Diagnostic) => diagnosticSortKey(d));
  return { sorted: memo.update<SortedDiagnostics>(step, (last) => sortedAgain(last, list, keyOf)).sorted, keyOf };
}
