/**
 * Parse a routing input given as JSON text (`rp-assets explain --input`): a syntax error reports its
 * 1-based line and column; fields are checked against the input contract (DESIGN.md).
 */
import { checkRoutingInput } from '../routing/check-input.js';
import type { ParsedInput } from '../routing/check-input.js';
import { jsonErrorOffset } from './json-error-offset.js';

export type { ParsedInput, RoutingInputProblem } from '../routing/check-input.js';

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

export function parseRoutingInputJson(text: string): ParsedInput {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = jsonErrorOffset(body);
    const at = lineColumn(body, offset < 0 ? body.length : offset);
    const detail = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ at position \d+/, '');
    return { ok: false, message: detail, problem: { kind: 'syntax', detail }, ...at };
  }
  return checkRoutingInput(value);
}
