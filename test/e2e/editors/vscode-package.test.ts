/**
 * The VS Code extension packages: `npm run package:vscode` (a clean install of editors/vscode's
 * locked dependencies, then @vscode/vsce) writes a .vsix holding the client, its manifest (started
 * on Markdown and YAML workspaces, the two commands) and vscode-languageclient. VS Code itself
 * cannot be downloaded here; the server it starts is tested on its own and with Neovim.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const VSIX = join(ROOT, 'editors/vscode/rp-assets.vsix');

describe('editors/vscode', () => {
  it('packages to a .vsix with the client and its dependency', { timeout: 600_000 }, () => {
    rmSync(VSIX, { force: true });
    const r = spawnSync('npm', ['run', 'package:vscode'], { cwd: ROOT, encoding: 'utf8', timeout: 600_000 });
    expect(r.status, r.stderr + r.stdout).toBe(0);
    expect(existsSync(VSIX)).toBe(true);
    const list = spawnSync('unzip', ['-l', VSIX], { encoding: 'utf8' }).stdout;
    expect(list).toContain('extension/extension.js');
    expect(list).toContain('extension/server-process.js');
    expect(list).toContain('extension/package.json');
    expect(list).toContain('extension/node_modules/vscode-languageclient/lib/node/main.js');
    expect(list).not.toContain('extension/node_modules/@vscode/vsce');
    const manifest = JSON.parse(
      spawnSync('unzip', ['-p', VSIX, 'extension/package.json'], { encoding: 'utf8' }).stdout,
    ) as {
      main: string;
      contributes: { commands: { command: string }[] };
    };
    expect(manifest.main).toBe('./extension.js');
    expect(manifest.contributes.commands.map((c) => c.command)).toEqual(['rpAssets.whatFires', 'rpAssets.restart']);
    rmSync(VSIX, { force: true });
  });
});
