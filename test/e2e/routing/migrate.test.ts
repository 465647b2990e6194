import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runRouting } from '../../../src/cli/commands/routing.js';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';

const fixtures = join(process.cwd(), 'test/fixtures/routing');
const dirs: string[] = [];

function fakeIo(cwd: string) {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = { cwd, env: {}, stdout: (t) => void (out.stdout += t), stderr: (t) => void (out.stderr += t) };
  return { io, out };
}

async function workspace(fixture: string, transform?: (s: string) => string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rp-migrate-'));
  dirs.push(dir);
  await copyFile(join(fixtures, fixture, 'routing.yaml'), join(dir, 'routing.yaml'));
  if (transform) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'routing.yaml'), transform(await readFile(join(dir, 'routing.yaml'), 'utf8')));
  }
  return dir;
}

afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const EXPECTED = `# 旧版规则：含已退役字段 / legacy rules with retired fields
- id: global
  revision: 2
  filter: { kind: 'true' }   # 兜底 baseline
  values:
    render:
      format: text
      split: message
- id: old-plugin
  revision: 4
  filter: { kind: scope, field: guild, values: ['7'] }
  values:
    chat.preset: { preset: p }
    # 注释保留 / this comment stays
    chat.tools:
      mode: code
- id: clean
  revision: 2
  filter: { kind: direct }
  values:
    chat.reasoning: { effort: high }
`;

describe('rp-assets routing migrate', () => {
  it('says how far it is on stderr (issue 35): parse, migrate, verify; stdout and the file unchanged', async () => {
    const env = { RP_ASSETS_PROGRESS_DELAY: '0' };
    const shownDir = await workspace('migrate-legacy');
    const quietDir = await workspace('migrate-legacy');
    const shown = fakeIo(shownDir);
    const quiet = fakeIo(quietDir);
    const argv = ['routing', 'migrate', 'routing.yaml'];
    expect(await main(argv, { ...shown.io, env })).toBe(0);
    expect(await main([...argv, '--quiet'], { ...quiet.io, env })).toBe(0);
    expect(shown.out.stderr.split('\n').filter((l) => l !== '')).toEqual([
      'rp-assets routing migrate: parsing…',
      expect.stringMatching(/^rp-assets routing migrate: parsing: 1 file in \d+\.\d s$/),
      'rp-assets routing migrate: migrating rules…',
      expect.stringMatching(/^rp-assets routing migrate: migrating rules: 3 rules in \d+\.\d s$/),
      'rp-assets routing migrate: verifying the edit…',
      expect.stringMatching(/^rp-assets routing migrate: verifying the edit: 3 rules in \d+\.\d s$/),
    ]);
    expect(quiet.out.stderr).toBe('');
    expect(shown.out.stdout).toBe(quiet.out.stdout);
    expect(await readFile(join(shownDir, 'routing.yaml'), 'utf8')).toBe(EXPECTED);
  });

  it('removes retired fields, bumps revisions and keeps comments', async () => {
    const dir = await workspace('migrate-legacy');
    const { io, out } = fakeIo(dir);
    expect(await main(['routing', 'migrate', 'routing.yaml'], io)).toBe(0);
    expect(await readFile(join(dir, 'routing.yaml'), 'utf8')).toBe(EXPECTED);
    expect(out.stdout).toContain('rule `global`: removed `render.legacyWrap`; revision 1 -> 2');
    expect(out.stdout).toContain('rule `old-plugin`: removed `chat.preset.legacy`, `old.ns`; revision 3 -> 4');
    expect(out.stdout).toContain('rule `clean`: removed `priorty`; revision 1 -> 2');
    expect((await readdir(dir)).sort()).toEqual(['routing.yaml']);
    // A second run has nothing left to do.
    expect(await main(['routing', 'migrate', 'routing.yaml'], io)).toBe(0);
    expect(out.stdout).toContain('nothing to migrate');
  });

  it('keeps CRLF line ends and a BOM', async () => {
    const dir = await workspace('migrate-legacy', (s) => '\uFEFF' + s.replace(/\n/g, '\r\n'));
    const { io } = fakeIo(dir);
    expect(await runRouting(['migrate', 'routing.yaml'], io)).toBe(0);
    expect(await readFile(join(dir, 'routing.yaml'), 'utf8')).toBe('\uFEFF' + EXPECTED.replace(/\n/g, '\r\n'));
  });

  it('--dry-run writes nothing', async () => {
    const dir = await workspace('migrate-legacy');
    const before = await readFile(join(dir, 'routing.yaml'));
    const { io, out } = fakeIo(dir);
    expect(await runRouting(['migrate', 'routing.yaml', '--dry-run'], io)).toBe(0);
    expect(out.stdout).toContain('dry run');
    expect(Buffer.compare(await readFile(join(dir, 'routing.yaml')), before)).toBe(0);
  });

  it('refuses a revision conflict and leaves the file byte-identical', async () => {
    const dir = await workspace('migrate-conflict');
    const before = await readFile(join(dir, 'routing.yaml'));
    const { io, out } = fakeIo(dir);
    expect(await runRouting(['migrate', 'routing.yaml'], io)).toBe(1);
    expect(out.stderr).toMatch(/revision conflict: `twice`/);
    expect(Buffer.compare(await readFile(join(dir, 'routing.yaml')), before)).toBe(0);
  });

  it('refuses when the file changes on disk while migrating', async () => {
    const dir = await workspace('migrate-legacy');
    const { writeFile } = await import('node:fs/promises');
    const { io, out } = fakeIo(dir);
    const code = await runRouting(['migrate', 'routing.yaml'], io, {
      beforeRename: async () => writeFile(join(dir, 'routing.yaml'), '- id: global\n  filter: { kind: "true" }\n'),
    });
    expect(code).toBe(1);
    expect(out.stderr).toMatch(/changed on disk/);
    expect(await readFile(join(dir, 'routing.yaml'), 'utf8')).toBe('- id: global\n  filter: { kind: "true" }\n');
    expect((await readdir(dir)).sort()).toEqual(['routing.yaml']);
  });

  it('a crash before the rename leaves the old file and no temp file', async () => {
    const dir = await workspace('migrate-legacy');
    const before = await readFile(join(dir, 'routing.yaml'));
    const { io } = fakeIo(dir);
    await expect(
      runRouting(['migrate', 'routing.yaml'], io, {
        beforeRename: async () => {
          throw new Error('simulated crash');
        },
      }),
    ).rejects.toThrow('simulated crash');
    expect(Buffer.compare(await readFile(join(dir, 'routing.yaml')), before)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['routing.yaml']);
  });

  it('refuses broken YAML and usage errors', async () => {
    const dir = await workspace('migrate-legacy', () => '- id: global\n  filter: { kind: "true"\n');
    const { io, out } = fakeIo(dir);
    expect(await runRouting(['migrate', 'routing.yaml'], io)).toBe(1);
    expect(out.stderr).toContain('routing.yaml-syntax');
    expect(await runRouting(['migrate'], io)).toBe(2);
    expect(await runRouting(['migrate', 'missing.yaml'], io)).toBe(2);
  });
});
