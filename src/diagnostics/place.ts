import type { Place } from './define.js';
import type { Span } from '../common/spans.js';

/** A diagnostic place from a span (or the file alone when there is none). */
export function placeOf(file: string, span: Span | undefined): Place {
  if (!span) return { file, line: null, column: null };
  return { file, line: span.line, column: span.column, endLine: span.endLine, endColumn: span.endColumn };
}
