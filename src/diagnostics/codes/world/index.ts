import type { AnyCode } from '../../registry-types.js';
import { budgetDiffers } from './budget-differs.js';
import { entryRootMissing } from './entry-root-missing.js';
import { unreachable } from './unreachable.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [budgetDiffers, entryRootMissing, unreachable];
