/**
 * One namespace: merge, gate, validate, and on failure the newest-rule-first fallback
 * (spec: 按「最新规则优先」逐条剔除涉及该命名空间的规则). The drop is per namespace only.
 */
import { flattenSources, mergeNamespace, NamespaceMerger, type Contribution } from '../merge/merge.js';
import type { CompiledNamespace, SchemaCheck } from '../namespaces/namespace-schema.js';
import type { CompiledRule } from './rule-set.js';
import type { JsonValue, SuppressedWrite } from '../model/types.js';

export interface NamespaceOutcome {
  readonly value: JsonValue | undefined;
  readonly sources: { readonly [path: string]: string };
  readonly suppressed: readonly SuppressedWrite[];
  /** Rules dropped by the fallback, in drop order, with the error that made each drop necessary. */
  readonly drops: readonly { readonly ruleId: string; readonly error: string }[];
}

type Check = (value: JsonValue) => SchemaCheck;

/** Drop order: updatedAt descending, ties in reverse compareRules order, global always last. */
export function dropOrder(writers: readonly CompiledRule[]): CompiledRule[] {
  return [...writers].sort((a, b) => {
    if (a.isGlobal !== b.isGlobal) return a.isGlobal ? 1 : -1;
    const ua = Number.isFinite(a.rule.updatedAt) ? a.rule.updatedAt : 0;
    const ub = Number.isFinite(b.rule.updatedAt) ? b.rule.updatedAt : 0;
    return ub - ua || b.index - a.index;
  });
}

function attempt(ns: string, compiled: CompiledNamespace, contributions: readonly Contribution[], check: Check) {
  const merged = mergeNamespace(ns, compiled.definition.merge ?? 'deep', contributions);
  if (merged.value === undefined)
    return { merged, gated: undefined, result: { ok: true, value: compiled.defaults } as const };
  const gated = compiled.gate(merged.value);
  return { merged, gated, result: check(gated) };
}

export function resolveNamespace(
  ns: string,
  rules: readonly CompiledRule[],
  compiled: CompiledNamespace,
  check: Check,
): NamespaceOutcome {
  const involved = rules.filter((r) => r.contributions.has(ns));
  const writers = involved.filter((r) => r.contributions.get(ns)?.value !== undefined);
  if (writers.length === 0) return { value: compiled.defaults, sources: {}, suppressed: [], drops: [] };
  const order = dropOrder(writers);
  const full = attempt(
    ns,
    compiled,
    involved.map((r) => r.contributions.get(ns) as Contribution),
    check,
  );
  if (full.result.ok) return success(ns, full);
  const fromTheBack = order.every((r, i) => r === writers[writers.length - 1 - i]);
  return fromTheBack
    ? dropFromTheBack(ns, involved, writers, compiled, check)
    : dropInOrder(ns, involved, order, compiled, check, full.result.error);
}

type Attempt = ReturnType<typeof attempt>;

function success(ns: string, a: Attempt, drops: NamespaceOutcome['drops'] = []): NamespaceOutcome {
  const sources: { [path: string]: string } = {};
  flattenSources(ns, a.merged.sources, a.gated, sources);
  return { value: a.result.ok ? a.result.value : undefined, sources, suppressed: a.merged.suppressed, drops };
}

/** General case: drop one rule at a time in `order`, re-merging each time (O(writers x drops)). */
function dropInOrder(
  ns: string,
  involved: readonly CompiledRule[],
  order: readonly CompiledRule[],
  compiled: CompiledNamespace,
  check: Check,
  firstError: string,
): NamespaceOutcome {
  const dropped = new Set<CompiledRule>();
  const drops: { ruleId: string; error: string }[] = [];
  let error = firstError;
  for (const victim of order) {
    dropped.add(victim);
    drops.push({ ruleId: victim.rule.id, error });
    const a = attempt(
      ns,
      compiled,
      involved.filter((r) => !dropped.has(r)).map((r) => r.contributions.get(ns) as Contribution),
      check,
    );
    if (a.result.ok) return success(ns, a, drops);
    error = a.result.error;
  }
  return { value: compiled.defaults, sources: {}, suppressed: [], drops };
}

/**
 * The drop order is the sorted order reversed (the usual case: equal `updatedAt`), so every
 * candidate state is a prefix of the sorted rules: one incremental pass validates them all (linear).
 */
function dropFromTheBack(
  ns: string,
  involved: readonly CompiledRule[],
  writers: readonly CompiledRule[],
  compiled: CompiledNamespace,
  check: Check,
): NamespaceOutcome {
  const merger = new NamespaceMerger(ns, compiled.definition.merge ?? 'deep');
  const errors: (string | null)[] = [];
  for (const r of involved) {
    const c = r.contributions.get(ns) as Contribution;
    merger.apply(c);
    if (c.value === undefined) continue;
    const v = merger.value;
    const result = v === undefined ? { ok: true as const } : check(compiled.gate(v));
    errors.push(result.ok ? null : result.error);
  }
  let keep = errors.length;
  while (keep > 0 && errors[keep - 1] !== null) keep--;
  const drops = writers
    .slice(keep)
    .reverse()
    .map((r, i) => ({ ruleId: r.rule.id, error: errors[errors.length - 1 - i] as string }));
  if (keep === 0) return { value: compiled.defaults, sources: {}, suppressed: [], drops };
  const kept = new Set(writers.slice(keep));
  const a = attempt(
    ns,
    compiled,
    involved.filter((r) => !kept.has(r)).map((r) => r.contributions.get(ns) as Contribution),
    check,
  );
  return success(ns, a, drops);
}
