/**
 * SARIF 2.1.0 for GitHub code scanning (docs/action.md): one run, the rules that
 * occur (id, descriptions, help text and Markdown, docs URL, default level), results with relative
 * URIs against `%SRCROOT%`, regions only where a line is known, related locations and
 * `partialFingerprints` that survive line moves. GitHub rejects a whole upload when one result has
 * no location, so a diagnostic without a file is anchored at its first related file, else at
 * `anchorFile`, else reported as a tool execution notification instead of a result. Code scanning
 * shows results only at files, so a finding about a folder is anchored at the file that stands for
 * it (`Diagnostic.folder.anchor`, e.g. the Markdown file found in a card folder without its
 * `CHARACTER.md`), else likewise; its message then names the folder.
 */
import type { Diagnostic, Locale, Severity } from '../../diagnostics/define.js';
import { lookupCode } from '../../diagnostics/registry.js';
import { fingerprint } from '../../diagnostics/fingerprint.js';
import type { Report } from '../report.js';
import { labelsFor } from './labels.js';
import { renderFull } from './rendered.js';
import type { RenderedDiagnostic } from './rendered.js';
import { PROJECT_URL, TOOL_NAME, TOOL_VERSION, docsUrl } from './tool.js';
import { inertJson } from '../../common/visible.js';

export interface SarifOptions {
  readonly locale: Locale;
  /** A repository file to anchor file-less diagnostics at (e.g. the config file). */
  readonly anchorFile?: string;
}

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const FINGERPRINT_KEY = 'rpAssets/v1';

const LEVEL: Readonly<Record<Severity, 'error' | 'warning' | 'note'>> = {
  error: 'error',
  warning: 'warning',
  hint: 'note',
};
const PROBLEM_SEVERITY: Readonly<Record<Severity, string>> = {
  error: 'error',
  warning: 'warning',
  hint: 'recommendation',
};

/** A relative path as a URI reference: each segment percent-encoded (spaces, CJK, `#`, `?`). */
export function pathToUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function firstParagraph(markdown: string): string {
  return (markdown.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s*\n\s*/g, ' ');
}

/** `asset.root-missing` -> `AssetRootMissing`: SARIF's `name`, readable and distinct from the id. */
export function ruleName(code: string): string {
  return code
    .split(/[.-]/)
    .map((w) => (w === '' ? '' : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
}

function rule(code: string, locale: Locale): Record<string, unknown> {
  const def = lookupCode(code);
  if (!def) throw new Error(`unknown diagnostic code ${code}`);
  const url = docsUrl(code);
  const why = def.why[locale].trim();
  return {
    id: code,
    // SARIF: a readable name distinct from the id (`asset.root-missing` -> `AssetRootMissing`)
    name: ruleName(code),
    shortDescription: { text: def.title[locale] },
    fullDescription: { text: firstParagraph(why) || def.title[locale] },
    help: {
      text: `${why}\n\n${url}`,
      markdown: `**${def.title[locale]}** (\`${code}\`)\n\n${why}\n\n[${code}](${url})`,
    },
    helpUri: url,
    defaultConfiguration: { level: LEVEL[def.severity] },
    properties: { tags: [code.slice(0, code.indexOf('.'))], 'problem.severity': PROBLEM_SEVERITY[def.severity] },
  };
}

function physical(
  file: string,
  line: number | null,
  column: number | null,
  endLine: number | null,
  endColumn: number | null,
) {
  const artifactLocation = { uri: pathToUri(file), uriBaseId: '%SRCROOT%' };
  if (line === null) return { artifactLocation };
  const region: Record<string, number> = { startLine: line };
  if (column !== null) region.startColumn = column;
  if (endLine !== null && endLine >= line) region.endLine = endLine;
  if (endColumn !== null && column !== null && (endLine === null || endLine >= line)) region.endColumn = endColumn;
  return { artifactLocation, region };
}

export function messageText(r: RenderedDiagnostic, locale: Locale, folder: string | null = null): string {
  const l = labelsFor(locale);
  const subject = folder === null ? '' : `${folder}/: `;
  return `${subject}${r.message}\n${l.consequence}${r.consequence}\n${l.fix}${r.fix}`;
}

/** Where a result is shown: its own file, or for file-less and folder findings a file standing in. */
export interface Target {
  readonly file: string;
  /** The finding's own place (with its line), not a stand-in. */
  readonly own: boolean;
  /** The folder the finding is about, when the file stands in for it. */
  readonly folder: string | null;
}

export function target(d: Diagnostic, anchorFile: string | undefined): Target | null {
  if (d.file !== null && d.folder === undefined) return { file: d.file, own: true, folder: null };
  const file = d.folder?.anchor ?? d.related[0]?.file ?? anchorFile ?? null;
  return file === null ? null : { file, own: false, folder: d.folder === undefined ? null : d.file };
}

function result(d: Diagnostic, ruleIndex: number, where: Target, locale: Locale): Record<string, unknown> {
  const r = renderFull(d, locale);
  const { file } = where;
  const location = where.own
    ? physical(file, r.line, r.column, r.endLine, r.endColumn)
    : physical(file, null, null, null, null);
  const related = r.related.map((x, i) => ({
    id: i + 1,
    physicalLocation: physical(x.file, x.line, x.column, null, null),
    message: { text: x.message },
  }));
  return {
    ruleId: d.code,
    ruleIndex,
    level: LEVEL[d.severity],
    message: { text: messageText(r, locale, where.folder) },
    locations: [{ physicalLocation: location }],
    ...(related.length > 0 ? { relatedLocations: related } : {}),
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(d) },
  };
}

export function sarifDocument(report: Report, options: SarifOptions): Record<string, unknown> {
  const { locale } = options;
  const codes = [...new Set(report.diagnostics.map((d) => d.code))].sort();
  const index = new Map(codes.map((c, i) => [c, i]));
  const results: unknown[] = [];
  const notifications: unknown[] = [];
  for (const d of report.diagnostics) {
    const where = target(d, options.anchorFile);
    if (where === null) {
      notifications.push({
        level: LEVEL[d.severity],
        message: { text: messageText(renderFull(d, locale), locale, d.folder === undefined ? null : d.file) },
        descriptor: { id: d.code },
      });
      continue;
    }
    results.push(result(d, index.get(d.code) as number, where, locale));
  }
  const run: Record<string, unknown> = {
    tool: {
      driver: {
        name: TOOL_NAME,
        version: TOOL_VERSION,
        semanticVersion: TOOL_VERSION,
        informationUri: PROJECT_URL,
        rules: codes.map((c) => rule(c, locale)),
      },
    },
    results,
    columnKind: 'utf16CodeUnits',
  };
  if (notifications.length > 0) {
    run.invocations = [{ executionSuccessful: true, toolExecutionNotifications: notifications }];
  }
  return { $schema: SARIF_SCHEMA, version: '2.1.0', runs: [run] };
}

export function formatSarif(report: Report, options: SarifOptions): string {
  return inertJson(JSON.stringify(sarifDocument(report, options), null, 2)) + '\n';
}
