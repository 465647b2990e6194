/**
 * Issue 15, point 4: the config file is found by walking up from the working directory to the
 * repository root (the folder with `.git`), as ESLint and Prettier do; run from a subfolder, the
 * repository's `rp-assets.config.yaml` applies (its roots, relative to the config's folder).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';

let outer: string;
let repo: string;
beforeAll(() => {
  outer = mkdtempSync(join(tmpdir(), 'rp-config-up-'));
  repo = join(outer, 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(join(repo, 'roleplay/characters/alice'), { recursive: true });
  mkdirSync(join(repo, 'docs/deep/er'), { recursive: true });
  writeFileSync(join(repo, 'roleplay/characters/alice/CHARACTER.md'), '---\nid: alice\nname: A\n---\nhi\n');
  writeFileSync(join(repo, 'rp-assets.config.yaml'), 'roots: [roleplay]\nlocale: en\n');
  // above the repository root: never used
  writeFileSync(join(outer, 'rp-assets.config.yaml'), 'roots: [nowhere]\n');
});
afterAll(() => rmSync(outer, { recursive: true, force: true }));

async function validate(cwd: string) {
  let stdout = '';
  const io: CliIo = { cwd, env: {}, stdout: (s) => void (stdout += s), stderr: (s) => void (stdout += s) };
  const code = await main(['validate', '--format', 'json'], io);
  return { code, report: JSON.parse(stdout) as { summary: { characters: number }; diagnostics: { code: string }[] } };
}

describe('the config file is found upwards', () => {
  it('from a subfolder three levels down: the repository config, its roots', async () => {
    const r = await validate(join(repo, 'docs/deep/er'));
    expect(r.report.diagnostics.map((d) => d.code)).toEqual([]);
    expect(r.report.summary.characters).toBe(1);
    expect(r.code).toBe(0);
  });

  it('not beyond the repository root (the folder with .git)', async () => {
    rmSync(join(repo, 'rp-assets.config.yaml'));
    try {
      const r = await validate(join(repo, 'docs'));
      // no config: root `.` (docs/) holds nothing; the outer config's `nowhere` is not used
      expect(r.report.diagnostics.map((d) => d.code)).toEqual(['asset.no-assets']);
    } finally {
      writeFileSync(join(repo, 'rp-assets.config.yaml'), 'roots: [roleplay]\nlocale: en\n');
    }
  });
});
