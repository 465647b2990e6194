/**
 * Parse decoded YAML text to a yaml Document with positions, syntax errors turned into spans.
 * Never throws; the walk of the document is bounded by a `YamlBudget` (tree.ts).
 */
import { LineCounter, parseDocument } from 'yaml';
import type { Document } from 'yaml';
import type { Span } from '../spans.js';
import type { SpanOf } from './positions.js';
import { addUnresolvedAliasErrors } from './aliases.js';
import { spanOf } from './positions.js';

export interface YamlSource {
  /** The text without a BOM. Offsets of `doc` index this string. */
  readonly text: string;
  readonly doc: Document.Parsed;
  /** Offset range -> editor span. */
  readonly span: SpanOf;
  readonly syntaxErrors: readonly { readonly span: Span; readonly reason: string }[];
}

/** A CR not followed by LF becomes LF (same length; CRLF is left to the parser). */
export function loneCrToLf(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/** Longest stretch of the file a parser message may still quote (a tag, an escape, an alias name). */
export const MAX_QUOTED_TOKEN = 24;
const LONG_TOKEN = new RegExp(`\\S{${MAX_QUOTED_TOKEN + 1},}`, 'g');

/**
 * A parser message as a diagnostic may carry it: its first line, without the token source the
 * parser appends in quotes (`Unexpected scalar token in YAML stream: "…"` quotes a whole line, and a
 * file named by mistake may hold a credential there), and any other run of non-blank characters cut
 * to MAX_QUOTED_TOKEN. The position says where; the message says what.
 */
export function boundedReason(message: string): string {
  const line = message.split('\n')[0] ?? message;
  const quoted = line.indexOf(': "');
  const first = quoted >= 0 && line.endsWith('"') ? line.slice(0, quoted) : line;
  return first.replace(LONG_TOKEN, (token) => token.slice(0, MAX_QUOTED_TOKEN) + '…');
}

/** Parse a whole YAML file's text (a leading BOM is dropped). */
export function parseYamlSource(text: string): YamlSource {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let lines = new LineCounter();
  let doc: Document.Parsed;
  let crashed: string | null = null;
  try {
    // YAML counts a lone CR (old Mac line ends) as a line break, the yaml library does not: it would
    // read the whole file as one line. CR -> LF keeps every offset, so spans and edits still index `text`.
    doc = parseDocument(loneCrToLf(body), { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    addUnresolvedAliasErrors(doc, body);
  } catch (error) {
    // The parser recurses per nesting level; absurd nesting must be a diagnostic, not a crash.
    crashed =
      error instanceof RangeError ? 'nesting is too deep' : error instanceof Error ? error.message : String(error);
    lines = new LineCounter();
    doc = parseDocument('', { lineCounter: lines });
  }
  const span = spanOf(lines, 0, body.length);
  const syntaxErrors = doc.errors.map((e) => ({ span: span(e.pos), reason: boundedReason(e.message) }));
  if (crashed !== null) syntaxErrors.push({ span: { line: 1, column: 1, endLine: 1, endColumn: 1 }, reason: crashed });
  return { text: body, doc, span, syntaxErrors };
}
