/**
 * `rp-assets init` (issue 44): a starter in the author's language that `validate` passes with no
 * finding at all (and whose scenario tests run), and that never replaces a file already there.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeFromEnv } from '../../../src/cli/commands/init.js';
import { starterFiles } from '../../../src/cli/init/starter.js';
import { runCli } from './run-cli.js';

const root = mkdtempSync(join(tmpdir(), 'rp-init-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const folder = () => join(root, `case-${n++}`);

interface Summary {
  readonly errors: number;
  readonly warnings: number;
  readonly hints: number;
  readonly characters: number;
  readonly entries: number;
  readonly scenarios: {
    routing: { scenarios: number; failed: number };
    retrieval: { scenarios: number; failed: number };
  };
}

async function validate(dir: string): Promise<{ code: number; summary: Summary; codes: string[] }> {
  const r = await runCli(['validate', '--format', 'json', '--fail-on', 'hint'], dir);
  const report = JSON.parse(r.stdout) as { summary: Summary; diagnostics: { code: string }[] };
  return { code: r.code, summary: report.summary, codes: report.diagnostics.map((d) => d.code) };
}

describe('rp-assets init', () => {
  it.each(['zh-CN', 'en'] as const)(
    '%s: a starter validate passes without a finding, scenarios run',
    async (locale) => {
      const dir = folder();
      const r = await runCli(['init', dir, '--locale', locale], root);
      expect(r.code, r.stderr).toBe(0);
      const written = starterFiles(locale).map((f) => f.path);
      for (const path of written) expect(readFileSync(join(dir, path), 'utf8').length).toBeGreaterThan(0);
      const v = await validate(dir);
      expect(v.codes).toEqual([]);
      expect(v.code).toBe(0);
      expect(v.summary).toMatchObject({ characters: 1, entries: 2 });
      expect(v.summary.scenarios.routing).toMatchObject({ scenarios: 1, failed: 0 });
      expect(v.summary.scenarios.retrieval).toMatchObject({ scenarios: 1, failed: 0 });
      expect(readFileSync(join(dir, 'rp-assets.config.yaml'), 'utf8')).toContain(`locale: ${locale}`);
    },
  );

  it('keeps every file that is there, byte for byte, and writes the rest', async () => {
    const dir = folder();
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(join(dir, 'routing.yaml'), 'mine\n');
    writeFileSync(join(dir, '.github/workflows/rp-assets.yml'), 'my workflow\n');
    const r = await runCli(['init', '--locale', 'en'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('exists, kept as it is: routing.yaml');
    expect(readFileSync(join(dir, 'routing.yaml'), 'utf8')).toBe('mine\n');
    expect(readFileSync(join(dir, '.github/workflows/rp-assets.yml'), 'utf8')).toBe('my workflow\n');
    expect(readdirSync(join(dir, 'worlds/saltmere/entries')).sort()).toEqual(['harbour.md', 'spring-tide.md']);
    // a second run changes nothing
    const before = readFileSync(join(dir, 'characters/ada/CHARACTER.md'));
    writeFileSync(join(dir, 'characters/ada/CHARACTER.md'), 'edited\n');
    expect((await runCli(['init', '--locale', 'en'], dir)).stdout).not.toContain('wrote');
    expect(readFileSync(join(dir, 'characters/ada/CHARACTER.md'), 'utf8')).toBe('edited\n');
    expect(before.length).toBeGreaterThan(0);
  });

  it('--dry-run writes nothing; a bad locale is a usage error', async () => {
    const dir = folder();
    mkdirSync(dir);
    const r = await runCli(['init', '--dry-run', '--locale', 'en'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('would write: rp-assets.config.yaml');
    expect(readdirSync(dir)).toEqual([]);
    expect((await runCli(['init', '--locale', 'fr'], dir)).code).toBe(2);
  });

  it('is listed by --help, with the language server', async () => {
    const help = (await runCli(['--help'], root)).stdout;
    expect(help).toMatch(/^ {2}init {2,}write a starter/m);
    expect(help).toMatch(/^ {2}lsp {2,}the language server/m);
  });

  it('takes the language from LC_ALL, LC_MESSAGES or LANG', () => {
    expect(localeFromEnv({ LANG: 'zh_CN.UTF-8' })).toBe('zh-CN');
    expect(localeFromEnv({ LANG: 'zh_TW.UTF-8' })).toBe('zh-CN');
    expect(localeFromEnv({ LANG: 'en_GB.UTF-8' })).toBe('en');
    // LC_ALL wins over LANG, and the C locale names no language: the default then
    expect(localeFromEnv({ LC_ALL: 'C.UTF-8', LANG: 'zh_CN.UTF-8' })).toBe('zh-CN');
    expect(localeFromEnv({ LC_ALL: 'en_US.UTF-8', LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(localeFromEnv({ LANG: 'POSIX' })).toBe('zh-CN');
    expect(localeFromEnv({})).toBe('zh-CN');
  });
});
