import type { AnyCode } from '../../../registry-types.js';
import { engineDisabled } from './engine-disabled.js';
import { invalidNamespace } from './invalid-namespace.js';
import { predicateError } from './predicate-error.js';
import { unknownNamespace } from './unknown-namespace.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [engineDisabled, invalidNamespace, predicateError, unknownNamespace];
