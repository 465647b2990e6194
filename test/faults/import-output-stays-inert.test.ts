/**
 * Issue 42 I3: the ledger and a CHARX error printed text taken from the imported file as it was:
 * a field name holding `\n::error::…` started a workflow command in a CI log, and escape codes
 * moved the cursor or recoloured the terminal. Every line `import` prints is now inert: control
 * characters and bidirectional overrides shown as escapes, no line starting with `::`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../e2e/cli/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'rp-import-inert-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOSTILE = 'x\n::error file=a.md::forged\u001b[2J\u001b]0;title\u0007\u202Etxt';
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Every line printed, checked: no raw control character, none a workflow command. */
function inert(text: string): void {
  expect(text).not.toMatch(RAW);
  for (const line of text.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
}

describe('what import prints about a hostile file', () => {
  it('the ledger: a kept field named with a forged command and escape codes', async () => {
    const file = join(dir, 'wi.json');
    writeFileSync(
      file,
      JSON.stringify({ entries: { '0': { uid: 0, key: ['k'], content: 'c', comment: 't', [HOSTILE]: 1 } } }),
    );
    for (const format of ['text', 'json']) {
      const r = await runCli(
        ['import', file, '--out', join(dir, `out-${format}`), '--dry-run', '--format', format],
        dir,
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('forged');
      inert(r.stdout);
    }
  });

  it('a CHARX whose member, named with a forged command, cannot be inflated: one inert line', async () => {
    const zip = zipSync(
      { 'card.json': new TextEncoder().encode('{}'), [`assets/${HOSTILE}.png`]: new Uint8Array(2000).fill(7) },
      { level: 6 },
    );
    // break the deflated bytes of the second member (after its local header and name)
    const at = zip.length - 300;
    for (let i = at; i < at + 40; i++) zip[i] = 0xff;
    const file = join(dir, 'broken.charx');
    writeFileSync(file, zip);
    const r = await runCli(['import', file, '--out', join(dir, 'out-charx'), '--quiet'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    inert(r.stderr);
  });
});
