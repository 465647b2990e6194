/**
 * The routing half of the behaviour diff: the same inputs explained by the base rules and the head
 * rules (the engine `explain` uses, never a second implementation), and the rules themselves
 * compared in `compareRules` order. Inputs: every routing scenario of either side, one
 * representative input per rule of base ∪ head (`representativeInput`, as the catalog uses), one
 * per scope value a changed filter adds or removes (so a newly captured guild shows without a
 * probe), and the caller's probes.
 */
import { NO_PROGRESS } from '../common/progress.js';
import type { Progress } from '../common/progress.js';
import type { RpConfig } from '../config/types.js';
import { compareRules } from '../routing/predicates/compare-rules.js';
import { routerOptionsFromConfig } from '../routing/file/router-options.js';
import { evaluatePredicate } from '../routing/predicates/predicates.js';
import type { PredicateContext } from '../routing/predicates/predicates.js';
import { representativeInput } from '../routing/predicates/representative-input.js';
import { walkPredicates } from '../routing/lint/walk-predicates.js';
import { createAjvCompiler } from '../routing/namespaces/ajv-compiler.js';
import { routerFor } from '../routing/router/router-for-config.js';
import { jsonEqual } from '../routing/scenarios/run-scenarios.js';
import type {
  Explanation,
  JsonValue,
  Predicate,
  RoutingInput,
  RoutingRule,
  ScopeField,
} from '../routing/model/types.js';
import { compareText } from '../common/compare.js';
import { canonicalJson } from './canonical.js';
import type { InputChange, InputSource, RoutingDiff, RuleChange, RulePlace, SuppressedChange } from './types.js';

export interface RoutingSide {
  /** The routing file, or null when the side has none. */
  readonly file: string | null;
  readonly rules: readonly RoutingRule[];
  readonly config: RpConfig;
  /** Scenario names and inputs (`routing.tests.yaml` of that side). */
  readonly scenarios: readonly { readonly name: string; readonly input: RoutingInput }[];
}

export interface ProbeInput {
  readonly name: string;
  readonly input: RoutingInput;
}

type Explain = (input: RoutingInput) => Explanation | null;

function explainer(side: RoutingSide): Explain {
  if (side.file === null) return () => null;
  const router = routerFor(side.rules, side.config, createAjvCompiler());
  return (input) => router.explain(input);
}

/** One rule per id, the first written: the one the router keeps. */
function firstOfEachId(rules: readonly RoutingRule[]): Map<string, RoutingRule> {
  const out = new Map<string, RoutingRule>();
  for (const r of rules) if (!out.has(r.id)) out.set(r.id, r);
  return out;
}

/** Rules in compareRules order, one per id (the first written wins, as the router keeps it). */
function ordered(rules: readonly RoutingRule[]): RoutingRule[] {
  return [...firstOfEachId(rules).values()].sort(compareRules);
}

function places(rules: readonly RoutingRule[], common: ReadonlySet<string>): Map<string, RulePlace> {
  const out = new Map<string, RulePlace>();
  let rank = 0;
  rules.forEach((r, position) => out.set(r.id, { position, rank: common.has(r.id) ? rank++ : null }));
  return out;
}

const RULE_FIELDS_ORDER = ['filter', 'values', 'enabled', 'priority', 'locked', 'createdAt', 'name', 'by'] as const;

function changedFields(a: RoutingRule, b: RoutingRule): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const rank = (k: string): number => {
    const i = (RULE_FIELDS_ORDER as readonly string[]).indexOf(k);
    return i < 0 ? RULE_FIELDS_ORDER.length : i;
  };
  return [...keys]
    .filter((k) => {
      const x = (a as unknown as Record<string, JsonValue | undefined>)[k];
      const y = (b as unknown as Record<string, JsonValue | undefined>)[k];
      return !jsonEqual(x, y);
    })
    .sort((x, y) => rank(x) - rank(y) || compareText(x, y));
}

export function diffRules(base: readonly RoutingRule[], head: readonly RoutingRule[]): RuleChange[] {
  const a = ordered(base);
  const b = ordered(head);
  const inB = new Set(b.map((r) => r.id));
  const common = new Set(a.filter((r) => inB.has(r.id)).map((r) => r.id));
  const pa = places(a, common);
  const pb = places(b, common);
  const byIdA = new Map(a.map((r) => [r.id, r]));
  const byIdB = new Map(b.map((r) => [r.id, r]));
  const ids = [...new Set([...a.map((r) => r.id), ...b.map((r) => r.id)])].sort(compareText);
  const out: RuleChange[] = [];
  for (const id of ids) {
    const before = pa.get(id) ?? null;
    const after = pb.get(id) ?? null;
    const ra = byIdA.get(id);
    const rb = byIdB.get(id);
    const fields = ra && rb ? changedFields(ra, rb) : [];
    const moved = before !== null && after !== null && before.rank !== after.rank;
    const field = (r: RoutingRule | undefined, f: string): JsonValue =>
      (r as unknown as Record<string, JsonValue | undefined> | undefined)?.[f] ?? null;
    const changes = fields
      .filter((f) => f !== 'values')
      .map((f) => ({ field: f, before: field(ra, f), after: field(rb, f) }));
    if (before === null || after === null || moved || fields.length > 0)
      out.push({ id, before, after, fields, changes });
  }
  return out;
}

/** Leaf values by dotted path: namespace, then object keys; arrays and scalars are leaves. */
function leaves(values: { readonly [ns: string]: JsonValue }): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  const walk = (path: string, v: JsonValue): void => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const keys = Object.keys(v);
      if (keys.length === 0) out.set(path, v);
      for (const k of keys) walk(`${path}.${k}`, (v as { readonly [k: string]: JsonValue })[k] as JsonValue);
    } else out.set(path, v);
  };
  for (const ns of Object.keys(values)) walk(ns, values[ns] as JsonValue);
  return out;
}

function suppressedKey(s: { path: string; ruleId: string; value: JsonValue }): string {
  return `${s.path}\u0000${s.ruleId}\u0000${canonicalJson(s.value)}`;
}

/** How two explanations of one input differ; null when they agree. */
export function compareExplanations(
  before: Explanation | null,
  after: Explanation | null,
): Pick<InputChange, 'values' | 'decidedBy' | 'suppressed'> | null {
  const la = leaves(before?.values ?? {});
  const lb = leaves(after?.values ?? {});
  const values: InputChange['values'][number][] = [];
  for (const path of [...new Set([...la.keys(), ...lb.keys()])].sort(compareText)) {
    const x = la.get(path);
    const y = lb.get(path);
    if (!jsonEqual(x, y)) values.push({ path, before: x ?? null, after: y ?? null });
  }
  const da = before?.decidedBy ?? {};
  const db = after?.decidedBy ?? {};
  const decidedBy: InputChange['decidedBy'][number][] = [];
  for (const namespace of [...new Set([...Object.keys(da), ...Object.keys(db)])].sort(compareText)) {
    const x = da[namespace] ?? null;
    const y = db[namespace] ?? null;
    if (x !== y) decidedBy.push({ namespace, before: x, after: y });
  }
  const sa = new Map((before?.suppressed ?? []).map((s) => [suppressedKey(s), s]));
  const sb = new Map((after?.suppressed ?? []).map((s) => [suppressedKey(s), s]));
  const suppressed: SuppressedChange[] = [];
  for (const key of [...new Set([...sa.keys(), ...sb.keys()])].sort(compareText)) {
    const s = (sa.get(key) ?? sb.get(key))!;
    if (sa.has(key) !== sb.has(key))
      suppressed.push({ path: s.path, ruleId: s.ruleId, value: s.value, before: sa.has(key), after: sb.has(key) });
  }
  if (values.length + decidedBy.length + suppressed.length === 0) return null;
  return { values, decidedBy, suppressed };
}

function sourceLabel(s: InputSource): string {
  switch (s.kind) {
    case 'rule':
      return `${s.kind}\u0000${s.ruleId}`;
    case 'scope-value':
      return `${s.kind}\u0000${s.ruleId}\u0000${s.field}\u0000${s.value}`;
    default:
      return `${s.kind}\u0000${s.name}`;
  }
}

function compareSources(a: InputSource, b: InputSource): number {
  return compareText(sourceLabel(a), sourceLabel(b));
}

/** The scope values a filter names, by field (`scope guild ['1', '2']` anywhere in it). */
function scopeValues(filter: Predicate): Map<ScopeField, Set<string>> {
  const out = new Map<ScopeField, Set<string>>();
  for (const { node } of walkPredicates(filter)) {
    if (node.kind !== 'scope') continue;
    const set = out.get(node.field) ?? new Set<string>();
    for (const v of node.values) set.add(v);
    out.set(node.field, set);
  }
  return out;
}

/**
 * For a rule whose filter changed: each scope value one side names and the other does not, with an
 * input of that value matching the side that names it (none when no such input can be derived).
 */
function scopeValueInputs(before: RoutingRule, after: RoutingRule): { input: RoutingInput; source: InputSource }[] {
  const a = scopeValues(before.filter);
  const b = scopeValues(after.filter);
  const out: { input: RoutingInput; source: InputSource }[] = [];
  const side = (
    from: Map<ScopeField, Set<string>>,
    other: Map<ScopeField, Set<string>>,
    rule: RoutingRule,
    added: boolean,
  ): void => {
    for (const [field, values] of from)
      for (const value of values) {
        if (value === '' || other.get(field)?.has(value)) continue;
        const pinned: Predicate = { kind: 'and', operands: [rule.filter, { kind: 'scope', field, values: [value] }] };
        const input = representativeInput(pinned) ?? representativeInput({ kind: 'scope', field, values: [value] });
        if (input !== null) out.push({ input, source: { kind: 'scope-value', ruleId: rule.id, field, value, added } });
      }
  };
  side(b, a, after, true);
  side(a, b, before, false);
  return out;
}

/** The inputs to compare: scenarios of both sides, one per rule of base ∪ head, probes; once each. */
function collectInputs(
  base: RoutingSide,
  head: RoutingSide,
  probes: readonly ProbeInput[],
): { input: RoutingInput; sources: InputSource[] }[] {
  const byKey = new Map<string, { input: RoutingInput; sources: InputSource[] }>();
  const add = (input: RoutingInput, source: InputSource): void => {
    const key = canonicalJson(input as JsonValue);
    const at = byKey.get(key);
    if (at === undefined) byKey.set(key, { input, sources: [source] });
    else if (!at.sources.some((s) => compareSources(s, source) === 0)) at.sources.push(source);
  };
  for (const side of [base, head]) {
    for (const s of side.scenarios) add(s.input, { kind: 'scenario', name: s.name });
    for (const rule of side.rules) {
      const input = representativeInput(rule.filter);
      if (input !== null) add(input, { kind: 'rule', ruleId: rule.id });
    }
  }
  const before = firstOfEachId(base.rules);
  for (const after of firstOfEachId(head.rules).values()) {
    const was = before.get(after.id);
    if (was === undefined || jsonEqual(was.filter as unknown as JsonValue, after.filter as unknown as JsonValue))
      continue;
    for (const { input, source } of scopeValueInputs(was, after)) add(input, source);
  }
  for (const p of probes) add(p.input, { kind: 'probe', name: p.name });
  return [...byKey.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([, v]) => ({ input: v.input, sources: v.sources.sort(compareSources) }));
}

/** What the engine reads of the config: the namespaces, engines and custom predicates. */
function engineConfig(side: RoutingSide): string {
  const { namespaces, engines, customPredicates } = side.config;
  return canonicalJson({ namespaces, engines, customPredicates } as unknown as JsonValue);
}

/**
 * A test that is true for every input whose resolution may differ between the sides, and false
 * only when it cannot: a resolution depends on nothing but the matching rules (their own fields
 * order them) and the engine's config, so when that config is the same and no rule that differs
 * matches the input on either side, both sides resolve it alike and it need not be explained.
 * With many rules and one changed, this skips almost every input (docs/diff.md).
 */
function mayDiffer(
  base: RoutingSide,
  head: RoutingSide,
  rules: readonly RuleChange[],
): (input: RoutingInput) => boolean {
  if (base.file === null || head.file === null || engineConfig(base) !== engineConfig(head)) return () => true;
  const ids = new Set(
    rules.filter((r) => r.before === null || r.after === null || r.fields.length > 0).map((r) => r.id),
  );
  const filters = [base, head].flatMap((side) => {
    const ctx: PredicateContext = {
      customPredicates: routerOptionsFromConfig(side.config).customPredicates,
      regexes: new Map(),
    };
    return side.rules.filter((r) => ids.has(r.id)).map((r) => ({ filter: r.filter, ctx }));
  });
  return (input) =>
    filters.some(({ filter, ctx }) => {
      try {
        return evaluatePredicate(filter, input, ctx);
      } catch {
        return true; // a predicate that throws is the engine's to report: compare the input
      }
    });
}

/** `progress`: phase `routing-probes`, in `inputs` (each routing input resolved on both sides). */
export function diffRouting(
  base: RoutingSide,
  head: RoutingSide,
  probes: readonly ProbeInput[] = [],
  progress: Progress = NO_PROGRESS,
): RoutingDiff {
  const explainBase = explainer(base);
  const explainHead = explainer(head);
  const rules = diffRules(base.rules, head.rules);
  const inputs = collectInputs(base, head, probes);
  const compare = mayDiffer(base, head, rules);
  const changes: InputChange[] = [];
  const phase = progress.start('routing-probes', 'inputs', inputs.length);
  for (const { input, sources } of inputs) {
    phase.advance();
    if (!compare(input)) continue;
    const d = compareExplanations(explainBase(input), explainHead(input));
    if (d !== null) changes.push({ sources, input, ...d });
  }
  phase.end();
  return {
    files: { before: base.file, after: head.file },
    rules,
    compared: inputs.length,
    inputs: changes,
  };
}
