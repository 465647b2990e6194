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
import { shadowedWrite } from '../../diagnostics/codes/routing/lint/shadowed-write.js';
import { disabledRule } from '../../diagnostics/codes/routing/lint/disabled-rule.js';
import type { CauseData } from '../../diagnostics/codes/routing/lint/rule-order-cause.js';
import type { LoadedRoutingFile } from '../file/load-routing-file.js';
import { placeOf } from '../../diagnostics/place.js';
import { spanAt } from '../../common/spans.js';
import type { RoutingRule } from '../model/types.js';
import { implies, mayImply, neededKeys, premiseKeys } from './implies.js';
import { specificity } from '../predicates/specificity.js';
import type { LintContext } from './lint-context.js';
import { blocks, leafWrites, lockTarget, overwrites, type LeafWrite, type LockTarget } from './writes.js';

/** Rules that can match some input: enabled with a satisfiable filter. */
export function liveRules(file: LoadedRoutingFile, ctx: LintContext): Set<RoutingRule> {
  return new Set(file.rules.filter((r) => r.enabled && ctx.isSatisfiable(r.filter)));
}

/**
 * `routing.disabled-rule` for each disabled rule, `routing.never-matches` for each enabled one whose
 * filter cannot hold (`global` aside).
 */
function neverMatching(file: LoadedRoutingFile, live: ReadonlySet<RoutingRule>): Diagnostic[] {
  return file.entries.flatMap((entry) => {
    const rule = entry.rule;
    if (!rule || rule.id === 'global' || live.has(rule)) return [];
    if (!rule.enabled)
      return [report(disabledRule, placeOf(file.file, spanAt(entry.spans, ['enabled'])), { id: rule.id })];
    return [report(neverMatches, placeOf(file.file, spanAt(entry.spans, ['filter'])), { id: rule.id })];
  });
}

/** Why `later` sorts after `rule` (compareRules' first differing key). */
export function orderCause(rule: RoutingRule, later: RoutingRule): CauseData {
  const causeRule = later.id;
  const mine = specificity(rule.filter);
  const theirs = specificity(later.filter);
  if (mine !== theirs) return { causeRule, causeBy: 'specificity', causeTheirs: theirs, causeMine: mine };
  if (rule.priority !== later.priority)
    return { causeRule, causeBy: 'priority', causeTheirs: later.priority, causeMine: rule.priority };
  if (rule.createdAt !== later.createdAt)
    return { causeRule, causeBy: 'createdAt', causeTheirs: later.createdAt, causeMine: rule.createdAt };
  return { causeRule, causeBy: 'id' };
}

const dotted = (w: LeafWrite): string => [w.ns, ...w.fieldPath].join('.');

/**
 * The live rules sorted once, every leaf write indexed by its path (so the candidates for
 * overwriting a write are only the rules touching that path), the file's locks, and the caches of
 * the checks made per pair.
 */
interface ShadowIndex {
  readonly ctx: LintContext;
  readonly pos: ReadonlyMap<RoutingRule, number>;
  readonly writesOf: ReadonlyMap<RoutingRule, readonly LeafWrite[]>;
  /** The rules writing each path (namespace and field path), in sorted order. */
  readonly byPath: ReadonlyMap<string, readonly RoutingRule[]>;
  readonly locks: readonly LockTarget[];
  readonly needs: Map<RoutingRule, readonly string[] | null>;
  readonly cleanCache: Map<string, boolean>;
}

const pathKey = (ns: string, path: readonly string[]): string => [ns, ...path].join('\u0000');

function shadowIndex(live: ReadonlySet<RoutingRule>, ctx: LintContext): ShadowIndex {
  const order = [...live].sort((x, y) => ctx.compareRules(x, y));
  const writesOf = new Map(order.map((r) => [r, leafWrites(r, ctx.namespaces)]));
  const byPath = new Map<string, RoutingRule[]>();
  for (const r of order) {
    for (const w of writesOf.get(r) ?? []) {
      const k = pathKey(w.ns, w.fieldPath);
      const list = byPath.get(k);
      if (list) list.push(r);
      else byPath.set(k, [r]);
    }
  }
  return {
    ctx,
    pos: new Map(order.map((r, i) => [r, i])),
    writesOf,
    byPath,
    locks: [...live].flatMap((r) => r.locked.flatMap((l) => lockTarget(l, ctx.namespaces) ?? [])),
    needs: new Map(),
    cleanCache: new Map(),
  };
}

/** `r`'s value in `ns` fits the schema and it selects no disabled engine (cached per rule and namespace). */
function isClean(index: ShadowIndex, r: RoutingRule, ns: string): boolean {
  const k = `${index.pos.get(r)}\u0000${ns}`;
  let v = index.cleanCache.get(k);
  if (v === undefined) index.cleanCache.set(k, (v = clean(index.ctx, r, ns)));
  return v;
}

function clean(ctx: LintContext, r: RoutingRule, ns: string): boolean {
  if (ctx.namespaces.check(ns, r.values[ns]).length > 0) return false;
  const engine = r.values['chat.engine'];
  const id =
    typeof engine === 'object' && engine !== null && !Array.isArray(engine)
      ? (engine as { id?: unknown }).id
      : undefined;
  return typeof id !== 'string' || id === 'off' || ctx.isEngineEnabled(id);
}

/** The first index of `list` (in sorted order) whose rule sorts after position `at`. */
function firstAfter(index: ShadowIndex, list: readonly RoutingRule[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((index.pos.get(list[mid] as RoutingRule) ?? -1) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A later-sorting rule that certainly overwrites `rule`'s write `w`: it writes that leaf or a
 * parent of it, `rule`'s filter implies its filter, and its value is clean; none when a lock
 * touches the path.
 */
function overwriterOf(index: ShadowIndex, rule: RoutingRule, w: LeafWrite): RoutingRule | undefined {
  const { ctx } = index;
  if (index.locks.some((l) => blocks(l, w, ctx.namespaces) || blocks(l, { ...w, value: null }, ctx.namespaces)))
    return undefined;
  const at = index.pos.get(rule) ?? -1;
  const premise = premiseKeys(rule.filter);
  for (let n = 0; n <= w.fieldPath.length; n++) {
    const list = index.byPath.get(pathKey(w.ns, w.fieldPath.slice(0, n))) ?? [];
    for (let i = firstAfter(index, list, at); i < list.length; i++) {
      const c = list[i] as RoutingRule;
      // cheap necessary condition first: most pairs of rules cannot imply each other
      let need = index.needs.get(c);
      if (need === undefined) index.needs.set(c, (need = neededKeys(c.filter)));
      if (!mayImply(premise, need)) continue;
      if (
        (index.writesOf.get(c) ?? []).some((cw) => overwrites(cw, w, ctx.namespaces)) &&
        implies(rule.filter, c.filter) &&
        isClean(index, c, w.ns)
      )
        return c;
    }
  }
  return undefined;
}

/**
 * For each live rule: `routing.shadowed-rule` when every write is certainly overwritten and it
 * holds no lock, else `routing.shadowed-write` when some are (the paths listed); both name why the
 * first overriding rule sorts later.
 */
function shadowed(file: LoadedRoutingFile, live: ReadonlySet<RoutingRule>, index: ShadowIndex): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of file.entries) {
    const rule = entry.rule;
    if (!rule || !live.has(rule)) continue;
    const writes = index.writesOf.get(rule) ?? [];
    const lost = writes.flatMap((w) => {
      const by = overwriterOf(index, rule, w);
      return by === undefined ? [] : [{ w, by }];
    });
    if (lost.length === 0) continue;
    const by = [...new Set(lost.map((l) => l.by.id))];
    const cause = orderCause(rule, lost[0]!.by);
    const at = placeOf(file.file, spanAt(entry.spans, ['id']));
    // a rule holding locks still decides something (its locks): only its writes are lost
    if (lost.length === writes.length && rule.locked.length === 0)
      out.push(report(shadowedRule, at, { id: rule.id, by, ...cause }));
    else out.push(report(shadowedWrite, at, { id: rule.id, paths: lost.map((l) => dotted(l.w)), by, ...cause }));
  }
  return out;
}

export function checkReachability(
  file: LoadedRoutingFile,
  ctx: LintContext,
  live: ReadonlySet<RoutingRule>,
): Diagnostic[] {
  return [...neverMatching(file, live), ...shadowed(file, live, shadowIndex(live, ctx))];
}
