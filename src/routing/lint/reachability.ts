/**
 * Rules that never match (disabled, or a filter that cannot hold) and rules whose every write is
 * overwritten. Shadowing is claimed only when it is certain (docs/routing-validation.md): each leaf
 * the rule writes is overwritten by a later-sorting rule whose filter its own filter implies, whose
 * value in that namespace fits the schema, which selects no disabled engine, and no lock anywhere in
 * the file touches the path. A rule that holds locks is never called shadowed.
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { neverMatches } from '../../diagnostics/codes/routing/lint/never-matches.js';
import { shadowedRule } from '../../diagnostics/codes/routing/lint/shadowed-rule.js';
import type { LoadedRoutingFile } from '../file/load-routing-file.js';
import { placeOf } from '../../diagnostics/place.js';
import { spanAt } from '../../common/spans.js';
import type { RoutingRule } from '../model/types.js';
import { implies, mayImply, neededKeys, premiseKeys } from './implies.js';
import type { LintContext } from './lint-context.js';
import { blocks, leafWrites, lockTarget, overwrites } from './writes.js';

/** Rules that can match some input: enabled with a satisfiable filter. */
export function liveRules(file: LoadedRoutingFile, ctx: LintContext): Set<RoutingRule> {
  return new Set(file.rules.filter((r) => r.enabled && ctx.isSatisfiable(r.filter)));
}

export function checkReachability(
  file: LoadedRoutingFile,
  ctx: LintContext,
  live: ReadonlySet<RoutingRule>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of file.entries) {
    const rule = entry.rule;
    if (!rule || rule.id === 'global' || live.has(rule)) continue;
    const reason = rule.enabled ? 'unsatisfiable' : 'disabled';
    out.push(
      report(neverMatches, placeOf(file.file, spanAt(entry.spans, [reason === 'disabled' ? 'enabled' : 'filter'])), {
        id: rule.id,
        reason,
      }),
    );
  }
  const locks = [...live].flatMap((r) => r.locked.flatMap((l) => lockTarget(l, ctx.namespaces) ?? []));
  const clean = (r: RoutingRule, ns: string): boolean => {
    if (ctx.namespaces.check(ns, r.values[ns]).length > 0) return false;
    const engine = r.values['chat.engine'];
    const id =
      typeof engine === 'object' && engine !== null && !Array.isArray(engine)
        ? (engine as { id?: unknown }).id
        : undefined;
    return typeof id !== 'string' || id === 'off' || ctx.isEngineEnabled(id);
  };
  // Sort once; index every leaf write by its path so candidates are only rules touching that path.
  const order = [...live].sort((x, y) => ctx.compareRules(x, y));
  const pos = new Map(order.map((r, i) => [r, i]));
  const writesOf = new Map(order.map((r) => [r, leafWrites(r, ctx.namespaces)]));
  const key = (ns: string, path: readonly string[]) => [ns, ...path].join('\u0000');
  const byPath = new Map<string, RoutingRule[]>();
  for (const r of order) {
    for (const w of writesOf.get(r) ?? []) {
      const k = key(w.ns, w.fieldPath);
      const list = byPath.get(k);
      if (list) list.push(r);
      else byPath.set(k, [r]);
    }
  }
  const needs = new Map<RoutingRule, readonly string[] | null>();
  const cleanCache = new Map<string, boolean>();
  const isClean = (r: RoutingRule, ns: string): boolean => {
    const k = `${pos.get(r)}\u0000${ns}`;
    let v = cleanCache.get(k);
    if (v === undefined) cleanCache.set(k, (v = clean(r, ns)));
    return v;
  };
  for (const entry of file.entries) {
    const rule = entry.rule;
    if (!rule || !live.has(rule) || rule.locked.length > 0) continue;
    const writes = writesOf.get(rule) ?? [];
    if (writes.length === 0) continue;
    const at = pos.get(rule) ?? -1;
    const premise = premiseKeys(rule.filter);
    const by = new Set<string>();
    const covered = writes.every((w) => {
      if (locks.some((l) => blocks(l, w, ctx.namespaces) || blocks(l, { ...w, value: null }, ctx.namespaces)))
        return false;
      let s: RoutingRule | undefined;
      for (let n = 0; n <= w.fieldPath.length && !s; n++) {
        const list = byPath.get(key(w.ns, w.fieldPath.slice(0, n))) ?? [];
        // Lists are in sorted order: start after this rule's own position.
        let lo = 0;
        let hi = list.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if ((pos.get(list[mid] as RoutingRule) ?? -1) <= at) lo = mid + 1;
          else hi = mid;
        }
        for (let i = lo; i < list.length && !s; i++) {
          const c = list[i] as RoutingRule;
          // cheap necessary condition first: most pairs of rules cannot imply each other
          let need = needs.get(c);
          if (need === undefined) needs.set(c, (need = neededKeys(c.filter)));
          if (!mayImply(premise, need)) continue;
          if (
            (writesOf.get(c) ?? []).some((cw) => overwrites(cw, w, ctx.namespaces)) &&
            implies(rule.filter, c.filter) &&
            isClean(c, w.ns)
          )
            s = c;
        }
      }
      if (s) by.add(s.id);
      return s !== undefined;
    });
    if (covered)
      out.push(report(shadowedRule, placeOf(file.file, spanAt(entry.spans, ['id'])), { id: rule.id, by: [...by] }));
  }
  return out;
}
