/**
 * Read a YAML file for the routing loader, the scenario tests and the config: decode UTF-8 (a BOM is
 * dropped, CRLF kept), parse to a yaml Document with positions, and turn syntax errors into spans.
 */
import { LineCounter, parseDocument } from 'yaml';
import type { Document } from 'yaml';
import type { Span } from './spans.js';

export interface YamlSource {
  /** The text after decoding, without a BOM. Offsets of `doc` index this string. */
  readonly text: string;
  readonly doc: Document.Parsed;
  /** Offset range -> editor span. */
  span(range: readonly number[]): Span;
  readonly syntaxErrors: readonly { readonly span: Span; readonly reason: string }[];
}

export type DecodeResult =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };

/** UTF-8 with an optional BOM; anything else is refused (never silently garbled). */
export function decodeUtf8(bytes: Uint8Array): DecodeResult {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, reason: 'not valid UTF-8' };
  }
}

/** A CR not followed by LF becomes LF (same length; CRLF is left to the parser). */
export function loneCrToLf(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/** Parse decoded text. Never throws; alias expansion is bounded by the callers' walkers. */
export function parseYamlSource(text: string): YamlSource {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let lines = new LineCounter();
  let doc: Document.Parsed;
  let crashed: string | null = null;
  try {
    // YAML counts a lone CR (old Mac line ends) as a line break, the yaml library does not: it would
    // read the whole file as one line. CR -> LF keeps every offset, so spans and edits still index `text`.
    doc = parseDocument(loneCrToLf(body), { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    // The parser recurses per nesting level; absurd nesting must be a diagnostic, not a crash.
    crashed =
      error instanceof RangeError ? 'nesting is too deep' : error instanceof Error ? error.message : String(error);
    lines = new LineCounter();
    doc = parseDocument('', { lineCounter: lines });
  }
  const pos = (offset: number): { line: number; column: number } => {
    const p = lines.linePos(Math.max(0, Math.min(offset, body.length)));
    return { line: p.line, column: p.col };
  };
  const span = (range: readonly number[]): Span => {
    const start = pos(range[0] ?? 0);
    const end = pos(range[1] ?? range[0] ?? 0);
    return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  };
  const syntaxErrors = doc.errors.map((e) => ({ span: span(e.pos), reason: e.message.split('\n')[0] ?? e.message }));
  if (crashed !== null) syntaxErrors.push({ span: { line: 1, column: 1, endLine: 1, endColumn: 1 }, reason: crashed });
  return { text: body, doc, span, syntaxErrors };
}
