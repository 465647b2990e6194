/** JSON.parse with the line and column of the first error (common/json-syntax.ts finds where; JSON.parse decides). */
import { firstJsonSyntaxError, jsonTooDeepAt, lineColumnAt, MAX_JSON_DEPTH } from '../../common/json-syntax.js';
import { BridgeInputError } from './errors.js';

export function parseJsonText(text: string, what: string): unknown {
  // nesting past the limit is refused at its bracket: every walk over the value (and the YAML an
  // import writes) recurses, and a file must get one line, not a stack overflow (issue 42 I1)
  const deep = jsonTooDeepAt(text);
  if (deep >= 0) {
    const at = lineColumnAt(text, deep);
    throw new BridgeInputError(
      `${what} nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`,
      at.line,
      at.column,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const first = firstJsonSyntaxError(text);
    if (!first) throw new BridgeInputError(`${what} is not valid JSON: ${(e as Error).message}`);
    const at = lineColumnAt(text, first.offset);
    throw new BridgeInputError(`${what} is not valid JSON (${first.code})`, at.line, at.column);
  }
}
