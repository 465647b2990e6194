/**
 * The options every asset command shares (validate, site, retrieve, check-turn): ROOTs,
 * `--routing`, `--config`, `--locale`, `--format`, `--fail-on`, `--no-color`, `--help`.
 * Parsing is strict (node:util parseArgs); a bad value is a UsageError (exit 2).
 * Paths come back as display paths: relative to the working directory, forward slashes.
 */
import { parseArgs } from 'node:util';
import type { ParseArgsOptionsConfig } from 'node:util';
import type { RpConfig } from '../config/types.js';
import type { FileSystem } from '../common/fs.js';
import type { Diagnostic, Locale } from '../diagnostics/define.js';
import { LOCALES } from '../diagnostics/define.js';
import { OUTPUT_FORMATS } from '../report/format/index.js';
import type { OutputFormat } from '../report/format/index.js';
import { FAIL_ON_VALUES } from '../diagnostics/fail-on.js';
import type { FailOn } from '../diagnostics/fail-on.js';
import { displayPath } from '../common/cwd-fs.js';
import type { CliIo } from './io.js';
import { runLocale } from '../common/locale.js';
import { refuseUnusableConfig } from './project-config.js';
import { resolveProject } from '../validate/project.js';
import { UsageError } from './usage-error.js';
import type { Localized } from '../diagnostics/define.js';
import { badArguments, mustBeOneOf, optionNeedsValue, optionTakesNoValue, unknownOption } from './usage-messages.js';

export { exitCodeFor, reachesFailOn, FAIL_ON_VALUES } from '../diagnostics/fail-on.js';
export type { FailOn } from '../diagnostics/fail-on.js';
export { UsageError, asUsageError, printUsageError } from './usage-error.js';

export const COMMON_OPTIONS = {
  routing: { type: 'string' },
  config: { type: 'string' },
  locale: { type: 'string' },
  format: { type: 'string' },
  'fail-on': { type: 'string' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig;

export type OptionValue = string | boolean | (string | boolean)[] | undefined;

export interface CommonOptions {
  /** Asset roots in override order: the positionals, else the config's roots, else `.`. */
  readonly roots: readonly string[];
  /** `--routing`, else the config's routing file, else null. */
  readonly routing: string | null;
  /** The loaded config (explicit `--config`, or `rp-assets.config.yaml` found upwards from the working directory). */
  readonly config: RpConfig | null;
  /** Diagnostics about the config file that do not stop the run (unknown keys and the like). */
  readonly configDiagnostics: readonly Diagnostic[];
  readonly locale: Locale;
  readonly format: OutputFormat;
  readonly failOn: FailOn;
  /** ANSI colour for the text format: a terminal, no `--no-color`, no `NO_COLOR`. */
  readonly color: boolean;
}

export interface ParsedCommand {
  readonly help: boolean;
  readonly common: CommonOptions;
  /** Every parsed value, including the command's own options. */
  readonly values: { readonly [name: string]: OptionValue };
  readonly positionals: readonly string[];
}

/** The value of `--name`, one of `allowed`, else `fallback` when not given; anything else is a UsageError. */
export function oneOf<T extends string>(name: string, value: OptionValue, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(mustBeOneOf(name, allowed, String(value)));
}

function parse(argv: readonly string[], extra: ParseArgsOptionsConfig) {
  return parseStrict(argv, { ...COMMON_OPTIONS, ...extra });
}

/**
 * node:util parseArgs' errors in our words (both languages): its unknown-option text runs on with
 * advice about `--` and leaves a quote open ("… as in '-- "--bogus"").
 */
export function parseArgsMessage(e: Error & { code?: string }): Localized {
  const option = /'(-[^' ]*)/.exec(e.message)?.[1];
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option !== undefined) return unknownOption(option);
  // "argument missing", or "argument is ambiguous" (`--config --locale en`: the next word is an option)
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== undefined)
    return /does not take an argument/.test(e.message) ? optionTakesNoValue(option) : optionNeedsValue(option);
  return badArguments(e.message.replace(/\s*$/, ''));
}

/** node:util parseArgs, strict, with its errors as UsageErrors. */
export function parseStrict<T extends ParseArgsOptionsConfig>(argv: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true as const, strict: true as const });
  } catch (e) {
    throw new UsageError(parseArgsMessage(e as Error & { code?: string }));
  }
}

function wantsColor(io: CliIo, noColor: boolean, format: OutputFormat): boolean {
  if (format !== 'text' || noColor) return false;
  if ((io.env.NO_COLOR ?? '') !== '') return false;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  return io.isTTY === true;
}

/**
 * Parse argv with the common options plus the command's own (`extra`), load the config and
 * settle the defaults. Throws UsageError for a usage problem or an unreadable config.
 */
export async function parseCommonOptions(
  argv: readonly string[],
  io: CliIo,
  fs: FileSystem,
  extra: ParseArgsOptionsConfig = {},
): Promise<ParsedCommand> {
  const { values, positionals } = parse(argv, extra);
  const help = values.help === true;
  const format = oneOf('format', values.format, OUTPUT_FORMATS, 'text');
  const failOn = oneOf('fail-on', values['fail-on'], FAIL_ON_VALUES, 'error');
  const explicitLocale = values.locale === undefined ? undefined : oneOf('locale', values.locale, LOCALES, 'zh-CN');
  const color = wantsColor(io, values['no-color'] === true, format);
  const routingArg = typeof values.routing === 'string' ? values.routing : undefined;
  const configArg = typeof values.config === 'string' ? values.config : undefined;
  const empty: CommonOptions = {
    roots: [],
    routing: null,
    config: null,
    configDiagnostics: [],
    locale: explicitLocale ?? 'zh-CN',
    format,
    failOn,
    color,
  };
  if (help) return { help, common: empty, values, positionals };

  const project = await resolveProject(fs, {
    ...(configArg !== undefined ? { config: displayPath(configArg, io.cwd) } : {}),
    roots: positionals.map((p) => displayPath(p, io.cwd)),
    ...(routingArg !== undefined ? { routing: displayPath(routingArg, io.cwd) } : {}),
    cwd: io.cwd,
  });
  refuseUnusableConfig(project);
  const { config } = project;
  const common: CommonOptions = {
    roots: project.roots,
    routing: project.routing,
    config,
    configDiagnostics: project.configDiagnostics,
    locale: runLocale(explicitLocale, config?.locale, io.env),
    format,
    failOn,
    color,
  };
  return { help, common, values, positionals };
}
