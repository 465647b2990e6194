/**
 * Where JSON text is broken: the first syntax error (jsonc-parser's scanner, with comments and
 * trailing commas refused, as JSON.parse does) and 1-based line/column of an offset. Nesting deeper
 * than MAX_JSON_DEPTH is reported at its bracket before the parser sees it: the parser recurses, and
 * hostile input must get an error, not a stack overflow.
 */
import { parse, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';

/** The deepest nesting of arrays and objects the JSON readers accept. */
export const MAX_JSON_DEPTH = 256;

/** Offset of the bracket that opens level MAX_JSON_DEPTH + 1 (strings skipped), or -1. */
export function jsonTooDeepAt(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if (c === ']' || c === '}') depth--;
  }
  return -1;
}

export interface JsonSyntaxError {
  /** Where the problem is: the bad token, or for a string cut by a line break, that break. */
  readonly offset: number;
  /** jsonc-parser's name of the error (`ValueExpected`, ...), or `NestingTooDeep`. */
  readonly code: string;
}

/** The first syntax error of `text`, or null when it is JSON (a BOM counts as a space). */
export function firstJsonSyntaxError(text: string): JsonSyntaxError | null {
  const deep = jsonTooDeepAt(text);
  if (deep !== -1) return { offset: deep, code: 'NestingTooDeep' };
  const errors: ParseError[] = [];
  const body = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  parse(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return null;
  const code = printParseErrorCode(first.error);
  return { offset: code === 'UnexpectedEndOfString' ? first.offset + first.length : first.offset, code };
}

/** The 1-based line and column (UTF-16 units) of `offset` in `text`; `\n` ends a line. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  const end = Math.max(0, Math.min(offset, text.length));
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: end - start + 1 };
}
