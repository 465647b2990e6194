/** The exit code of a run from its diagnostics and `--fail-on` (docs/cli.md: 0 nothing reaches it, 1 something does). */
import type { Diagnostic, Severity } from './define.js';

/** Exit codes every face (CLI, Action) shares: nothing reaches `--fail-on`, something does. */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;

export type FailOn = Severity | 'never';
export const FAIL_ON_VALUES: readonly FailOn[] = ['error', 'warning', 'hint', 'never'];

const RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, hint: 2 };

/** True when `severity` is at or above the `failOn` threshold. */
export function reachesFailOn(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'never' && RANK[severity] <= RANK[failOn];
}

export function exitCodeFor(diagnostics: readonly Pick<Diagnostic, 'severity'>[], failOn: FailOn): number {
  return diagnostics.some((d) => reachesFailOn(d.severity, failOn)) ? EXIT_FINDINGS : EXIT_OK;
}
