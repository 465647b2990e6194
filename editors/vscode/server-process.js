// @ts-check
/**
 * Which process the extension starts as the language server, from its two settings; plain data
 * in, plain data out (no `vscode` here), so it is tested without VS Code
 * (test/unit/editors/vscode-server-process.test.ts).
 *
 * - `rpAssets.server.node` empty: the rp-assets executable runs itself (its `#!` line finds `node`
 *   on PATH): `rpAssets.server.command` when set, else the workspace's
 *   node_modules/.bin/rp-assets, else `rp-assets` on PATH.
 * - `rpAssets.server.node` set (a Node.js 22.12 or later, where the one on PATH is older or
 *   missing): that Node runs rp-assets' script: `rpAssets.server.command` when it names a `.js`
 *   file, else the workspace's node_modules/rp-assets/bin/rp-assets.js.
 */
const path = require('node:path');

/**
 * @param {{ command: string, node: string, folders: readonly string[], platform: string, exists: (file: string) => boolean }} settings
 * @returns {{ command: string, args: string[] } | { error: string }}
 */
function serverProcess({ command, node, folders, platform, exists }) {
  const args = ['lsp', '--stdio'];
  if (node === '') {
    if (command !== '') return { command, args };
    const name = platform === 'win32' ? 'rp-assets.cmd' : 'rp-assets';
    const bin = folders.map((f) => path.join(f, 'node_modules', '.bin', name)).find(exists);
    return { command: bin ?? 'rp-assets', args };
  }
  if (/\.(c|m)?js$/.test(command)) return { command: node, args: [command, ...args] };
  const script = folders.map((f) => path.join(f, 'node_modules', 'rp-assets', 'bin', 'rp-assets.js')).find(exists);
  if (script === undefined)
    return {
      error:
        'rp-assets: rpAssets.server.node is set, but no rp-assets script was found: install rp-assets in the workspace (npm install --save-dev rp-assets) or set rpAssets.server.command to its bin/rp-assets.js',
    };
  return { command: node, args: [script, ...args] };
}

module.exports = { serverProcess };
