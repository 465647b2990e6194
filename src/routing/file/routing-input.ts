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

/** What is wrong with a routing input, as data (the CLI words it in both languages). */
export type RoutingInputProblem =
  | { readonly kind: 'syntax'; readonly detail: string }
  | { readonly kind: 'not-object' }
  | { readonly kind: 'not-string'; readonly key: string; readonly got: string }
  | { readonly kind: 'not-flag'; readonly key: string; readonly got: string }
  | { readonly kind: 'custom' }
  | { readonly kind: 'unknown-field'; readonly key: string; readonly known: readonly string[] };

export type ParsedInput =
  | { readonly ok: true; readonly input: RoutingInput }
  | {
      readonly ok: false;
      /** The problem in English. */
      readonly message: string;
      readonly problem: RoutingInputProblem;
      readonly line?: number;
      readonly column?: number;
    };

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

export function checkRoutingInput(value: unknown): ParsedInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: 'the input must be a JSON object', problem: { kind: 'not-object' } };
  const out: { [key: string]: unknown } = {};
  for (const [key, v] of Object.entries(value)) {
    if ((INPUT_STRING_FIELDS as readonly string[]).includes(key)) {
      if (typeof v !== 'string') {
        const got = JSON.stringify(v);
        return {
          ok: false,
          message: `\`${key}\` must be a string, got ${got}`,
          problem: { kind: 'not-string', key, got },
        };
      }
    } else if ((INPUT_FLAG_FIELDS as readonly string[]).includes(key)) {
      if (typeof v !== 'boolean') {
        const got = JSON.stringify(v);
        return {
          ok: false,
          message: `\`${key}\` must be true or false, got ${got}`,
          problem: { kind: 'not-flag', key, got },
        };
      }
    } else if (key === 'custom') {
      if (
        typeof v !== 'object' ||
        v === null ||
        Array.isArray(v) ||
        !Object.values(v).every((b) => typeof b === 'boolean')
      ) {
        return {
          ok: false,
          message: '`custom` must map custom predicate ids to true or false',
          problem: { kind: 'custom' },
        };
      }
    } else {
      const known = [...INPUT_STRING_FIELDS, ...INPUT_FLAG_FIELDS, 'custom'];
      return {
        ok: false,
        message: `unknown input field \`${key}\` (known: ${known.join(', ')})`,
        problem: { kind: 'unknown-field', key, known },
      };
    }
    out[key] = v;
  }
  return { ok: true, input: out as RoutingInput };
}
