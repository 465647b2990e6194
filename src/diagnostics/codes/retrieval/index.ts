import type { AnyCode } from '../../registry-types.js';
import { constantLeftOut } from './constant-left-out.js';
import { examplesTruncated } from './examples-truncated.js';
import { worldCoreTruncated } from './world-core-truncated.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [constantLeftOut, examplesTruncated, worldCoreTruncated];
