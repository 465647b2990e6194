import { avatarUnreadable } from './avatar-unreadable.js';
import type { AnyCode } from '../../registry-types.js';
import { constantsFillMaxEntries } from './constants-fill-max-entries.js';
import { constantsOverHalf } from './constants-over-half.js';
import { examplesMissing } from './examples-missing.js';
import { invalidLanguage } from './invalid-language.js';
import { multipleDefault } from './multiple-default.js';
import { unresolvedWorld } from './unresolved-world.js';
import { worldCoreCut } from './world-core-cut.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  avatarUnreadable,
  constantsFillMaxEntries,
  constantsOverHalf,
  examplesMissing,
  invalidLanguage,
  multipleDefault,
  unresolvedWorld,
  worldCoreCut,
];
