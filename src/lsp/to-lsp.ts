/**
 * The report's diagnostics as LSP diagnostics, grouped by the file they are shown at: the CLI's
 * codes, places and words (message, consequence, fix, as the SARIF projection writes them), the
 * code's docs page as `codeDescription`, the related places as `relatedInformation`, and the
 * suggested replacement in `data` for the quick fix. A finding about a folder or about no file is
 * shown where SARIF shows it (the folder's anchor file, else its first related file, else the
 * config or routing file) at the top of that file; one with nowhere to go is returned apart.
 */
import type { Diagnostic as LspDiagnostic, Range } from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { Diagnostic, Severity } from '../diagnostics/define.js';
import { docsUrl } from '../report/format/tool.js';
import { renderFull } from '../report/format/rendered.js';
import { messageText, target } from '../report/format/sarif.js';
import type { Checked } from './workspace.js';
import { pathToUri } from './uri.js';

/**
 * Decision (docs/editor.md): a hint is shown as Information, the level of a GitHub notice; LSP's
 * Hint level is drawn as faint dots that an author would not notice.
 */
const SEVERITY: Readonly<Record<Severity, DiagnosticSeverity>> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  hint: DiagnosticSeverity.Information,
};

/** What a quick fix needs back from the client (`Diagnostic.data`). */
export interface DiagnosticData {
  readonly suggestion?: string;
}

export interface LspDiagnostics {
  /** By file URI; every file that has something to show. */
  readonly byUri: ReadonlyMap<string, readonly LspDiagnostic[]>;
  /** Findings with no file to show them at (rendered text), e.g. no assets without a config file. */
  readonly unplaced: readonly string[];
}

/** 1-based line and column (null: the start) -> an LSP range (0-based, UTF-16 columns as ours). */
export function rangeOf(
  line: number | null,
  column: number | null,
  endLine: number | null = null,
  endColumn: number | null = null,
): Range {
  const l = Math.max(0, (line ?? 1) - 1);
  const c = Math.max(0, (column ?? 1) - 1);
  const el = endLine !== null && line !== null && endLine >= line ? endLine - 1 : l;
  const ec = endColumn !== null && column !== null ? Math.max(0, endColumn - 1) : c;
  return { start: { line: l, character: c }, end: { line: el, character: el === l ? Math.max(c, ec) : ec } };
}

export function toLspDiagnostics(checked: Checked): LspDiagnostics {
  const { report, locale, project } = checked;
  const byUri = new Map<string, LspDiagnostic[]>();
  const unplaced: string[] = [];
  for (const d of report.diagnostics) {
    const where = target(d, project.anchorFile ?? undefined);
    const r = renderFull(d, locale);
    if (where === null) {
      unplaced.push(`${d.code}: ${messageText(r, locale, d.folder !== undefined ? d.file : null)}`);
      continue;
    }
    const uri = pathToUri(checked.absolute(where.file));
    const range = where.own ? rangeOf(d.line, d.column, d.endLine, d.endColumn) : rangeOf(null, null);
    const list = byUri.get(uri) ?? [];
    list.push(toLsp(d, r.related, range, messageText(r, locale, where.folder), checked));
    byUri.set(uri, list);
  }
  return { byUri, unplaced };
}

function toLsp(
  d: Diagnostic,
  related: ReturnType<typeof renderFull>['related'],
  range: Range,
  message: string,
  checked: Checked,
): LspDiagnostic {
  const data: DiagnosticData = d.suggestion !== undefined ? { suggestion: d.suggestion } : {};
  return {
    range,
    severity: SEVERITY[d.severity],
    code: d.code,
    codeDescription: { href: docsUrl(d.code) },
    source: 'rp-assets',
    message,
    ...(related.length > 0
      ? {
          relatedInformation: related.map((x) => ({
            location: { uri: pathToUri(checked.absolute(x.file)), range: rangeOf(x.line, x.column) },
            message: x.message,
          })),
        }
      : {}),
    data,
  };
}
