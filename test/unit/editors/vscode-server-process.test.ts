/** The VS Code extension's choice of server process from its two settings (editors/vscode/server-process.js). */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Chosen {
  readonly command?: string;
  readonly args?: string[];
  readonly error?: string;
}
const { serverProcess } = createRequire(import.meta.url)('../../../editors/vscode/server-process.js') as {
  serverProcess(s: {
    command: string;
    node: string;
    folders: readonly string[];
    platform: string;
    exists: (f: string) => boolean;
  }): Chosen;
};

const W = '/w';
const has =
  (...files: string[]) =>
  (f: string) =>
    files.includes(f);
const base = { command: '', node: '', folders: [W], platform: 'linux', exists: has() };

describe('serverProcess', () => {
  it('without a Node setting: the command, else the workspace executable, else rp-assets on PATH', () => {
    expect(serverProcess({ ...base, command: '/opt/rp' })).toEqual({ command: '/opt/rp', args: ['lsp', '--stdio'] });
    const bin = join(W, 'node_modules/.bin/rp-assets');
    expect(serverProcess({ ...base, exists: has(bin) }).command).toBe(bin);
    expect(serverProcess(base).command).toBe('rp-assets');
    const cmd = join(W, 'node_modules/.bin/rp-assets.cmd');
    expect(serverProcess({ ...base, platform: 'win32', exists: has(cmd) }).command).toBe(cmd);
  });

  it('with a Node setting: that Node runs the script named by the command, else the workspace one', () => {
    const node = '/n/v24/bin/node';
    expect(serverProcess({ ...base, node, command: '/x/bin/rp-assets.js' })).toEqual({
      command: node,
      args: ['/x/bin/rp-assets.js', 'lsp', '--stdio'],
    });
    const script = join(W, 'node_modules/rp-assets/bin/rp-assets.js');
    expect(serverProcess({ ...base, node, exists: has(script) })).toEqual({
      command: node,
      args: [script, 'lsp', '--stdio'],
    });
    expect(serverProcess({ ...base, node }).error).toMatch(/no rp-assets script was found/);
  });
});
