/** compareRules (spec: 匹配顺序与覆盖): later rules override earlier ones. */
import { specificity } from './specificity.js';
import type { RoutingRule } from '../model/types.js';
import { compareText } from '../../common/compare.js';

export const GLOBAL_RULE_ID = 'global';

export interface RuleOrderKey {
  readonly id: string;
  readonly specificity: number;
  readonly priority: number;
  readonly createdAt: number;
}

const num = (n: number): number => (Number.isFinite(n) ? n : 0);

/** Order keys: global first, specificity asc, priority asc, createdAt asc, id in UTF-16 code-unit order. */
export function compareOrderKeys(a: RuleOrderKey, b: RuleOrderKey): number {
  const ga = a.id === GLOBAL_RULE_ID;
  const gb = b.id === GLOBAL_RULE_ID;
  if (ga !== gb) return ga ? -1 : 1;
  return (
    a.specificity - b.specificity ||
    num(a.priority) - num(b.priority) ||
    num(a.createdAt) - num(b.createdAt) ||
    compareText(a.id, b.id)
  );
}

export function orderKey(rule: RoutingRule): RuleOrderKey {
  return {
    id: rule.id,
    specificity: specificity(rule.filter),
    priority: rule.priority ?? 0,
    createdAt: rule.createdAt ?? 0,
  };
}

/** Compare two rules (computes specificity; sort with precomputed keys for large sets). */
export function compareRules(a: RoutingRule, b: RoutingRule): number {
  return compareOrderKeys(orderKey(a), orderKey(b));
}
