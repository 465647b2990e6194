/**
 * A real editor as the client: headless Neovim (Debian's `nvim`) with the documented setup
 * (editors/neovim/rp-assets.lua, `rp-assets lsp --stdio` found on PATH) opens a card whose world
 * does not resolve and reads `vim.diagnostic.get`: the CLI's code at the CLI's line and column.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lspBundle } from '../../support/lsp-bundle.js';
import { cleanRepos, SMALL_REPO, tempRepo } from '../../support/lsp-repo.js';

const ROOT = join(import.meta.dirname, '../../..');
const NVIM = '/usr/bin/nvim';
let BIN = '';

beforeAll(async () => {
  const bundle = await lspBundle();
  // `rp-assets` on PATH, as an installed package puts it: here it runs the server built from src/
  BIN = tempRepo({});
  mkdirSync(BIN, { recursive: true });
  const launcher = join(BIN, 'rp-assets');
  writeFileSync(
    launcher,
    `#!/bin/sh\n[ "$1" = lsp ] && shift\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(bundle)} "$@"\n`,
  );
  chmodSync(launcher, 0o755);
});

afterAll(() => cleanRepos());

describe.skipIf(!existsSync(NVIM))('headless Neovim', () => {
  it('shows the unresolved world of a card', () => {
    const repo = tempRepo({ ...SMALL_REPO, 'rp-assets.config.yaml': 'locale: en\n' });
    const out = join(repo, 'diagnostics.txt');
    const init = join(repo, 'init.lua');
    writeFileSync(
      init,
      [
        // what a user's init.lua has (filetype detection is on in a normal startup; `-u` skips it)
        "vim.cmd('filetype on')",
        `package.path = ${JSON.stringify(join(ROOT, 'editors/neovim/?.lua'))} .. ';' .. package.path`,
        "require('rp-assets')",
        // once started, as a user opens a file (nested: the file's autocommands run)
        "vim.api.nvim_create_autocmd('VimEnter', { nested = true, callback = function()",
        `vim.cmd('edit ' .. ${JSON.stringify(join(repo, 'characters/alice/CHARACTER.md'))})`,
        'vim.wait(60000, function() return #vim.diagnostic.get(0) > 0 end, 100)',
        'local lines = {}',
        'for _, d in ipairs(vim.diagnostic.get(0)) do',
        '  local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"',
        "  table.insert(lines, string.format('%s %d:%d %d %s', code, d.lnum + 1, d.col + 1, d.severity, d.source or ''))",
        'end',
        `vim.fn.writefile(lines, ${JSON.stringify(out)})`,
        "vim.cmd('qa!')",
        'end })',
      ].join('\n'),
    );
    const r = spawnSync(NVIM, ['--headless', '-n', '-i', 'NONE', '-u', init], {
      cwd: repo,
      env: {
        PATH: `${BIN}:${process.env.PATH ?? ''}`,
        HOME: repo,
        XDG_CONFIG_HOME: repo,
        XDG_DATA_HOME: repo,
        XDG_STATE_HOME: repo,
      },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toEqual(['character.unresolved-world 3:10 1 rp-assets']);
  });
});
