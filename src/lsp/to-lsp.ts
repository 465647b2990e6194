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
import { sameData } from '../common/run-memo.js';
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
  return rememberedConversion()(checked);
}

/** One diagnostic converted: where it is shown and what, or the text of one with nowhere to go. */
interface Converted {
  readonly d: Diagnostic;
  /** Code and position: where an equal finding of the next run is looked for. */
  readonly place: string;
  readonly uri: string | null;
  readonly lsp: LspDiagnostic | null;
  readonly unplaced: string | null;
}

/**
 * `toLspDiagnostics` that converts only what it has not converted before: a diagnostic that is the
 * same object as last time, or equal to one at the same place, gives back the same LSP object (its
 * words are rendered once), so after an edit only the new findings are rendered and the re-check
 * loop can tell an unchanged file by identity.
 */
export function rememberedConversion(): (checked: Checked) => LspDiagnostics {
  let context = '';
  let byObject = new WeakMap<Diagnostic, Converted>();
  let last: readonly Converted[] = [];
  return (checked) => {
    const { report, locale, project } = checked;
    const now = [locale, project.anchorFile ?? '', checked.root].join('\0');
    if (now !== context) {
      context = now;
      byObject = new WeakMap();
      last = [];
    }
    // the last run's findings by place, indexed only when a finding is new (most re-checks have few)
    let byPlace: Map<string, Converted[]> | null = null;
    const atPlace = (place: string): readonly Converted[] => (byPlace ??= indexByPlace(last)).get(place) ?? [];
    const converted: Converted[] = [];
    const byUri = new Map<string, LspDiagnostic[]>();
    const unplaced: string[] = [];
    for (const d of report.diagnostics) {
      let c = byObject.get(d);
      if (c === undefined) {
        const place = `${d.code}\0${d.file ?? ''}\0${d.line ?? ''}\0${d.column ?? ''}`;
        c = atPlace(place).find((x) => sameData(x.d, d)) ?? convert(d, place, checked);
        byObject.set(d, c);
      }
      converted.push(c);
      if (c.uri === null || c.lsp === null) {
        unplaced.push(c.unplaced ?? '');
        continue;
      }
      const list = byUri.get(c.uri);
      if (list === undefined) byUri.set(c.uri, [c.lsp]);
      else list.push(c.lsp);
    }
    last = converted;
    return { byUri, unplaced };
  };
}

function indexByPlace(list: readonly Converted[]): Map<string, Converted[]> {
  const out = new Map<string, Converted[]>();
  for (const c of list) {
    const here = out.get(c.place);
    if (here === undefined) out.set(c.place, [c]);
    else here.push(c);
  }
  return out;
}

function convert(d: Diagnostic, place: string, checked: Checked): Converted {
  const { locale, project } = checked;
  const where = target(d, project.anchorFile ?? undefined);
  const r = renderFull(d, locale);
  if (where === null)
    return {
      d,
      place,
      uri: null,
      lsp: null,
      unplaced: `${d.code}: ${messageText(r, locale, d.folder !== undefined ? d.file : null)}`,
    };
  const uri = pathToUri(checked.absolute(where.file));
  const range = where.own ? rangeOf(d.line, d.column, d.endLine, d.endColumn) : rangeOf(null, null);
  const lsp = toLsp(d, r.related, range, messageText(r, locale, where.folder), checked);
  return { d, place, uri, lsp, unplaced: null };
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
