/**
 * The one deterministic order of diagnostics, used by every output: file, line, column, code,
 * then the data (so two problems of the same code at the same place still sort the same way in
 * every run). Diagnostics without a file come first, positions without a line before lines.
 */
import type { Diagnostic } from './define.js';
import { compareText } from '../common/compare.js';

/** null sorts before every number (a whole-file problem precedes its lines). */
function compareNullable(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a - b;
}

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

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareText(a.file ?? '', b.file ?? '') ||
    (a.file === null ? 0 : 1) - (b.file === null ? 0 : 1) ||
    compareNullable(a.line, b.line) ||
    compareNullable(a.column, b.column) ||
    compareText(a.code, b.code) ||
    compareNullable(a.endLine, b.endLine) ||
    compareNullable(a.endColumn, b.endColumn) ||
    compareText(diagnosticIdentity(a), diagnosticIdentity(b))
  );
}

/** A sorted copy; the input is not changed. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(compareDiagnostics);
}

/** A sorted copy without exact duplicates (same code, place, data, related, suggestion and key). */
export function dedupeDiagnostics(
  list: readonly Diagnostic[],
  /** `diagnosticIdentity`, or the same remembered per diagnostic (the language server's `RunMemo.perObject`). */
  identityOf: (d: Diagnostic) => string = diagnosticIdentity,
): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of sortDiagnostics(list)) {
    const id = identityOf(d);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(d);
  }
  return out;
}
