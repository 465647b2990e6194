/** The ten budget keys of docs/format.md ("Budgets") with their defaults, in its table's order. */
export const BUDGET_DEFAULTS = {
  examples: 1500,
  worldCore: 2500,
  worldEntries: 5000,
  contextTotal: 7000,
  currentState: 2500,
  events: 1000,
  memories: 1200,
  maxEntries: 8,
  recentMessages: 6,
  recursiveDepth: 1,
} as const;

export type BudgetKey = keyof typeof BUDGET_DEFAULTS;
export const BUDGET_KEYS = Object.keys(BUDGET_DEFAULTS) as readonly BudgetKey[];
export type Budgets = { readonly [K in BudgetKey]: number };

/**
 * Where an effective value comes from: the default; the author's value as written;
 * or the author's value clamped (recentMessages 0/negative -> 1).
 */
export type BudgetSource = 'default' | 'set' | 'clamped';

export interface EffectiveBudgets {
  readonly values: Budgets;
  readonly source: { readonly [K in BudgetKey]: BudgetSource };
  /** The value the author wrote when it was clamped or ignored (for the catalog's explanation). */
  readonly written: { readonly [K in BudgetKey]?: unknown };
}
