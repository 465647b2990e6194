/**
 * The routing table: rules in compareRules order (from the routing engine) with specificity, the
 * filter in words, what each rule writes and locks, the writes it loses to an earlier rule's lock,
 * the namespace × rule matrix, scenario results and a representative resolution per rule.
 */
import type { Locale } from '../diagnostics/define.js';
import type { Explanation, JsonValue, Predicate, RoutingInput, RoutingRule } from '../routing/model/types.js';
import type { LinkContext } from './diagnostic-view.js';
import { filterInWords } from '../routing/predicates/filter-words.js';
import type {
  CatalogDiagnostic,
  CatalogRouting,
  CatalogRule,
  CatalogScenario,
  LostWrite,
  MatrixCell,
  MatrixRow,
} from './model.js';
import { slugAllocator } from './slug.js';
import { compareBy } from '../common/compare.js';

export interface RoutingSource {
  /** Display path of the routing file. */
  readonly file: string;
  /** Display path of routing.tests.yaml when there is one. */
  readonly testsFile: string | null;
  readonly rules: readonly RoutingRule[];
  readonly scenarios: readonly CatalogScenario[] | null;
  /** The routing engine's functions (src/routing), over the same rules and config as the CLI. */
  readonly engine: RoutingEngine;
}

/** What the view needs from src/routing; collect.ts passes the real engine. */
export interface RoutingEngine {
  readonly explain: (input: RoutingInput) => Explanation;
  readonly compareRules: (a: RoutingRule, b: RoutingRule) => number;
  readonly specificity: (p: Predicate) => number;
  readonly representativeInput: (p: Predicate) => RoutingInput | null;
}

const NO_INPUT: { readonly [L in Locale]: { readonly disabled: string; readonly none: string } } = {
  'zh-CN': {
    disabled: '规则已停用，不参与匹配。',
    none: '无法从这条规则的条件推出一个满足它的输入（例如条件自相矛盾，或依赖无法预览的谓词）。',
  },
  en: {
    disabled: 'The rule is disabled and never matches.',
    none: 'No input satisfying this filter could be derived (for example it contradicts itself, or depends on a predicate that cannot be previewed).',
  },
};

const isObject = (v: JsonValue): v is { readonly [k: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Dotted leaf paths a namespace value writes (an object recurses; arrays and scalars are leaves). */
export function leafPaths(prefix: string, value: JsonValue): string[] {
  if (!isObject(value)) return [prefix];
  const keys = Object.keys(value);
  if (keys.length === 0) return [prefix];
  return keys.flatMap((k) => leafPaths(`${prefix}.${k}`, value[k] as JsonValue));
}

/** A lock and a write collide when one path is the other or lies below it (the spec's two directions). */
export function pathsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

function namespaceOfPath(path: string, namespaces: readonly string[]): string {
  let best = '';
  for (const ns of namespaces) if ((path === ns || path.startsWith(`${ns}.`)) && ns.length > best.length) best = ns;
  return best || path.slice(0, Math.max(path.lastIndexOf('.'), 0)) || path;
}

/**
 * The column of the rule that decides `ns` when every rule matches: later rules override earlier
 * ones, so it is the last enabled rule that writes `ns` with at least one path no earlier lock takes
 * (`losesTo`, both lock directions). Null when no enabled rule writes it. For one input the engine's
 * `decidedBy` can name an earlier rule, when this one's filter does not match.
 */
export function deciderOf(
  ns: string,
  sorted: readonly RoutingRule[],
  rules: readonly Pick<CatalogRule, 'losesTo'>[],
): number | null {
  for (let i = sorted.length - 1; i >= 0; i--) {
    const r = sorted[i] as RoutingRule;
    if (!r.enabled || !(ns in r.values)) continue;
    const lost = new Set(rules[i]?.losesTo.map((l) => l.path));
    if (leafPaths(ns, r.values[ns] as JsonValue).some((p) => !lost.has(p))) return i;
  }
  return null;
}

/** Each rule's page (`routing/rules/<slug>/`), slugs given in id order so they do not depend on the sort. */
function ruleHrefs(rules: readonly RoutingRule[]): Map<string, string> {
  const slugs = slugAllocator();
  const hrefs = new Map<string, string>();
  for (const r of [...rules].sort(compareBy((r) => r.id))) {
    if (!hrefs.has(r.id)) hrefs.set(r.id, `routing/rules/${slugs.take(r.id)}/`);
  }
  return hrefs;
}

/** The writes of the rule at `index` that an earlier enabled rule's lock takes. */
function lostWrites(
  sorted: readonly RoutingRule[],
  index: number,
  { writes, hrefs }: { readonly writes: readonly string[]; readonly hrefs: ReadonlyMap<string, string> },
): LostWrite[] {
  const losesTo: LostWrite[] = [];
  for (const earlier of sorted.slice(0, index)) {
    if (!earlier.enabled) continue;
    for (const lock of earlier.locked) {
      for (const path of writes) {
        if (!pathsOverlap(path, lock)) continue;
        losesTo.push({
          path,
          lock,
          rule: { id: earlier.id, name: earlier.name ?? earlier.id, href: hrefs.get(earlier.id) ?? '' },
          always: earlier.filter.kind === 'true',
        });
      }
    }
  }
  return losesTo;
}

/** Where a rule stands among the others: its place in the order, its page, what it writes and loses. */
interface RulePlace {
  readonly order: number;
  readonly href: string;
  readonly writes: string[];
  readonly losesTo: LostWrite[];
}

function viewRule(
  r: RoutingRule,
  place: RulePlace,
  { engine, locale }: { engine: RoutingEngine; locale: Locale },
): CatalogRule {
  const input = r.enabled ? engine.representativeInput(r.filter) : null;
  const { order, href, writes, losesTo } = place;
  return {
    id: r.id,
    slug: href.split('/').filter(Boolean).pop() ?? '',
    href,
    name: r.name ?? r.id,
    enabled: r.enabled,
    order,
    specificity: engine.specificity(r.filter),
    priority: r.priority,
    createdAt: r.createdAt,
    filterText: filterInWords(r.filter, locale),
    filterJson: JSON.stringify(r.filter),
    namespaces: Object.keys(r.values),
    writes,
    locks: r.locked,
    losesTo,
    representative: {
      input,
      explanation: input ? engine.explain(input) : null,
      reason: input ? null : r.enabled ? NO_INPUT[locale].none : NO_INPUT[locale].disabled,
    },
    valuesJson: JSON.stringify(r.values, null, 2),
  };
}

/** A matrix cell: whether the rule writes the namespace, locks a path in it, or both. */
function cellOf(r: RoutingRule, ns: string, namespaces: readonly string[]): MatrixCell {
  const w = ns in r.values;
  const l = r.locked.some((p) => namespaceOfPath(p, namespaces) === ns);
  if (w && l) return 'write-lock';
  if (w) return 'write';
  return l ? 'lock' : '';
}

export function viewRouting(
  src: RoutingSource,
  ctx: LinkContext,
  allDiagnostics: readonly CatalogDiagnostic[],
): CatalogRouting {
  const sorted = [...src.rules].sort(src.engine.compareRules);
  const hrefs = ruleHrefs(src.rules);
  const namespaces = [...new Set(sorted.flatMap((r) => Object.keys(r.values)))].sort();
  const rules = sorted.map((r, i): CatalogRule => {
    const writes = Object.entries(r.values).flatMap(([ns, v]) => leafPaths(ns, v));
    const losesTo = lostWrites(sorted, i, { writes, hrefs });
    const place = { order: i + 1, href: hrefs.get(r.id) ?? '', writes, losesTo };
    return viewRule(r, place, { engine: src.engine, locale: ctx.locale });
  });
  const matrix = namespaces.map((ns): MatrixRow => ({
    namespace: ns,
    cells: sorted.map((r) => cellOf(r, ns, namespaces)),
    decider: deciderOf(ns, sorted, rules),
  }));
  const files = new Set([src.file, ...(src.testsFile ? [src.testsFile] : [])]);
  return {
    file: src.file,
    rules,
    matrix,
    scenarios: src.scenarios,
    diagnostics: allDiagnostics.filter((d) => d.file !== null && files.has(d.file)),
  };
}
