/** Run every routing lint check over a loaded file (docs/routing-validation.md). */
import type { Diagnostic } from '../../diagnostics/define.js';
import type { LoadedRoutingFile } from '../file/load-routing-file.js';
import type { LintContext } from './lint-context.js';
import { checkLocks } from './locks.js';
import { checkNamespaceValues } from './namespace-values.js';
import { checkPredicateAtoms } from './predicate-atoms.js';
import { checkReachability, liveRules } from './reachability.js';
import { checkRuleIds } from './rule-ids.js';

export function lintRouting(file: LoadedRoutingFile, ctx: LintContext): Diagnostic[] {
  const live = liveRules(file, ctx);
  return [
    ...checkRuleIds(file),
    ...checkPredicateAtoms(file, ctx),
    ...checkNamespaceValues(file, ctx),
    ...checkLocks(file, ctx, live),
    ...checkReachability(file, ctx, live),
  ];
}
