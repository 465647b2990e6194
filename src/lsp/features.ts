/** The requests the server answers besides diagnostics, and the capabilities it announces for them. */
import type { Connection, ServerCapabilities } from 'vscode-languageserver';
import { CodeActionKind } from 'vscode-languageserver';
import { codeActions } from './code-actions.js';
import { completion } from './completion.js';
import { definition, prepareRename, references, rename } from './navigation.js';
import { hover } from './hover.js';
import type { ServerState } from './server.js';
import { documentSymbols } from './symbols.js';
import { codeLenses } from './lenses.js';
import { WHAT_FIRES, whatFires } from './what-fires.js';

export function registerFeatures(connection: Connection, state: ServerState): ServerCapabilities {
  connection.onDefinition((p) => definition(state, p));
  connection.onReferences((p) => references(state, p));
  connection.onPrepareRename((p) => prepareRename(state, p));
  connection.onRenameRequest((p) => rename(state, p));
  connection.onCompletion((p) => completion(state, p));
  connection.onHover((p) => hover(state, p));
  connection.onCodeAction((p) => codeActions(state, p));
  connection.onDocumentSymbol((p) => documentSymbols(state, p));
  connection.onCodeLens((p) => codeLenses(state, p));
  connection.onExecuteCommand((p) => (p.command === WHAT_FIRES ? whatFires(connection, state, p) : null));
  return {
    definitionProvider: true,
    referencesProvider: true,
    renameProvider: { prepareProvider: true },
    completionProvider: { triggerCharacters: [' ', '[', ',', '-', '.'] },
    hoverProvider: true,
    codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
    documentSymbolProvider: true,
    codeLensProvider: { resolveProvider: false },
    executeCommandProvider: { commands: [WHAT_FIRES] },
  };
}
