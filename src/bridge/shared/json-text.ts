/** JSON.parse with the line and column of the first error (common/json-syntax.ts finds where; JSON.parse decides). */
import { firstJsonSyntaxError, lineColumnAt } from '../../common/json-syntax.js';
import { BridgeInputError } from './errors.js';

export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const first = firstJsonSyntaxError(text);
    if (!first) throw new BridgeInputError(`${what} is not valid JSON: ${(e as Error).message}`);
    const at = lineColumnAt(text, first.offset);
    throw new BridgeInputError(`${what} is not valid JSON (${first.code})`, at.line, at.column);
  }
}
