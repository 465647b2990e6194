import type { AnyCode } from '../../registry-types.js';
import { configInvalidField } from './invalid-field.js';
import { configInvalidSchema } from './invalid-schema.js';
import { configPathOutsideRepository } from './path-outside-repository.js';
import { configRefusedPattern } from './refused-pattern.js';
import { configUnknownField } from './unknown-field.js';
import { configUnreadable } from './unreadable.js';
import { configYamlSyntax } from './yaml-syntax.js';
import { configYamlTooLarge } from './yaml-too-large.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  configInvalidField,
  configInvalidSchema,
  configPathOutsideRepository,
  configRefusedPattern,
  configUnknownField,
  configUnreadable,
  configYamlSyntax,
  configYamlTooLarge,
];
