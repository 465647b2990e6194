/**
 * Offsets into YAML text -> editor spans: the one offset-to-`Span` mapping of the YAML layer, over
 * the line starts yaml's `LineCounter` records while it parses.
 */
import type { LineCounter } from 'yaml';
import type { Span } from '../spans.js';

/** The span of an offset range (`[start, end]`, as yaml's nodes and errors carry them). */
export type SpanOf = (range: readonly number[]) => Span;

/** Index of the line holding `offset` (binary search over the line starts, from `low`). */
function lineIndex(starts: readonly number[], offset: number, low = 0): number {
  let lo = low;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Spans over the text `lines` counted. `lineOffset` is the number of file lines before that text (a
 * frontmatter block starts on line 2); `clampTo`, when given, keeps offsets within [0, clampTo]
 * (a syntax error of a whole file may point past its end). The line starts are read at each call:
 * they are complete once the text is parsed.
 */
export function spanOf(lines: LineCounter, lineOffset = 0, clampTo?: number): SpanOf {
  return (range) => {
    let start = range[0] ?? 0;
    let end = range[1] ?? start;
    if (clampTo !== undefined) {
      start = Math.max(0, Math.min(start, clampTo));
      end = Math.max(0, Math.min(end, clampTo));
    }
    end = Math.max(start, end);
    const starts = lines.lineStarts;
    if (starts.length === 0) {
      const line = 1 + lineOffset;
      return { line, column: start + 1, endLine: line, endColumn: end + 1 };
    }
    const a = lineIndex(starts, start);
    const b = end < (starts[a + 1] ?? Infinity) ? a : lineIndex(starts, end, a);
    return {
      line: a + 1 + lineOffset,
      column: start - (starts[a] as number) + 1,
      endLine: b + 1 + lineOffset,
      endColumn: end - (starts[b] as number) + 1,
    };
  };
}
