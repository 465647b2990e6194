/**
 * Issue 42 C1: a value from an asset with terminal escape codes or a right-to-left override reached
 * `--format github` output (the runner's log, a terminal) and the check run's annotations raw.
 * Both now show such characters as `\u{…}` escapes; line breaks between the parts stay.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnnotation } from '../../src/action/check-run.js';
import type { Finding } from '../../src/action/findings.js';
import { memoryFileSystem } from '../../src/common/memory-fs.js';
import { validate } from '../../src/validate/validate.js';
import { runCli } from '../e2e/cli/run-cli.js';

const HOSTILE = '\u001b[2J\u001b]0;owned\u0007astra\u202etxt.exe';
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const CARD = `---\nname: Alice\nworlds: [${JSON.stringify(HOSTILE)}]\n---\n\nAlice.\n`;

let repo: string;
beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'rp-c1-'));
  mkdirSync(join(repo, 'assets/characters/alice'), { recursive: true });
  writeFileSync(join(repo, 'rp-assets.config.yaml'), 'roots: [assets]\nlocale: en\n');
  writeFileSync(join(repo, 'assets/characters/alice/CHARACTER.md'), CARD);
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('control characters from an asset in annotations', () => {
  it('--format github prints them as escapes', async () => {
    const r = await runCli(['validate', '--format', 'github'], repo);
    expect(r.stdout).toContain('character.unresolved-world');
    expect(r.stdout).toContain('\\u{1b}[2J');
    expect(r.stdout).toContain('\\u{202e}');
    expect(r.stdout).not.toMatch(RAW);
  });

  it('a check run annotation carries them as escapes', async () => {
    const fs = memoryFileSystem({ 'characters/alice/CHARACTER.md': CARD });
    const d = (await validate({ roots: ['.'] }, fs)).diagnostics.find((x) => x.code === 'character.unresolved-world');
    if (d === undefined) throw new Error('no character.unresolved-world');
    const a = checkAnnotation({ d, fingerprint: '', isNew: null, inDiff: true } as Finding, 'en');
    expect(a?.message).toContain('\\u{7}astra\\u{202e}');
    expect(`${a?.title}\n${a?.message}`).not.toMatch(RAW);
  });
});
