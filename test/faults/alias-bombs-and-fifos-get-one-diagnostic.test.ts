/**
 * Issue 13, item 9: what used to be silent or misleading gets one accurate diagnostic at its place.
 * Each case is a small repository in a temporary folder, validated through the CLI's `main`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const CHARACTER = '---\nname: A\nworlds: [w]\n---\nhello\n';
const WORLD = '---\nname: W\n---\nworld\n';
// keys of more than two letters, each its own: short or shared keys would add key-hygiene findings
const ENTRY = '---\nkeys: [harbour]\n---\ntext\n';
const OK_ENTRY = '---\nkeys: [lighthouse]\n---\ntext\n';
const GLOBAL = "- id: global\n  filter: { kind: 'true' }\n  values:\n    chat.model: { model: m }\n";

/** A repository with one character, one world and one entry; `files` adds or replaces files. */
function repo(files: Record<string, string | Uint8Array> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'rp-fault-09-'));
  dirs.push(dir);
  const all: Record<string, string | Uint8Array> = {
    'rp-assets.config.yaml': 'roots: [roles]\nrouting: routing.yaml\n',
    'roles/characters/a/CHARACTER.md': CHARACTER,
    'roles/worlds/w/WORLD.md': WORLD,
    'roles/worlds/w/entries/ok.md': OK_ENTRY,
    'routing.yaml': GLOBAL,
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

interface Finding {
  code: string;
  file: string | null;
  line: number | null;
  column: number | null;
  message: string;
}

async function validate(dir: string, cwd = dir): Promise<{ code: number; findings: Finding[]; stderr: string }> {
  let out = '';
  let err = '';
  const io = { cwd, env: {}, stdout: (t: string) => void (out += t), stderr: (t: string) => void (err += t) };
  const code = await main(['validate', '--format', 'json', '--locale', 'en'], io);
  const findings = out === '' ? [] : (JSON.parse(out) as { diagnostics: Finding[] }).diagnostics;
  return { code, findings, stderr: err };
}

const where = (f: Finding[]) => f.map((d) => `${d.code} ${d.file}:${d.line ?? '-'}:${d.column ?? '-'}`);
const mkfifo = (path: string) => expect(spawnSync('mkfifo', [path]).status).toBe(0);
const posix = process.platform !== 'win32';

describe('an alias bomb in YAML is reported as what it is', () => {
  // a0 holds 9 values, each aN nine copies of aN-1: 9^10 values once expanded.
  const bomb = (indent: string) =>
    [`a0: &a0 [x, x, x, x, x, x, x, x, x]`]
      .concat(Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`))
      .map((l) => indent + l)
      .join('\n');

  it('routing.yaml: one routing.yaml-too-large at the alias that goes past the limit, nothing else', async () => {
    const text = `${GLOBAL}- id: bomb\n  filter: { kind: 'true' }\n  values:\n    chat.preset:\n${bomb('      ')}\n`;
    const r = await validate(repo({ 'routing.yaml': text }));
    // a0..a4 expand to 66,429 values; the second alias of a5 (line 14) takes the count past 200,000.
    expect(where(r.findings)).toEqual(['routing.yaml-too-large routing.yaml:14:21']);
    expect(r.code).toBe(1);
  });

  it('routing.tests.yaml: the same code, and the rules are still checked', async () => {
    const r = await validate(repo({ 'routing.tests.yaml': `${bomb('')}\n` }));
    expect(where(r.findings)).toEqual(['routing.yaml-too-large routing.tests.yaml:6:15']);
  });

  it('the config: config.yaml-too-large, exit 2', async () => {
    const r = await validate(repo({ 'rp-assets.config.yaml': `roots: [roles]\nextra:\n${bomb('  ')}\n` }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/rp-assets\.config\.yaml:8:17: config\.yaml-too-large/);
  });
});

describe.runIf(posix)('special files are reported, not skipped', () => {
  it('a FIFO CHARACTER.md, a FIFO entry and a link to a FIFO', async () => {
    const dir = repo();
    mkdirSync(join(dir, 'roles/characters/b'));
    mkfifo(join(dir, 'roles/characters/b/CHARACTER.md'));
    mkfifo(join(dir, 'roles/worlds/w/entries/pipe.md'));
    mkfifo(join(dir, 'roles/worlds/w/entries/target'));
    symlinkSync('target', join(dir, 'roles/worlds/w/entries/link.md'));
    const r = await validate(dir);
    expect(where(r.findings)).toEqual([
      'asset.unreadable roles/characters/b/CHARACTER.md:-:-',
      'asset.unreadable roles/worlds/w/entries/link.md:-:-',
      'asset.unreadable roles/worlds/w/entries/pipe.md:-:-',
    ]);
    expect(r.findings[0]?.message).toMatch(/FIFO, socket or device/);
  });

  it('a FIFO routing.tests.yaml beside the rules', async () => {
    const dir = repo();
    mkfifo(join(dir, 'routing.tests.yaml'));
    const r = await validate(dir);
    expect(where(r.findings)).toEqual(['routing.file-unreadable routing.tests.yaml:-:-']);
    expect(r.findings[0]?.message).toMatch(/is a FIFO, socket or device/);
  });

  it('a FIFO config found upwards: exit 2 with the reason, not a silent default', async () => {
    const dir = repo();
    rmSync(join(dir, 'rp-assets.config.yaml'));
    mkfifo(join(dir, 'rp-assets.config.yaml'));
    const r = await validate(dir, join(dir, 'roles'));
    expect(r.code).toBe(2);
    // a config that cannot be read at all is a usage error of one line (issue 15 point 9)
    expect(r.stderr).toMatch(/^rp-assets validate: The config file `\.\.\/rp-assets\.config\.yaml` is a FIFO/);
  });
});

describe('a file rejected whole gets its own diagnostic only', () => {
  it.each([
    [
      'not UTF-8',
      Uint8Array.from([...new TextEncoder().encode('---\nkeys: [harbour]\n---\n'), 0xff, 0xfe, 10]),
      'asset.not-utf8',
    ],
    ['NUL bytes', new TextEncoder().encode('---\nkeys: [harbour]\n---\na\0b\n'), 'asset.binary-file'],
  ])('%s: no "entry without keys" besides', async (_name, bytes, code) => {
    const r = await validate(repo({ 'roles/worlds/w/entries/bad.md': bytes }));
    expect(r.findings.map((d) => d.code)).toEqual([code]);
  });

  it('too large: asset.too-large only', async () => {
    const r = await validate(repo({ 'roles/worlds/w/entries/big.md': '# ' + 'x'.repeat(10 * 1024 * 1024 + 1) }));
    expect(r.findings.map((d) => d.code)).toEqual(['asset.too-large']);
  });
});

describe.runIf(process.platform === 'linux')('a file name that is not UTF-8', () => {
  it('is named as such (file and folder), without a spurious entry warning', async () => {
    const dir = repo();
    const entries = Buffer.from(join(dir, 'roles/worlds/w/entries/'));
    writeFileSync(Buffer.concat([entries, Buffer.from([0x63, 0x61, 0x66, 0xe9]), Buffer.from('.md')]), ENTRY);
    mkdirSync(Buffer.concat([entries, Buffer.from([0x64, 0xe9])]));
    const r = await validate(dir);
    expect(where(r.findings)).toEqual([
      'asset.unreadable roles/worlds/w/entries/caf\uFFFD.md:-:-',
      'asset.unreadable roles/worlds/w/entries/d\uFFFD:-:-',
    ]);
    expect(r.findings[0]?.message).toMatch(/not valid UTF-8/);
  });

  it('a real U+FFFD in a valid UTF-8 name is an ordinary file', async () => {
    const r = await validate(repo({ 'roles/worlds/w/entries/\uFFFD.md': ENTRY }));
    expect(r.findings).toEqual([]);
  });
});

describe('lone-CR line breaks count as line breaks in YAML files', () => {
  it('routing.yaml and the config: positions on the right lines', async () => {
    const cr = (s: string) => s.replace(/\n/g, '\r');
    const rules = cr("- id: global\n  filter: { kind: 'true' }\n  values:\n    chat.model: { model: 5 }\n  bogus: 1\n");
    const r = await validate(
      repo({ 'routing.yaml': rules, 'rp-assets.config.yaml': cr('roots: [roles]\nrouting: routing.yaml\n') }),
    );
    expect(where(r.findings)).toEqual([
      'routing.value-schema-mismatch routing.yaml:4:26',
      'routing.unknown-rule-field routing.yaml:5:3',
    ]);
  });
});

describe('__proto__ keys are keys', () => {
  it('values.__proto__ is an unregistered namespace; chat.preset.__proto__.x is reported under its path', async () => {
    const rules = `${GLOBAL}    __proto__: { polluted: true }\n- id: other\n  filter: { kind: 'true' }\n  values:\n    chat.preset:\n      __proto__:\n        x: 1\n`;
    const r = await validate(repo({ 'routing.yaml': rules }));
    expect(where(r.findings)).toEqual([
      'routing.unregistered-namespace routing.yaml:5:5',
      // at its value, as for any undeclared field (`x: 1` on line 11)
      'routing.value-schema-mismatch routing.yaml:11:9',
    ]);
    expect(r.findings[1]?.message).toMatch(/`chat\.preset\.__proto__`/);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
