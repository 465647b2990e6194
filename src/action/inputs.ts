/**
 * The Action's inputs (names and defaults fixed by DESIGN.md), read from `INPUT_<NAME>` variables the
 * way the runner sets them: upper-cased, spaces to `_`, hyphens kept (`INPUT_FILTER-MODE`).
 */
import type { Locale, Severity } from '../diagnostics/define.js';

export type FailOn = Severity | 'never';
export type FilterMode = 'new' | 'added' | 'diff-context' | 'file' | 'nofilter';
export type ReviewMode = 'off' | 'suggestions' | 'all';
export type SummaryMode = 'always' | 'on-findings' | 'never';

export interface ActionInputs {
  /** Asset roots in override order; empty = the config file's roots, else `.`. */
  readonly roots: readonly string[];
  readonly routing: string | null;
  readonly config: string | null;
  readonly workingDirectory: string;
  readonly failOn: FailOn;
  readonly annotate: Severity;
  /** null = the event's default (`new` on pull requests, `nofilter` otherwise). */
  readonly filterMode: FilterMode | null;
  readonly maxAnnotations: number;
  readonly reviewComments: ReviewMode;
  readonly summary: SummaryMode;
  readonly reportFile: string | null;
  readonly sarifFile: string | null;
  readonly locale: Locale;
  readonly token: string;
}

/** A wrong input value: the message names the input, the value found and the values allowed. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

type Env = { readonly [name: string]: string | undefined };

export function getInput(env: Env, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T;
function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: null): T | null;
function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T | null): T | null {
  const raw = getInput(env, name);
  if (raw === '') return fallback;
  const hit = allowed.find((a) => a.toLowerCase() === raw.toLowerCase());
  if (hit === undefined) {
    throw new InputError(
      `input \`${name}\` is \`${raw}\`; expected one of ${allowed.map((a) => `\`${a}\``).join(', ')}`,
    );
  }
  return hit;
}

function optionalPath(env: Env, name: string): string | null {
  const v = getInput(env, name);
  return v === '' ? null : v;
}

export function readInputs(env: Env): ActionInputs {
  const rootsRaw = getInput(env, 'roots');
  const maxRaw = getInput(env, 'max-annotations');
  const max = maxRaw === '' ? 30 : Number(maxRaw);
  if (!Number.isInteger(max) || max < 0) {
    throw new InputError(`input \`max-annotations\` is \`${maxRaw}\`; expected a whole number of 0 or more`);
  }
  return {
    roots: rootsRaw === '' ? [] : rootsRaw.split(/\s+/).filter((r) => r !== ''),
    routing: optionalPath(env, 'routing'),
    config: optionalPath(env, 'config'),
    workingDirectory: getInput(env, 'working-directory') || '.',
    failOn: choice(env, 'fail-on', ['error', 'warning', 'hint', 'never'] as const, 'error'),
    annotate: choice(env, 'annotate', ['error', 'warning', 'hint'] as const, 'hint'),
    filterMode: choice(env, 'filter-mode', ['new', 'added', 'diff-context', 'file', 'nofilter'] as const, null),
    maxAnnotations: max,
    reviewComments: choice(env, 'review-comments', ['off', 'suggestions', 'all'] as const, 'off'),
    summary: choice(env, 'summary', ['always', 'on-findings', 'never'] as const, 'always'),
    reportFile: optionalPath(env, 'report-file'),
    sarifFile: optionalPath(env, 'sarif-file'),
    locale: choice(env, 'locale', ['zh-CN', 'en'] as const, 'zh-CN'),
    token: getInput(env, 'token'),
  };
}
