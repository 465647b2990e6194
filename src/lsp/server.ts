/**
 * The language server (`rp-assets lsp --stdio`): the editor face of the one core. It adapts the LSP
 * to the workspace (workspace.ts) and the re-check loop (checker.ts); every answer is computed by
 * the core's loader, validator and retrieval, never here. Reference: docs/editor.md.
 */
import type { Connection, InitializeParams, InitializeResult } from 'vscode-languageserver';
import { DidChangeWatchedFilesNotification, TextDocumentSyncKind, TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { TOOL_VERSION } from '../report/format/tool.js';
import { createChecker } from './checker.js';
import type { Checker } from './checker.js';
import { registerFeatures } from './features.js';
import { indexWithProgress } from './first-index.js';
import { uriToPath } from './uri.js';
import { clientLocale } from './words.js';
import type { Locale } from '../common/locale.js';
import { createWorkspace } from './workspace.js';
import type { Workspace } from './workspace.js';

export interface ServerOptions {
  /** The folder used when the client names none (the server's working directory). */
  readonly fallbackRoot: string;
}

/** What the features read: the workspace, its last check and the open documents. */
export interface ServerState {
  readonly workspace: Workspace;
  readonly checker: Checker;
  readonly documents: TextDocuments<TextDocument>;
}

function rootOf(params: InitializeParams, fallback: string): string {
  const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? null;
  const fromUri = uri === null ? null : uriToPath(uri);
  return fromUri ?? params.rootPath ?? fallback;
}

export function startServer(connection: Connection, options: ServerOptions): void {
  const documents = new TextDocuments(TextDocument);
  let state: ServerState | null = null;
  let canWatch = false;
  let canProgress = false;
  let uiLocale: Locale = 'zh-CN';

  connection.onInitialize((params): InitializeResult => {
    const workspace = createWorkspace(rootOf(params, options.fallbackRoot));
    const checker = createChecker(connection, workspace);
    state = { workspace, checker, documents };
    canWatch = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    canProgress = params.capabilities.window?.workDoneProgress === true;
    uiLocale = clientLocale(params.locale);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        ...registerFeatures(connection, state),
      },
      serverInfo: { name: 'rp-assets', version: TOOL_VERSION },
    };
  });

  connection.onInitialized(async () => {
    if (state === null) return;
    if (canWatch) {
      try {
        await connection.client.register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/*' }],
        });
        state.workspace.watching = true;
      } catch (e) {
        // the client refused: the workspace then re-reads the files before each check (not watching)
        connection.console.warn(
          `rp-assets: file watching not registered: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    }
    await indexWithProgress(connection, state, canProgress, uiLocale);
  });

  const edited = (uri: string, text: string | null): void => {
    const path = uriToPath(uri);
    if (state === null || path === null) return;
    state.workspace.setBuffer(path, text);
    state.checker.schedule(uri);
  };
  documents.onDidChangeContent((e) => edited(e.document.uri, e.document.getText()));
  documents.onDidClose((e) => edited(e.document.uri, null));

  connection.onDidChangeWatchedFiles((params) => {
    if (state === null) return;
    for (const change of params.changes) {
      const path = uriToPath(change.uri);
      if (path !== null) state.workspace.fileChanged(path);
    }
    state.checker.schedule();
  });

  documents.listen(connection);
  connection.listen();
}
