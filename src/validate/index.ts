export { validate } from './validate.js';
export type { ValidateOptions } from './validate.js';
export { UnknownCharacterError } from './unknown-character.js';
export type { Report, ReportSummary } from '../report/report.js';
