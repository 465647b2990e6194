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
import { placeOf } from '../file/place.js';
import { spanAt } from '../file/spans.js';
import type { RoutingRule } from '../types.js';
import { implies } from './implies.js';
import type { LintContext } from './lint-context.js';
import { blocks, leafWrites, lockTarget, overwrites } from './writes.js';

/** Rules that can match some input: enabled with a satisfiable filter. */
export function liveRules(file: LoadedRoutingFile, ctx: LintContext): Set<RoutingRule> {
  return new Set(file.rules.filter((r) => r.enabled && ctx.isSatisfiable(r.filter)));
}

export function checkReachability(file: LoadedRoutingFile, ctx: LintContext, live: ReadonlySet<RoutingRule>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of file.entries) {
    const rule = entry.rule;
    if (!rule || rule.id === 'global' || live.has(rule)) continue;
    const reason = rule.enabled ? 'unsatisfiable' : 'disabled';
    out.push(report(neverMatches, placeOf(file.file, spanAt(entry.spans, [reason === 'disabled' ? 'enabled' : 'filter'])), { id: rule.id, reason }));
  }
  const locks = [...live].flatMap((r) => r.locked.flatMap((l) => lockTarget(l, ctx.namespaces) ?? []));
  const clean = (r: RoutingRule, ns: string): boolean => {
    if (ctx.namespaces.check(ns, r.values[ns]).length > 0) return false;
    const engine = r.values['chat.engine'];
    const id = typeof engine === 'object' && engine !== null && !Array.isArray(engine) ? (engine as { id?: unknown }).id : undefined;
    return typeof id !== 'string' || id === 'off' || ctx.isEngineEnabled(id);
  };
  for (const entry of file.entries) {
    const rule = entry.rule;
    if (!rule || !live.has(rule) || rule.locked.length > 0) continue;
    const writes = leafWrites(rule, ctx.namespaces);
    if (writes.length === 0) continue;
    const later = [...live].filter((s) => s !== rule && ctx.compareRules(rule, s) < 0 && implies(rule.filter, s.filter));
    const by = new Set<string>();
    const covered = writes.every((w) => {
      if (locks.some((l) => blocks(l, w, ctx.namespaces) || blocks(l, { ...w, value: null }, ctx.namespaces))) return false;
      const s = later.find((c) => clean(c, w.ns) && leafWrites(c, ctx.namespaces).some((cw) => overwrites(cw, w, ctx.namespaces)));
      if (s) by.add(s.id);
      return s !== undefined;
    });
    if (covered) out.push(report(shadowedRule, placeOf(file.file, spanAt(entry.spans, ['id'])), { id: rule.id, by: [...by] }));
  }
  return out;
}
