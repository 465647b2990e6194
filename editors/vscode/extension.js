// @ts-check
/**
 * The rp-assets extension for VS Code: starts `rp-assets lsp --stdio` (the workspace's
 * node_modules/.bin/rp-assets, else rp-assets on PATH, or the `rpAssets.server.command` setting;
 * with `rpAssets.server.node`, that Node runs rp-assets' script: server-process.js)
 * for the workspace's Markdown and YAML files, and adds the command "rp-assets: What fires for this
 * text", which sends the selection to the server's `rp-assets.whatFires` and shows the answer.
 * Everything else (diagnostics, navigation, completion, hover, quick fixes, lenses) is the
 * server's; this client only connects it. Reference: docs/editor.md in the rp-assets repository.
 */
const fs = require('node:fs');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');
const { serverProcess } = require('./server-process.js');

/** @type {LanguageClient | undefined} */
let client;
/** @type {vscode.OutputChannel | undefined} */
let output;

function start() {
  const settings = vscode.workspace.getConfiguration('rpAssets');
  const chosen = serverProcess({
    command: settings.get('server.command', ''),
    node: settings.get('server.node', ''),
    folders: (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath),
    platform: process.platform,
    exists: fs.existsSync,
  });
  if ('error' in chosen) {
    void vscode.window.showErrorMessage(chosen.error);
    return Promise.resolve();
  }
  client = new LanguageClient(
    'rpAssets',
    'rp-assets',
    {
      command: chosen.command,
      args: chosen.args,
      transport: TransportKind.stdio,
      options: { shell: process.platform === 'win32' },
    },
    {
      documentSelector: [
        { scheme: 'file', language: 'markdown' },
        { scheme: 'file', language: 'yaml' },
      ],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*') },
    },
  );
  return client.start();
}

async function whatFires() {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined || client === undefined) return;
  const text = editor.document.getText(editor.selection);
  if (text.trim() === '') {
    void vscode.window.showInformationMessage('rp-assets: select the text to retrieve for first.');
    return;
  }
  /** @type {{ character: string, text: string } | null} */
  const answer = await client.sendRequest('workspace/executeCommand', {
    command: 'rp-assets.whatFires',
    arguments: [{ text }],
  });
  if (answer === null) return;
  output ??= vscode.window.createOutputChannel('rp-assets: what fires');
  output.clear();
  output.appendLine(answer.text);
  output.show(true);
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('rpAssets.whatFires', whatFires),
    vscode.commands.registerCommand('rpAssets.restart', async () => {
      await client?.stop();
      await start();
    }),
  );
  await start();
}

async function deactivate() {
  await client?.stop();
}

module.exports = { activate, deactivate };
