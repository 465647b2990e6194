/**
 * What a budget key is, in words: its unit, its default and what setting it to 0 does (the spec's
 * table). One text for the editor JSON Schemas and the language server's hover.
 */
import type { Localized } from '../common/locale.js';
import { BUDGET_DEFAULTS } from '../common/budget-keys.js';
import type { BudgetKey } from '../common/budget-keys.js';
import { ZERO_EFFECT } from '../diagnostics/budget-effects.js';

/** Budget keys counted in items, not tokens. */
export const COUNT_KEYS: ReadonlySet<BudgetKey> = new Set<BudgetKey>(['maxEntries', 'recentMessages', 'recursiveDepth']);

export function budgetDescription(key: BudgetKey): Localized {
  const unit = COUNT_KEYS.has(key)
    ? { 'zh-CN': '条数', en: 'a count' }
    : { 'zh-CN': '近似 token 数（4 字符 ≈ 1 token）', en: 'approximate tokens (4 characters ≈ 1 token)' };
  const zero = ZERO_EFFECT[key];
  return {
    'zh-CN': `${unit['zh-CN']}，默认 ${BUDGET_DEFAULTS[key]}。设为 0：${zero['zh-CN']}。`,
    en: `${unit.en}, default ${BUDGET_DEFAULTS[key]}. Set to 0: ${zero.en}.`,
  };
}
