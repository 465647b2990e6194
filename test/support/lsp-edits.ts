/** Applying an LSP workspace edit to files on disk, as an editor would (edits of a file from the last one up). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface TextEdit {
  readonly range: { start: { line: number; character: number }; end: { line: number; character: number } };
  readonly newText: string;
}

function offset(text: string, p: { line: number; character: number }): number {
  let o = 0;
  for (let l = 0; l < p.line; l++) o = text.indexOf('\n', o) + 1;
  return o + p.character;
}

export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => offset(text, b.range.start) - offset(text, a.range.start));
  let out = text;
  for (const e of sorted)
    out = out.slice(0, offset(out, e.range.start)) + e.newText + out.slice(offset(out, e.range.end));
  return out;
}

export function applyWorkspaceEdit(edit: { changes?: Record<string, TextEdit[]> }): string[] {
  const files: string[] = [];
  for (const [uri, edits] of Object.entries(edit.changes ?? {})) {
    const path = fileURLToPath(uri);
    writeFileSync(path, applyEdits(readFileSync(path, 'utf8'), edits));
    files.push(path);
  }
  return files.sort();
}
