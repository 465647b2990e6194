/** Issue 15, point 8: `npm test` checks for the browser first (`pretest`) and names the install command. */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, '../../../scripts/check-browser.mjs');
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });

describe('scripts/check-browser.mjs', () => {
  it('stops with the install command when Chromium is missing', () => {
    const r = run({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('/nonexistent/chromium');
    expect(r.stderr).toContain('apt-get install -y chromium fonts-wqy-microhei');
    expect(r.stderr).toContain('CHROMIUM_PATH=');
  });

  it('accepts the executable CHROMIUM_PATH names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-browser-'));
    try {
      const fake = join(dir, 'chrome');
      writeFileSync(fake, '#!/bin/sh\n');
      chmodSync(fake, 0o755);
      expect(run({ CHROMIUM_PATH: fake }).status).toBe(0);
      chmodSync(fake, 0o644);
      expect(run({ CHROMIUM_PATH: fake }).status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
