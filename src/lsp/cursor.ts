/** The open document under a request: its text, what it is, its YAML and what the cursor is on. */
import type { Position, TextDocumentPositionParams } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { documentKind } from './documents.js';
import type { DocumentKind } from './documents.js';
import type { ServerState } from './server.js';
import { idAt } from './symbols-at.js';
import type { IdTarget } from './symbols-at.js';
import { uriToPath } from './uri.js';
import type { Checked } from './workspace.js';
import { fileYaml, frontmatterYaml, hitAt } from './yaml-at.js';
import type { Hit, YamlText } from './yaml-at.js';

export interface Cursor {
  readonly checked: Checked;
  readonly document: TextDocument;
  readonly path: string;
  readonly kind: DocumentKind;
  readonly yaml: YamlText | null;
  readonly offset: number;
  readonly hit: Hit | null;
  readonly id: IdTarget | null;
}

const MARKDOWN_KINDS = new Set(['character', 'world', 'entry']);

export function yamlOfDocument(kind: DocumentKind, text: string): YamlText | null {
  if (MARKDOWN_KINDS.has(kind.kind)) return frontmatterYaml(text);
  if (kind.kind === 'other') return null;
  return fileYaml(text);
}

/** The open document (or a text document over the file as the checks read it). */
export function openDocument(state: ServerState, uri: string): TextDocument | null {
  return state.documents.get(uri) ?? null;
}

export function cursorAt(state: ServerState, uri: string, position?: Position): Cursor | null {
  const checked = state.checker.last();
  const path = uriToPath(uri);
  const document = state.documents.get(uri);
  if (checked === null || path === null || document === undefined) return null;
  const kind = documentKind(checked, path);
  const yaml = yamlOfDocument(kind, document.getText());
  const offset = position === undefined ? 0 : document.offsetAt(position);
  const hit = yaml === null || position === undefined ? null : hitAt(yaml, offset);
  return { checked, document, path, kind, yaml, offset, hit, id: hit === null ? null : idAt(kind, hit) };
}

export function cursorOf(state: ServerState, p: TextDocumentPositionParams): Cursor | null {
  return cursorAt(state, p.textDocument.uri, p.position);
}

/** A throwaway document over a file's text, for offset <-> position. */
export function textDocumentOf(uri: string, text: string): TextDocument {
  return TextDocument.create(uri, 'plaintext', 0, text);
}
