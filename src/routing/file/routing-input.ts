/**
 * Parse a routing input given as JSON text (`rp-assets explain --input`): a syntax error reports its
 * 1-based line and column; fields are checked against the input contract (DESIGN.md).
 */
import type { RoutingInput } from '../types.js';
import { jsonErrorOffset } from './json-error-offset.js';

export const INPUT_STRING_FIELDS = [
  'platform',
  'selfId',
  'guildId',
  'channelId',
  'userId',
  'routeId',
  'content',
] as const;
export const INPUT_FLAG_FIELDS = ['isDirect', 'isAtMe', 'isQuotingMe', 'isSelf'] as const;

export type ParsedInput =
  | { readonly ok: true; readonly input: RoutingInput }
  | { readonly ok: false; readonly message: string; readonly line?: number; readonly column?: number };

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
    return {
      ok: false,
      message: message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ at position \d+/, ''),
      ...at,
    };
  }
  return checkRoutingInput(value);
}

export function checkRoutingInput(value: unknown): ParsedInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: 'the input must be a JSON object' };
  const out: { [key: string]: unknown } = {};
  for (const [key, v] of Object.entries(value)) {
    if ((INPUT_STRING_FIELDS as readonly string[]).includes(key)) {
      if (typeof v !== 'string') return { ok: false, message: `\`${key}\` must be a string, got ${JSON.stringify(v)}` };
    } else if ((INPUT_FLAG_FIELDS as readonly string[]).includes(key)) {
      if (typeof v !== 'boolean')
        return { ok: false, message: `\`${key}\` must be true or false, got ${JSON.stringify(v)}` };
    } else if (key === 'custom') {
      if (
        typeof v !== 'object' ||
        v === null ||
        Array.isArray(v) ||
        !Object.values(v).every((b) => typeof b === 'boolean')
      ) {
        return { ok: false, message: '`custom` must map custom predicate ids to true or false' };
      }
    } else {
      const known = [...INPUT_STRING_FIELDS, ...INPUT_FLAG_FIELDS, 'custom'].join(', ');
      return { ok: false, message: `unknown input field \`${key}\` (known: ${known})` };
    }
    out[key] = v;
  }
  return { ok: true, input: out as RoutingInput };
}
