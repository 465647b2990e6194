import type { AnyCode } from '../../registry-types.js';
import { activationDiffers } from './activation-differs.js';
import { disabledEntry } from './disabled.js';
import { duplicateEntryId } from './duplicate-id.js';
import { neverMatchable } from './never-matchable.js';
import { overBudget } from './over-budget.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  activationDiffers,
  disabledEntry,
  duplicateEntryId,
  neverMatchable,
  overBudget,
];
