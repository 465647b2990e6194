#!/usr/bin/env node
/**
 * The screenshot of docs/editor.md: Neovim (Debian's `nvim`, in a tmux pane of 100x22) with the
 * setup of editors/neovim/rp-assets.lua and `rp-assets lsp --stdio` (bin/rp-assets.js over build/),
 * on a card whose world id is misspelt. The pane is captured with its colours
 * (`tmux capture-pane -e`), turned into HTML here, and photographed by Chromium (playwright-core).
 *
 *   npm run build && node scripts/neovim-screenshot.mjs [OUT.png]
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** The 16 terminal colours (xterm's defaults) and the 256-colour cube. */
const BASIC = [
  '#000000',
  '#cd0000',
  '#00cd00',
  '#cdcd00',
  '#0000ee',
  '#cd00cd',
  '#00cdcd',
  '#e5e5e5',
  '#7f7f7f',
  '#ff0000',
  '#00ff00',
  '#ffff00',
  '#5c5cff',
  '#ff00ff',
  '#00ffff',
  '#ffffff',
];
const ROOT = join(import.meta.dirname, '..');
const OUT = process.argv[2] ?? join(ROOT, 'docs/images/editor-neovim.png');
const work = mkdtempSync(join(tmpdir(), 'rp-nvim-shot-'));
const write = (path, text) => {
  mkdirSync(join(work, path, '..'), { recursive: true });
  writeFileSync(join(work, path), text);
};
write('repo/rp-assets.config.yaml', 'locale: en\n');
write(
  'repo/characters/alice/CHARACTER.md',
  '---\nname: Alice\nworlds: [astara]\nbudgets:\n  contexTotal: 6000\n---\n\nAlice is a knight of the harbour.\n',
);
write('repo/worlds/astra/WORLD.md', '---\nname: Astra\n---\n\nA kingdom by the sea.\n');
write('repo/worlds/astra/entries/harbour.md', '---\nkeys: [harbour]\n---\n\nThe harbour of Astra.\n');
write(
  'bin/rp-assets',
  `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(join(ROOT, 'bin/rp-assets.js'))} "$@"\n`,
);
chmodSync(join(work, 'bin/rp-assets'), 0o755);
write(
  'init.lua',
  [
    `package.path = ${JSON.stringify(join(ROOT, 'editors/neovim/?.lua'))} .. ';' .. package.path`,
    "require('rp-assets')",
    'vim.o.number = true',
    "vim.o.signcolumn = 'yes'",
    'vim.o.termguicolors = false',
  ].join('\n'),
);

const session = `rp-shot-${process.pid}`;
const tmux = (...args) => execFileSync('tmux', args, { encoding: 'utf8' });
try {
  tmux(
    'new-session',
    '-d',
    '-s',
    session,
    '-x',
    '100',
    '-y',
    '22',
    '-c',
    join(work, 'repo'),
    `env PATH=${join(work, 'bin')}:${process.env.PATH} HOME=${work} TERM=xterm-256color nvim -n -i NONE -u ${join(work, 'init.lua')} characters/alice/CHARACTER.md`,
  );
  execFileSync('sleep', ['6']);
  const ansi = tmux('capture-pane', '-e', '-p', '-t', session);
  await photograph(toHtml(ansi), OUT);
  console.log(`wrote ${OUT}`);
} finally {
  try {
    tmux('kill-session', '-t', session);
  } catch {
    // already gone
  }
  rmSync(work, { recursive: true, force: true });
}

function color256(n) {
  if (n < 16) return BASIC[n];
  if (n >= 232) {
    const v = 8 + (n - 232) * 10;
    return `rgb(${v},${v},${v})`;
  }
  const i = n - 16;
  const c = (x) => (x === 0 ? 0 : 55 + x * 40);
  return `rgb(${c(Math.floor(i / 36))},${c(Math.floor(i / 6) % 6)},${c(i % 6)})`;
}

/** ANSI SGR sequences -> HTML spans (foreground, background, bold, reverse). */
function toHtml(ansi) {
  let fg = null;
  let bg = null;
  let bold = false;
  let reverse = false;
  let out = '';
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // ESC [ ... m: the terminal's colour sequences
  const ESC = String.fromCharCode(27);
  for (const part of ansi.split(new RegExp(`(${ESC}\\[[0-9;]*m)`))) {
    const m = new RegExp(`^${ESC}\\[([0-9;]*)m$`).exec(part);
    if (m === null) {
      if (part === '') continue;
      const [f, b] = reverse ? [bg ?? '#1e1e1e', fg ?? '#d4d4d4'] : [fg, bg];
      const style = `${f ? `color:${f};` : ''}${b ? `background:${b};` : ''}${bold ? 'font-weight:bold;' : ''}`;
      out += style === '' ? esc(part) : `<span style="${style}">${esc(part)}</span>`;
      continue;
    }
    const codes = m[1] === '' ? [0] : m[1].split(';').map(Number);
    for (let i = 0; i < codes.length; i++) {
      const c = codes[i];
      if (c === 0) [fg, bg, bold, reverse] = [null, null, false, false];
      else if (c === 1) bold = true;
      else if (c === 7) reverse = true;
      else if (c === 22) bold = false;
      else if (c === 27) reverse = false;
      else if (c >= 30 && c <= 37) fg = BASIC[c - 30];
      else if (c >= 90 && c <= 97) fg = BASIC[c - 90 + 8];
      else if (c >= 40 && c <= 47) bg = BASIC[c - 40];
      else if (c >= 100 && c <= 107) bg = BASIC[c - 100 + 8];
      else if (c === 39) fg = null;
      else if (c === 49) bg = null;
      else if ((c === 38 || c === 48) && codes[i + 1] === 5) {
        const v = color256(codes[i + 2]);
        if (c === 38) fg = v;
        else bg = v;
        i += 2;
      } else if ((c === 38 || c === 48) && codes[i + 1] === 2) {
        const v = `rgb(${codes[i + 2]},${codes[i + 3]},${codes[i + 4]})`;
        if (c === 38) fg = v;
        else bg = v;
        i += 4;
      }
    }
  }
  return `<!doctype html><meta charset="utf-8"><style>body{margin:0;background:#1e1e1e}pre{margin:0;padding:12px;color:#d4d4d4;font:15px/1.35 "DejaVu Sans Mono",monospace;white-space:pre}</style><pre>${out}</pre>`;
}

async function photograph(html, out) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 960, height: 460 } });
    await page.setContent(html);
    mkdirSync(join(out, '..'), { recursive: true });
    await page.locator('pre').screenshot({ path: out });
  } finally {
    await browser.close();
  }
}
