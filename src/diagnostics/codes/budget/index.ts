import type { AnyCode } from '../../registry-types.js';
import { invalidBudgetValue } from './invalid-value.js';
import { negativeBudget } from './negative.js';
import { noEffectBudget } from './no-effect.js';
import { budgetsNotAMapping } from './not-a-mapping.js';
import { overInRealTokens } from './over-in-real-tokens.js';
import { recentMessagesClamped } from './recent-messages-clamped.js';
import { unknownBudgetKey } from './unknown-key.js';
import { zeroBudget } from './zero.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  invalidBudgetValue,
  negativeBudget,
  noEffectBudget,
  budgetsNotAMapping,
  overInRealTokens,
  recentMessagesClamped,
  unknownBudgetKey,
  zeroBudget,
];
