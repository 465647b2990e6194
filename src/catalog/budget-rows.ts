/** A character's effective budgets as rows with the reason for each value (defaults, zeros, clamps). */
import { BUDGET_KEYS, type BudgetKey, type EffectiveBudgets } from '../common/budget-keys.js';
import type { Locale } from '../diagnostics/define.js';
import type { BudgetRow } from './model.js';
import { phrases } from './text.js';

function writtenText(v: unknown): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return JSON.stringify(v);
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

function noteFor(key: BudgetKey, budgets: EffectiveBudgets, locale: Locale): string | null {
  const p = phrases(locale);
  const source = budgets.source[key];
  const value = budgets.values[key];
  const written = budgets.written[key];
  if (source === 'clamped') return p.clamped(writtenText(written));
  if (source === 'default') return written === undefined ? null : p.ignored(writtenText(written));
  if (value === 0) return p.zero[key];
  if (value < 0) return p.negative(key, value);
  return null;
}

export function budgetRows(budgets: EffectiveBudgets, locale: Locale): BudgetRow[] {
  return BUDGET_KEYS.map((key) => {
    const written = budgets.written[key];
    return {
      key,
      value: budgets.values[key],
      source: budgets.source[key],
      written: written === undefined ? null : writtenText(written),
      note: noteFor(key, budgets, locale),
    };
  });
}
