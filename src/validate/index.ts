export { startValidation, validate } from './validate.js';
export type { ValidateOptions, ValidationRun } from './validate.js';
export { UnknownCharacterError } from './unknown-character.js';
export type { Report, ReportSummary } from '../report/report.js';
