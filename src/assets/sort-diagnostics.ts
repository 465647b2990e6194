/** The deterministic order of loader diagnostics: file, line, column, code, then the data. */
import type { Diagnostic } from '../diagnostics/define.js';

const text = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const num = (a: number | null, b: number | null): number => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a - b);

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    text(a.file ?? '', b.file ?? '') ||
    num(a.line, b.line) ||
    num(a.column, b.column) ||
    text(a.code, b.code) ||
    num(a.endLine, b.endLine) ||
    num(a.endColumn, b.endColumn) ||
    text(JSON.stringify(a.data), JSON.stringify(b.data))
  );
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(compareDiagnostics);
}
