import type { AnyCode } from '../../../registry-types.js';
import { backtrackingRegex } from './backtracking-regex.js';
import { disabledRule } from './disabled-rule.js';
import { duplicateRuleId } from './duplicate-rule-id.js';
import { fileUnreadable } from './file-unreadable.js';
import { invalidFileShape } from './invalid-file-shape.js';
import { invalidGlobal } from './invalid-global.js';
import { invalidNumber } from './invalid-number.js';
import { invalidRegex } from './invalid-regex.js';
import { invalidRuleField } from './invalid-rule-field.js';
import { invalidRuleId } from './invalid-rule-id.js';
import { lockedWrite } from './locked-write.js';
import { malformedPredicate } from './malformed-predicate.js';
import { missingGlobal } from './missing-global.js';
import { neverMatches } from './never-matches.js';
import { regexTooLarge } from './regex-too-large.js';
import { shadowedRule } from './shadowed-rule.js';
import { shadowedWrite } from './shadowed-write.js';
import { unknownLockPath } from './unknown-lock-path.js';
import { unknownPredicate } from './unknown-predicate.js';
import { unknownRuleField } from './unknown-rule-field.js';
import { unquotedScalar } from './unquoted-scalar.js';
import { unregisteredCustomPredicate } from './unregistered-custom-predicate.js';
import { unregisteredNamespace } from './unregistered-namespace.js';
import { unsafeRegex } from './unsafe-regex.js';
import { valueSchemaMismatch } from './value-schema-mismatch.js';
import { yamlSyntax } from './yaml-syntax.js';
import { yamlTooLarge } from './yaml-too-large.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  backtrackingRegex,
  disabledRule,
  duplicateRuleId,
  fileUnreadable,
  invalidFileShape,
  invalidGlobal,
  invalidNumber,
  invalidRegex,
  invalidRuleField,
  invalidRuleId,
  lockedWrite,
  malformedPredicate,
  missingGlobal,
  neverMatches,
  regexTooLarge,
  shadowedRule,
  shadowedWrite,
  unknownLockPath,
  unknownPredicate,
  unknownRuleField,
  unquotedScalar,
  unregisteredCustomPredicate,
  unregisteredNamespace,
  unsafeRegex,
  valueSchemaMismatch,
  yamlSyntax,
  yamlTooLarge,
];
