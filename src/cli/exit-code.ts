/** The exit code of a run from its diagnostics and `--fail-on` (DESIGN.md: 0 nothing reaches it, 1 something does). */
import type { Diagnostic, Severity } from '../diagnostics/define.js';
import { EXIT_FINDINGS, EXIT_OK } from './io.js';

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
