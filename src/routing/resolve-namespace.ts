/**
 * One namespace: merge, gate, validate, and on failure the newest-rule-first fallback
 * (spec: 按「最新规则优先」逐条剔除涉及该命名空间的规则). The drop is per namespace only.
 */
import { flattenSources, mergeNamespace, type Contribution } from './merge.js';
import type { CompiledNamespace, SchemaCheck } from './namespace-schema.js';
import type { CompiledRule } from './rule-set.js';
import type { JsonValue, SuppressedWrite } from './types.js';

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
  if (merged.value === undefined) return { merged, gated: undefined, result: { ok: true, value: compiled.defaults } as const };
  const gated = compiled.gate(merged.value);
  return { merged, gated, result: check(gated) };
}

export function resolveNamespace(ns: string, rules: readonly CompiledRule[], compiled: CompiledNamespace, check: Check): NamespaceOutcome {
  const involved = rules.filter((r) => r.contributions.has(ns));
  const writers = involved.filter((r) => r.contributions.get(ns)?.value !== undefined);
  if (writers.length === 0) return { value: compiled.defaults, sources: {}, suppressed: [], drops: [] };
  const dropped = new Set<CompiledRule>();
  const drops: { ruleId: string; error: string }[] = [];
  const order = dropOrder(writers);
  for (let next = 0; ; next++) {
    const contributions = involved.filter((r) => !dropped.has(r)).map((r) => r.contributions.get(ns) as Contribution);
    const { merged, gated, result } = attempt(ns, compiled, contributions, check);
    if (result.ok) {
      const sources: { [path: string]: string } = {};
      flattenSources(ns, merged.sources, gated, sources);
      return { value: result.value, sources, suppressed: merged.suppressed, drops };
    }
    const victim = order[next];
    if (!victim) return { value: compiled.defaults, sources: {}, suppressed: [], drops };
    dropped.add(victim);
    drops.push({ ruleId: victim.rule.id, error: result.error });
  }
}
