/** JSON.parse with the line and column of the first error (jsonc-parser finds where; JSON.parse decides). */
import { parse, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { BridgeInputError } from './errors.js';

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    if (!first) throw new BridgeInputError(`${what} is not valid JSON: ${(e as Error).message}`);
    const at = lineColumn(text, first.offset);
    throw new BridgeInputError(`${what} is not valid JSON (${printParseErrorCode(first.error)})`, at.line, at.column);
  }
}
