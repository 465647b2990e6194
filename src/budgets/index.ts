export { BUDGET_DEFAULTS, BUDGET_KEYS } from '../core/budget-keys.js';
export type { BudgetKey, Budgets, BudgetSource, EffectiveBudgets } from '../core/budget-keys.js';
export { estimateTokens, charsForTokens } from './tokens.js';
export { defaultBudgets, parseBudgets } from './parse-budgets.js';
export type { ParsedBudgets } from './parse-budgets.js';
export { truncateExamples } from './truncate-examples.js';
export { ZERO_EFFECT, negativeEffect } from '../diagnostics/budget-effects.js';
