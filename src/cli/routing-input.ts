/**
 * Parse a routing input given as JSON text (`rp-assets explain --input`): a syntax error reports its
 * 1-based line and column; fields are checked against the input contract (docs/routing.md).
 */
import { checkRoutingInput } from '../routing/input/check-input.js';
import type { ParsedInput } from '../routing/input/check-input.js';
import { firstJsonSyntaxError, lineColumnAt } from '../common/json-syntax.js';

export type { ParsedInput, RoutingInputProblem } from '../routing/input/check-input.js';

export function parseRoutingInputJson(text: string): ParsedInput {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = lineColumnAt(body, firstJsonSyntaxError(body)?.offset ?? body.length);
    const detail = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ at position \d+/, '');
    return { ok: false, message: detail, problem: { kind: 'syntax', detail }, ...at };
  }
  return checkRoutingInput(value);
}
