/**
 * Usage errors (exit 2): a problem with how the command was called (bad option, unknown character,
 * missing file, unusable config). Every command prints them the same way, through `printUsageError`:
 *
 *     rp-assets <command>: <message>
 *     Run `rp-assets <command> --help` for the options.
 *
 * in the language of `--locale` (English when none, or no valid one, is given). The texts are
 * declared in usage-messages.ts.
 */
import type { Locale, Localized } from '../diagnostics/define.js';
import { LOCALES } from '../diagnostics/define.js';
import { oneLine } from '../common/visible.js';
import { UnknownCharacterError as RetrievalUnknownCharacterError } from '../retrieval/retrieve.js';
import { UnknownCharacterError } from '../validate/unknown-character.js';
import type { CliIo } from './io.js';
import { EXIT_USAGE } from './io.js';
import { closestCandidate } from '../common/closest-candidate.js';
import { hint, unknownCharacter } from './usage-messages.js';

const NO_DETAILS: Localized<readonly string[]> = { en: [], 'zh-CN': [] };

/** A problem with how the command was called (exit 2): bad option, unknown character, unreadable config. */
export class UsageError extends Error {
  override readonly name = 'UsageError';

  constructor(
    /** The one-line message, in both languages (a usage-messages.ts function). */
    readonly text: Localized,
    /** Lines printed after the message (an unusable config's problems); usually none. */
    readonly details: Localized<readonly string[]> = NO_DETAILS,
  ) {
    super([text.en, ...details.en].join('\n'));
  }
}

/**
 * The language of a usage error: the last `--locale X` / `--locale=X` in argv when X is a locale,
 * else English. Read from argv itself, so an error found before (or instead of) parsing the
 * options speaks the same language as one found after. Stops at `--`.
 */
export function usageLocale(argv: readonly string[]): Locale {
  let given: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') break;
    if (arg === '--locale') given = argv[++i];
    else if (arg.startsWith('--locale=')) given = arg.slice('--locale='.length);
  }
  return (LOCALES as readonly (string | undefined)[]).includes(given) ? (given as Locale) : 'en';
}

/**
 * A thrown value as a usage error: a UsageError, or the core's unknown-character errors (validate's
 * and retrieve's) worded by the catalog. null for anything else (a bug, an I/O failure).
 */
export function asUsageError(e: unknown): UsageError | null {
  if (e instanceof UsageError) return e;
  if (e instanceof UnknownCharacterError) return new UsageError(unknownCharacter(e.id, e.suggestion, e.known));
  if (e instanceof RetrievalUnknownCharacterError) {
    const known = [...e.known].sort();
    return new UsageError(unknownCharacter(e.characterId, closestCandidate(e.characterId, known), known));
  }
  return null;
}

/** The usage error as printed: message line, its details, the hint line (each ending in a newline). */
export function usageErrorText(command: string | null, error: UsageError, locale: Locale): string {
  const prefix = command === null ? 'rp-assets' : `rp-assets ${command}`;
  // user-controlled text (paths, ids, option values) is shown without control characters or line breaks
  const lines = [
    `${prefix}: ${oneLine(error.text[locale])}`,
    ...error.details[locale].map(oneLine),
    hint(command)[locale],
  ];
  return lines.join('\n') + '\n';
}

/**
 * Prints `error` for `command` (`validate`, `routing migrate`; null: no command, `rp-assets bogus`)
 * in the language `argv` asks for, to stderr. Returns the exit code, 2.
 */
export function printUsageError(io: CliIo, command: string | null, argv: readonly string[], error: UsageError): number {
  io.stderr(usageErrorText(command, error, usageLocale(argv)));
  return EXIT_USAGE;
}
