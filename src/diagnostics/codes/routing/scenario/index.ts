import type { AnyCode } from '../../../registry-types.js';
import { invalidScenario } from './invalid-scenario.js';
import { regexBudgetSpent } from './regex-budget-spent.js';
import { scenarioFailed } from './scenario-failed.js';
import { testsNotRun } from './tests-not-run.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [invalidScenario, regexBudgetSpent, scenarioFailed, testsNotRun];
