/** A diagnostic with its text rendered in one locale: what every formatter prints. */
import type { Diagnostic, Locale, Severity } from '../../diagnostics/define.js';
import { renderDiagnostic } from '../../diagnostics/render.js';

export interface RenderedRelated {
  readonly file: string;
  readonly line: number | null;
  readonly column: number | null;
  readonly message: string;
}

export interface RenderedDiagnostic {
  readonly severity: Severity;
  readonly code: string;
  readonly title: string;
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly endLine: number | null;
  readonly endColumn: number | null;
  readonly message: string;
  readonly consequence: string;
  readonly fix: string;
  readonly related: readonly RenderedRelated[];
  readonly suggestion?: string;
}

export function renderFull(d: Diagnostic, locale: Locale): RenderedDiagnostic {
  const text = renderDiagnostic(d, locale);
  return {
    severity: d.severity,
    code: d.code,
    title: text.title,
    file: d.file,
    line: d.line,
    column: d.line === null ? null : d.column,
    endLine: d.line === null ? null : d.endLine,
    endColumn: d.line === null ? null : d.endColumn,
    message: text.message,
    consequence: text.consequence,
    fix: text.fix,
    related: d.related.map((r) => ({
      file: r.file,
      line: r.line,
      column: r.line === null ? null : (r.column ?? null),
      message: r.message[locale],
    })),
    ...(d.suggestion !== undefined ? { suggestion: d.suggestion } : {}),
  };
}

/** `file:line:col`, `file:line` or `file`; null file gives `fallback`. */
export function formatLocation(
  file: string | null,
  line: number | null,
  column: number | null,
  fallback: string,
): string {
  if (file === null) return fallback;
  if (line === null) return file;
  return column === null ? `${file}:${line}` : `${file}:${line}:${column}`;
}
