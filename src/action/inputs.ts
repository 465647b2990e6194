/**
 * The Action's inputs (names and defaults: action.yml, docs/action.md), read through `@actions/core`'s
 * `getInput` (`INPUT_<NAME>` as the runner sets it: upper-cased, spaces to `_`, hyphens kept,
 * trimmed), then checked: a wrong value names the input, the value found and the values allowed.
 */
import { getInput } from '@actions/core';
import type { Locale, Severity } from '../diagnostics/define.js';

export type FailOn = Severity | 'never';
export type FilterMode = 'new' | 'added' | 'diff-context' | 'file' | 'nofilter';
export type ReviewMode = 'off' | 'suggestions' | 'all';
export type SummaryMode = 'always' | 'on-findings' | 'never';
export type BehaviourCommentMode = 'off' | 'on-change' | 'always';

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
  /** Pull requests: one PR comment with the behaviour diff, updated in place (issue 17). */
  readonly behaviourComment: BehaviourCommentMode;
  /** Where the behaviour diff's JSON goes; null = a file in the runner's temporary folder. */
  readonly behaviourFile: string | null;
  readonly locale: Locale;
  readonly token: string;
}

/** A wrong input value: the message names the input, the value found and the values allowed. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/** One input's raw value ('' when unset); default `core.getInput`. */
export type InputReader = (name: string) => string;

function choice<T extends string>(read: InputReader, name: string, allowed: readonly T[], fallback: T): T;
function choice<T extends string>(read: InputReader, name: string, allowed: readonly T[], fallback: null): T | null;
function choice<T extends string>(
  read: InputReader,
  name: string,
  allowed: readonly T[],
  fallback: T | null,
): T | null {
  const raw = read(name);
  if (raw === '') return fallback;
  const hit = allowed.find((a) => a.toLowerCase() === raw.toLowerCase());
  if (hit === undefined) {
    throw new InputError(
      `input \`${name}\` is \`${raw}\`; expected one of ${allowed.map((a) => `\`${a}\``).join(', ')}`,
    );
  }
  return hit;
}

function optionalPath(read: InputReader, name: string): string | null {
  const v = read(name);
  return v === '' ? null : v;
}

export function readInputs(read: InputReader = (name) => getInput(name)): ActionInputs {
  const rootsRaw = read('roots');
  const maxRaw = read('max-annotations');
  const max = maxRaw === '' ? 30 : Number(maxRaw);
  if (!Number.isInteger(max) || max < 0) {
    throw new InputError(`input \`max-annotations\` is \`${maxRaw}\`; expected a whole number of 0 or more`);
  }
  return {
    roots: rootsRaw === '' ? [] : rootsRaw.split(/\s+/).filter((r) => r !== ''),
    routing: optionalPath(read, 'routing'),
    config: optionalPath(read, 'config'),
    workingDirectory: read('working-directory') || '.',
    failOn: choice(read, 'fail-on', ['error', 'warning', 'hint', 'never'] as const, 'error'),
    annotate: choice(read, 'annotate', ['error', 'warning', 'hint'] as const, 'hint'),
    filterMode: choice(read, 'filter-mode', ['new', 'added', 'diff-context', 'file', 'nofilter'] as const, null),
    maxAnnotations: max,
    reviewComments: choice(read, 'review-comments', ['off', 'suggestions', 'all'] as const, 'off'),
    summary: choice(read, 'summary', ['always', 'on-findings', 'never'] as const, 'always'),
    reportFile: optionalPath(read, 'report-file'),
    sarifFile: optionalPath(read, 'sarif-file'),
    behaviourComment: choice(read, 'behaviour-comment', ['off', 'on-change', 'always'] as const, 'off'),
    behaviourFile: optionalPath(read, 'behaviour-file'),
    locale: choice(read, 'locale', ['zh-CN', 'en'] as const, 'zh-CN'),
    token: read('token'),
  };
}
