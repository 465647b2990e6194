/**
 * The routing input contract (docs/routing.md): which fields a `RoutingInput` may have and of what type.
 * `rp-assets explain --input` (src/cli/routing-input.ts) and the behaviour diff's probes check inputs here.
 */
import type { RoutingInput } from '../model/types.js';

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
