import type { AnyCode } from '../../registry-types.js';
import { duplicateKey } from './duplicate-key.js';
import { invalidEncoding } from './invalid-encoding.js';
import { invalidJson } from './invalid-json.js';
import { invalidTranscript } from './invalid-transcript.js';
import { legacyPath } from './legacy-path.js';
import { missingSourceMessage } from './missing-source-message.js';
import { quoteNotVerbatim } from './quote-not-verbatim.js';
import { schemaViolation } from './schema-violation.js';
import { unknownSource } from './unknown-source.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  duplicateKey,
  invalidEncoding,
  invalidJson,
  invalidTranscript,
  legacyPath,
  missingSourceMessage,
  quoteNotVerbatim,
  schemaViolation,
  unknownSource,
];
