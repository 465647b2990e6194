import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../support/golden.js';
import { fixture, runCli } from './run-cli.js';

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../../docs/report.schema.json'), 'utf8'));
const checkReport = new Ajv({ strict: true }).compile(schema);

describe('rp-assets validate', () => {
  it('prints the positive line and exits 0 on a clean repository', async () => {
    const r = await runCli(['validate'], fixture('ok-clean-repo'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('1 个角色、1 个世界、2 个条目，未发现问题；没有运行路由或检索场景\n');
    expect(r.code).toBe(0);
  });

  it('counts routing rules when given --routing, in English with --locale en', async () => {
    const r = await runCli(['validate', '.', '--routing', 'routing.yaml', '--locale', 'en'], fixture('ok-clean-repo'));
    expect(r.stdout).toBe(
      '1 character, 1 world, 2 entries, 2 routing rules: no problems found; no routing or retrieval scenario ran\n',
    );
    expect(r.code).toBe(0);
  });

  it('exits 1 on an error, with file:line, consequence and fix in the text', async () => {
    const r = await runCli(['validate'], fixture('not-ok-unresolved-world'));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^错误（1）\n {2}characters\/alice\/CHARACTER\.md:6:\d+ +character\.unresolved-world/);
    expect(r.stdout).toContain('后果：');
    expect(r.stdout).toContain('修复：');
    expect(r.stdout).toContain('世界：astra ✓(1 条目) / astara ✗(未找到)');
  });

  it('finds exactly the problems listed in the fixture expected.txt', async () => {
    const dir = fixture('not-ok-unresolved-world');
    const r = await runCli(['validate', '--routing', 'routing.yaml', '--format', 'json'], dir);
    const found = JSON.parse(r.stdout).diagnostics.map(
      (d: { file: string; line: number; column: number; severity: string; code: string }) =>
        `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`,
    );
    expectGolden(found.join('\n') + '\n', join(dir, 'expected.txt'));
  });

  it('honours --fail-on', async () => {
    const dir = fixture('not-ok-unresolved-world');
    expect((await runCli(['validate', '--fail-on', 'never'], dir)).code).toBe(0);
    expect((await runCli(['validate', '--fail-on', 'warning'], dir)).code).toBe(1);
    const clean = fixture('ok-config-roots');
    // an override across roots is a hint only
    expect((await runCli(['validate', '--fail-on', 'warning'], clean)).code).toBe(0);
    expect((await runCli(['validate', '--fail-on', 'hint'], clean)).code).toBe(1);
  });

  it('prints one JSON document matching the schema, paths relative to cwd', async () => {
    const r = await runCli(
      ['validate', '--format', 'json', '--routing', 'routing.yaml'],
      fixture('not-ok-unresolved-world'),
    );
    const doc = JSON.parse(r.stdout);
    expect(checkReport(doc), JSON.stringify(checkReport.errors)).toBe(true);
    expect(doc.summary).toMatchObject({ characters: 1, worlds: 1, entries: 1 });
    const files = doc.diagnostics.map((d: { file: string }) => d.file);
    expect(files).toContain('characters/alice/CHARACTER.md');
    expect(files).toContain('routing.yaml');
    expect(doc.assets.characters[0].worlds).toEqual([
      { ref: 'astra', resolved: true },
      { ref: 'astara', resolved: false },
    ]);
    expect(r.code).toBe(1);
  });

  it('takes roots from the discovered config, shows overrides, and uses the config locale', async () => {
    const r = await runCli(['validate', '--format', 'json'], fixture('ok-config-roots'));
    const doc = JSON.parse(r.stdout);
    expect(doc.assets.characters[0]).toMatchObject({
      id: 'alice',
      root: 'project',
      file: 'project/characters/alice/CHARACTER.md',
    });
    expect(doc.assets.overrides).toEqual([
      {
        kind: 'character',
        id: 'alice',
        winner: 'project/characters/alice/CHARACTER.md',
        shadowed: ['global/characters/alice/CHARACTER.md'],
      },
    ]);
    const text = await runCli(['validate'], fixture('ok-config-roots'));
    expect(text.stdout).toContain('Hints (1)');
  });

  it('resolves paths against the working directory when run from a parent folder', async () => {
    const r = await runCli(['validate', 'not-ok-unresolved-world', '--format', 'json'], fixture('.'));
    const doc = JSON.parse(r.stdout);
    expect(doc.assets.characters[0].file).toBe('not-ok-unresolved-world/characters/alice/CHARACTER.md');
  });

  it('prints SARIF and GitHub workflow commands', async () => {
    const dir = fixture('not-ok-unresolved-world');
    const sarif = JSON.parse((await runCli(['validate', '--format', 'sarif'], dir)).stdout);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results[0].ruleId).toBe('character.unresolved-world');
    const gh = await runCli(['validate', '--format', 'github'], dir);
    expect(gh.stdout).toMatch(/^::error file=characters\/alice\/CHARACTER\.md,line=6,/m);
    expect(gh.code).toBe(1);
  });

  it('scopes with --character and rejects an unknown id with a did-you-mean (exit 2)', async () => {
    const dir = fixture('ok-clean-repo');
    expect((await runCli(['validate', '--character', 'alice'], dir)).code).toBe(0);
    const r = await runCli(['validate', '--character', 'alcie'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown character `alcie`; did you mean `alice`\?/);
    expect(r.stdout).toBe('');
  });

  it.each([[['--format', 'xml']], [['--nope']], [['--config', 'missing.yaml']]])(
    'exits 2 for the usage error %j',
    async (args) => {
      const r = await runCli(['validate', ...args], fixture('ok-clean-repo'));
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^rp-assets validate: /);
    },
  );

  it('prints help listing every option', async () => {
    const r = await runCli(['validate', '--help'], fixture('ok-clean-repo'));
    expect(r.code).toBe(0);
    for (const opt of [
      '--routing',
      '--config',
      '--character',
      '--format',
      '--locale',
      '--fail-on',
      '--no-color',
      '--help',
    ])
      expect(r.stdout).toContain(opt);
  });

  it('colours only when asked and never with NO_COLOR', async () => {
    const dir = fixture('not-ok-unresolved-world');
    expect((await runCli(['validate'], dir, { FORCE_COLOR: '1' })).stdout).toContain('\u001b[');
    expect((await runCli(['validate'], dir, { FORCE_COLOR: '1', NO_COLOR: '1' })).stdout).not.toContain('\u001b[');
    expect((await runCli(['validate', '--no-color'], dir, { FORCE_COLOR: '1' })).stdout).not.toContain('\u001b[');
  });
});
