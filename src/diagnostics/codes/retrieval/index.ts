import type { AnyCode } from '../../registry-types.js';
import { constantLeftOut } from './constant-left-out.js';
import { examplesTruncated } from './examples-truncated.js';
import { retrievalInvalidScenario } from './invalid-scenario.js';
import { retrievalScenarioFailed } from './scenario-failed.js';
import { worldCoreTruncated } from './world-core-truncated.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  constantLeftOut,
  examplesTruncated,
  retrievalInvalidScenario,
  retrievalScenarioFailed,
  worldCoreTruncated,
];
