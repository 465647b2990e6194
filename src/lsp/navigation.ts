/**
 * Go to definition, find references and rename, over the occurrences of the id under the cursor
 * (occurrences.ts) in every root. Rename covers worlds and entries; its workspace edit changes
 * every place that names the id, so nothing is left pointing at the old one.
 */
import type {
  Location,
  PrepareRenameParams,
  Range,
  ReferenceParams,
  RenameParams,
  TextDocumentPositionParams,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver';
import { ResponseError, ErrorCodes } from 'vscode-languageserver';
import { cursorOf, textDocumentOf } from './cursor.js';
import { occurrences, takenBy } from './occurrences.js';
import type { Occurrence } from './occurrences.js';
import type { ServerState } from './server.js';
import { pathToUri } from './uri.js';
import type { Checked } from './workspace.js';

function location(checked: Checked, o: Occurrence): Location {
  const uri = pathToUri(checked.absolute(o.file));
  const doc = textDocumentOf(uri, o.text);
  return { uri, range: { start: doc.positionAt(o.start), end: doc.positionAt(o.end) } };
}

export async function definition(state: ServerState, p: TextDocumentPositionParams): Promise<Location[] | null> {
  const c = cursorOf(state, p);
  if (c === null || c.id === null) return null;
  const found = (await occurrences(c.checked, c.id)).filter((o) => o.declaration);
  return found.map((o) => location(c.checked, o));
}

export async function references(state: ServerState, p: ReferenceParams): Promise<Location[] | null> {
  const c = cursorOf(state, p);
  if (c === null || c.id === null) return null;
  const found = await occurrences(c.checked, c.id);
  return found.filter((o) => p.context.includeDeclaration || !o.declaration).map((o) => location(c.checked, o));
}

export function prepareRename(
  state: ServerState,
  p: PrepareRenameParams,
): { range: Range; placeholder: string } | null {
  const c = cursorOf(state, p);
  if (c === null || c.id === null || c.hit === null || c.id.kind === 'rule') return null;
  const { hit, document } = c;
  const q = document.getText()[hit.start];
  const quoted = q === '"' || q === "'" ? 1 : 0;
  const start = document.positionAt(hit.start + quoted);
  const end = document.positionAt(hit.end - quoted);
  return { range: { start, end }, placeholder: c.id.id };
}

/** An id a file can hold: no blanks, no `/` (entry references use it), not empty. */
const VALID_ID = /^[^\s/'"[\]{},#:]+$/u;

export async function rename(state: ServerState, p: RenameParams): Promise<WorkspaceEdit | null> {
  const c = cursorOf(state, p);
  if (c === null || c.id === null || c.id.kind === 'rule') return null;
  if (!VALID_ID.test(p.newName)) {
    throw new ResponseError(ErrorCodes.InvalidParams, `rp-assets: \`${p.newName}\` cannot be an id`);
  }
  const taken = takenBy(c.checked, c.id, p.newName);
  if (taken !== null) {
    // renaming onto an id already declared would make two assets one: refused, nothing written (issue 42 L2)
    throw new ResponseError(
      ErrorCodes.InvalidParams,
      `rp-assets: the ${c.id.kind} id \`${p.newName}\` is already taken by ${taken}`,
    );
  }
  const changes: Record<string, TextEdit[]> = {};
  for (const o of await occurrences(c.checked, c.id)) {
    const uri = pathToUri(c.checked.absolute(o.file));
    const doc = textDocumentOf(uri, o.text);
    const e = o.rename(p.newName);
    (changes[uri] ??= []).push({
      range: { start: doc.positionAt(e.start), end: doc.positionAt(e.end) },
      newText: e.newText,
    });
  }
  return { changes };
}
