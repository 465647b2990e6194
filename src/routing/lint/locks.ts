/**
 * Locks that name no field, and writes that an earlier rule's lock always suppresses. "Always" is
 * proven, never guessed: the locking rule matches whenever the writer does (its filter is implied,
 * see implies.ts) and sorts before it in compareRules order (global always does).
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { lockedWrite } from '../../diagnostics/codes/routing/lint/locked-write.js';
import { unknownLockPath } from '../../diagnostics/codes/routing/lint/unknown-lock-path.js';
import type { LoadedRoutingFile } from '../file/load-routing-file.js';
import { placeOf } from '../../diagnostics/place.js';
import { spanAt } from '../../common/spans.js';
import type { RoutingRule } from '../model/types.js';
import { implies } from './implies.js';
import type { LintContext } from './lint-context.js';
import type { LockTarget } from './writes.js';
import { blocks, dotted, leafWrites, lockTarget } from './writes.js';

export function checkLocks(file: LoadedRoutingFile, ctx: LintContext, live: ReadonlySet<RoutingRule>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const lockers: { rule: RoutingRule; lock: string; target: LockTarget }[] = [];
  for (const entry of file.entries) {
    if (!entry.rule) continue;
    entry.rule.locked.forEach((lock, i) => {
      const target = lockTarget(lock, ctx.namespaces);
      if (!target || !ctx.namespaces.hasField(target.ns, target.fieldPath)) {
        out.push(report(unknownLockPath, placeOf(file.file, spanAt(entry.spans, ['locked', i])), { path: lock }));
      } else if (live.has(entry.rule as RoutingRule)) lockers.push({ rule: entry.rule as RoutingRule, lock, target });
    });
  }
  if (lockers.length === 0) return out;
  const order = [...live].sort((x, y) => ctx.compareRules(x, y));
  const pos = new Map(order.map((r, i) => [r, i]));
  for (const entry of file.entries) {
    const rule = entry.rule;
    if (!rule || !live.has(rule)) continue;
    const at = pos.get(rule) ?? -1;
    for (const write of leafWrites(rule, ctx.namespaces)) {
      const by = lockers.find(
        (l) =>
          l.rule !== rule &&
          (pos.get(l.rule) ?? Infinity) < at &&
          blocks(l.target, write, ctx.namespaces) &&
          implies(rule.filter, l.rule.filter),
      );
      if (!by) continue;
      out.push(
        report(lockedWrite, placeOf(file.file, spanAt(entry.spans, ['values', write.ns, ...write.fieldPath])), {
          path: dotted(write),
          lock: by.lock,
          lockRule: by.rule.id,
        }),
      );
    }
  }
  return out;
}
