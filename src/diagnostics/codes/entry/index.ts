import type { AnyCode } from '../../registry-types.js';
import { activationDiffers } from './activation-differs.js';
import { disabledEntry } from './disabled.js';
import { duplicateEntryId } from './duplicate-id.js';
import { keyHasMacro } from './key-has-macro.js';
import { keyInsideAnother } from './key-inside-another.js';
import { longKey } from './long-key.js';
import { misspeltKey } from './misspelt-key.js';
import { neverMatchable } from './never-matchable.js';
import { noRoomBesideConstants } from './no-room-beside-constants.js';
import { overBudget } from './over-budget.js';
import { sharedKeyTie } from './shared-key-tie.js';
import { shortKey } from './short-key.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  activationDiffers,
  disabledEntry,
  duplicateEntryId,
  keyHasMacro,
  keyInsideAnother,
  longKey,
  misspeltKey,
  neverMatchable,
  noRoomBesideConstants,
  overBudget,
  sharedKeyTie,
  shortKey,
];
