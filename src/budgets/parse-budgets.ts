/**
 * `budgets` frontmatter -> EffectiveBudgets, with the spec's rules: keys match exactly, values
 * must be finite unquoted numbers, 0 is kept (and warned with what it turns off), negatives are
 * kept (and warned with their real effect), `recentMessages` 0/negative is clamped to 1.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { invalidBudgetValue } from '../diagnostics/codes/budget/invalid-value.js';
import { negativeBudget } from '../diagnostics/codes/budget/negative.js';
import { noEffectBudget } from '../diagnostics/codes/budget/no-effect.js';
import { budgetsNotAMapping } from '../diagnostics/codes/budget/not-a-mapping.js';
import { recentMessagesClamped } from '../diagnostics/codes/budget/recent-messages-clamped.js';
import { unknownBudgetKey } from '../diagnostics/codes/budget/unknown-key.js';
import { zeroBudget } from '../diagnostics/codes/budget/zero.js';
import { closestCandidate } from '../common/closest-candidate.js';
import type { YamlNode } from '../common/yaml/tree.js';
import { describeNode } from '../common/yaml/tree.js';
import { BUDGET_DEFAULTS, BUDGET_KEYS } from '../common/budget-keys.js';
import type { BudgetKey, BudgetSource, Budgets, EffectiveBudgets } from '../common/budget-keys.js';

const KEY_SET: ReadonlySet<string> = new Set(BUDGET_KEYS);

export function defaultBudgets(): EffectiveBudgets {
  const source = {} as Record<BudgetKey, BudgetSource>;
  for (const k of BUDGET_KEYS) source[k] = 'default';
  return { values: { ...BUDGET_DEFAULTS }, source, written: {} };
}

export interface ParsedBudgets {
  readonly budgets: EffectiveBudgets;
  readonly diagnostics: readonly Diagnostic[];
}

/** `node` is the value of the `budgets` key, or null when it is absent. */
export function parseBudgets(node: YamlNode | null, file: string): ParsedBudgets {
  if (node === null || (node.kind === 'scalar' && node.value === null))
    return { budgets: defaultBudgets(), diagnostics: [] };
  if (node.kind !== 'map') {
    return {
      budgets: defaultBudgets(),
      diagnostics: [report(budgetsNotAMapping, { file, ...node.span }, { found: describeNode(node) })],
    };
  }
  const values: Record<BudgetKey, number> = { ...BUDGET_DEFAULTS };
  const source = { ...defaultBudgets().source } as Record<BudgetKey, BudgetSource>;
  const written: Partial<Record<BudgetKey, unknown>> = {};
  const diagnostics: Diagnostic[] = [];
  for (const pair of node.pairs) {
    if (!KEY_SET.has(pair.key)) {
      const suggestion = closestCandidate(pair.key, BUDGET_KEYS);
      const extra = suggestion === null ? {} : { suggestion };
      diagnostics.push(report(unknownBudgetKey, { file, ...pair.keySpan }, { key: pair.key, suggestion }, extra));
      continue;
    }
    const key = pair.key as BudgetKey;
    const v = pair.value;
    const place = { file, ...v.span };
    if (v.kind !== 'scalar' || typeof v.value !== 'number' || !Number.isFinite(v.value)) {
      const found = v.kind === 'scalar' ? (v.quoted ? JSON.stringify(v.value) : v.source || 'null') : describeNode(v);
      written[key] = v.kind === 'scalar' ? v.value : found;
      const asNumber =
        v.kind === 'scalar' && typeof v.value === 'string' && v.value.trim() !== '' ? Number(v.value) : NaN;
      const extra = Number.isFinite(asNumber) ? { suggestion: String(asNumber) } : {};
      diagnostics.push(report(invalidBudgetValue, place, { key, found, fallback: BUDGET_DEFAULTS[key] }, extra));
      continue;
    }
    const n = v.value;
    values[key] = n;
    source[key] = 'set';
    if (key === 'recentMessages' && n <= 0) {
      values[key] = 1;
      source[key] = 'clamped';
      written[key] = n;
      diagnostics.push(report(recentMessagesClamped, place, { value: n === 0 ? 0 : n }, { suggestion: '1' }));
    } else if (key === 'recursiveDepth') {
      if (n !== 1) diagnostics.push(report(noEffectBudget, place, { key, value: n }));
    } else if (n === 0) {
      diagnostics.push(report(zeroBudget, place, { key }));
    } else if (n < 0) {
      diagnostics.push(report(negativeBudget, place, { key, value: n }));
    }
  }
  return { budgets: { values: values as Budgets, source, written }, diagnostics };
}
