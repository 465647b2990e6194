/** `formatReport`: one report, four projections (text, json, sarif, github). Pure: returns a string. */
import type { Locale } from '../../diagnostics/define.js';
import type { Report } from '../report.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

export type OutputFormat = 'text' | 'json' | 'sarif' | 'github';
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['text', 'json', 'sarif', 'github'];

export interface FormatOptions {
  readonly format: OutputFormat;
  readonly locale: Locale;
  /** Extra top-level fields of the JSON document (e.g. check-turn's `changes`); json only. */
  readonly extra?: Readonly<Record<string, unknown>>;
  /** ANSI colour in the text format. */
  readonly color?: boolean;
  /** False when the run checked no assets (check-turn): the text format then omits asset counts. */
  readonly showAssets?: boolean;
  /** SARIF: a repository file to anchor file-less diagnostics at. */
  readonly anchorFile?: string;
}

export function formatReport(report: Report, options: FormatOptions): string {
  const { locale } = options;
  switch (options.format) {
    case 'text':
      return formatText(report, { locale, color: options.color ?? false, showAssets: options.showAssets ?? true });
    case 'json':
      return formatJson(report, { locale, ...(options.extra ? { extra: options.extra } : {}) });
    case 'sarif':
      return formatSarif(report, {
        locale,
        ...(options.anchorFile !== undefined ? { anchorFile: options.anchorFile } : {}),
      });
    case 'github':
      return formatGithub(report, { locale });
  }
}

export { diagnosticsJson, reportDocument } from './json.js';
export { sarifDocument, pathToUri, FINGERPRINT_KEY } from './sarif.js';
export { annotationOf, escapeData, escapeProperty, workflowCommand } from './github.js';
export type { Annotation, AnnotationFields } from './github.js';
export { docsUrl, TOOL_NAME, TOOL_VERSION, PROJECT_URL } from './tool.js';
