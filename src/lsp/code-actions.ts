/**
 * Quick fixes for the codes marked `fixable: suggestion`: the diagnostic's suggested replacement
 * for its span (a did-you-mean id or key, a quoted scalar, a clamped value), offered, never applied
 * by itself; and for an unknown key (`asset.unknown-key`, `budget.unknown-key`,
 * `config.unknown-field`, `routing.unknown-rule-field`) removing the key with its block; for
 * frontmatter opened below blank lines (`asset.misplaced-frontmatter`) removing them. A code
 * whose file the server does not check (`turn.quote-not-verbatim`, in `check-turn`'s arguments)
 * has none here.
 */
import type { CodeAction, CodeActionParams, Diagnostic, TextEdit } from 'vscode-languageserver';
import { CodeActionKind } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerState } from './server.js';
import type { DiagnosticData } from './to-lsp.js';
import { actionWords } from './words.js';

/** Codes whose finding is a key that should not be there. */
export const REMOVABLE_KEY_CODES: ReadonlySet<string> = new Set([
  'asset.unknown-key',
  'budget.unknown-key',
  'config.unknown-field',
  'routing.unknown-rule-field',
]);

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** The lines of the key at `line` and of the block below it (deeper indented or blank). */
export function keyBlockEdit(document: TextDocument, line: number): TextEdit | null {
  const lines = document.getText().split(/\r?\n/);
  const own = lines[line];
  if (own === undefined) return null;
  // a key inside a flow mapping or after a list dash on the same line: not a line of its own
  if (!/^\s*[^\s\-{[][^:]*:/.test(own)) return null;
  const indent = indentOf(own);
  let end = line + 1;
  while (end < lines.length) {
    const next = lines[end] as string;
    if (next.trim() !== '' && indentOf(next) <= indent) break;
    if (/^(---|\.\.\.)\s*$/.test(next)) break;
    end++;
  }
  return { range: { start: { line, character: 0 }, end: { line: end, character: 0 } }, newText: '' };
}

/** Deleting the lines above `line` when they are all blank (frontmatter that opens on a later line). */
function blankLinesBefore(document: TextDocument, line: number): TextEdit | null {
  if (line === 0) return null;
  const lines = document.getText().split(/\r?\n/).slice(0, line);
  if (lines.some((l) => l.trim() !== '')) return null;
  return { range: { start: { line: 0, character: 0 }, end: { line, character: 0 } }, newText: '' };
}

export function codeActions(state: ServerState, p: CodeActionParams): CodeAction[] {
  const document = state.documents.get(p.textDocument.uri);
  const checked = state.checker.last();
  if (document === undefined || checked === null) return [];
  const words = actionWords(checked.locale);
  const out: CodeAction[] = [];
  const fix = (title: string, d: Diagnostic, edit: TextEdit, preferred: boolean): void => {
    out.push({
      title,
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      isPreferred: preferred,
      edit: { changes: { [p.textDocument.uri]: [edit] } },
    });
  };
  for (const d of p.context.diagnostics) {
    if (d.source !== 'rp-assets') continue;
    const data = (d.data ?? {}) as DiagnosticData;
    if (data.suggestion !== undefined)
      fix(words.replaceWith(data.suggestion), d, { range: d.range, newText: data.suggestion }, true);
    if (d.code === 'asset.misplaced-frontmatter' && data.suggestion === undefined) {
      const edit = blankLinesBefore(document, d.range.start.line);
      if (edit !== null) fix(words.removeBlankLines, d, edit, true);
    }
    if (typeof d.code === 'string' && REMOVABLE_KEY_CODES.has(d.code)) {
      const edit = keyBlockEdit(document, d.range.start.line);
      if (edit !== null) fix(words.removeKey, d, edit, data.suggestion === undefined);
    }
  }
  return out;
}
