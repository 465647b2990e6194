/**
 * `rp-assets import` / `export` as a user runs them, on a real temporary folder: refuses to
 * overwrite without --force (changing nothing), --force replaces, --dry-run writes nothing, and
 * bad input (PNG without card, truncated JSON with line:column, invalid base64, an oversized
 * file, a zip bomb) exits 2 with one line and writes nothing. CHARX brings its icon as avatar.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import { readPngChunks, readTextChunk, textChunk, writePng } from '../../../src/bridge/index.js';
import { loadAssets } from '../../../src/assets/index.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { FIXTURES, fixture } from '../bridge/support.js';

const root = mkdtempSync(join(tmpdir(), 'rp-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function sandbox(): string {
  const dir = join(root, `case-${n++}`);
  writeFileSync(join(root, '.keep'), '');
  return dir;
}

async function cli(cwd: string, ...argv: string[]) {
  const io: CliIo & { out: string; err: string } = {
    cwd,
    env: {},
    out: '',
    err: '',
    stdout: (s: string) => void (io.out += s),
    stderr: (s: string) => void (io.err += s),
  };
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const WI = join(FIXTURES, 'astra.json');

describe('rp-assets import', () => {
  it('writes files that validate with 0 errors, then refuses to overwrite them without --force', async () => {
    const cwd = sandbox();
    const first = await cli(root, 'import', WI, '--out', cwd, '--locale', 'en');
    expect(first.code).toBe(0);
    expect(first.out).toContain('wrote 5 files: 0 characters, 1 worlds, 4 entries');
    expect(first.out).toContain('entries.2.probability = 60');
    const graph = await loadAssets({ roots: [cwd] }, nodeFileSystem());
    expect(graph.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const gate = join(cwd, 'worlds/astra/entries/城门守卫.md');
    writeFileSync(gate, 'my own edit\n');
    const again = await cli(root, 'import', WI, '--out', cwd);
    expect(again.code).toBe(2);
    expect(again.err.trim().split('\n')).toHaveLength(1);
    expect(again.err).toMatch(/1 asset folder\(s\) already exist \(first: .*worlds\/astra\); nothing written; --force replaces them whole/);
    expect(readFileSync(gate, 'utf8')).toBe('my own edit\n');
    const dry = await cli(root, 'import', WI, '--out', cwd, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('overwrite');
    expect(readFileSync(gate, 'utf8')).toBe('my own edit\n');
    const forced = await cli(root, 'import', WI, '--out', cwd, '--force');
    expect(forced.code).toBe(0);
    expect(readFileSync(gate, 'utf8')).toContain('keys: [城门]');
    expect(readdirSync(join(cwd, 'worlds')).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('--dry-run prints the plan and the ledger and writes nothing; --format json has both', async () => {
    const cwd = sandbox();
    const r = await cli(root, 'import', WI, '--out', cwd, '--dry-run', '--format', 'json');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { files: { action: string }[]; ledger: { action: string }[] };
    expect(doc.files).toHaveLength(5);
    expect(doc.files.every((f) => f.action === 'create')).toBe(true);
    expect(doc.ledger.filter((l) => l.action === 'differs').length).toBeGreaterThan(5);
    expect(existsSync(cwd)).toBe(false);
  });

  const png = fixture('python-card.png');
  const chunks = readPngChunks(png);
  const BAD: [string, string, Uint8Array | string, RegExp][] = [
    [
      'a PNG without a card',
      'plain.png',
      writePng(chunks.filter((c) => c.type !== 'tEXt')),
      /plain\.png: PNG has no character card/,
    ],
    [
      'truncated JSON',
      'cut.json',
      '{\n  "entries": {\n    "0": { "uid": 0, "key": [',
      /cut\.json:3:\d+: the file is not valid JSON/,
    ],
    [
      'invalid base64',
      'b64.png',
      writePng([
        ...chunks.filter((c) => c.type !== 'tEXt' && c.type !== 'IEND'),
        textChunk('ccv3', '!!not base64!!'),
        { type: 'IEND', data: new Uint8Array() },
      ]),
      /b64\.png: PNG chunk `ccv3` is not valid base64/,
    ],
    ['not a card at all', 'other.json', '{"hello": "world"}', /other\.json: not a SillyTavern World Info file/],
    [
      'a zip bomb',
      'bomb.charx',
      zipSync({ 'card.json': new Uint8Array(80 * 1024 * 1024) }, { level: 1 }),
      /bomb\.charx: CHARX inflates to more than 64 MiB/,
    ],
  ];
  for (const [what, name, bytes, message] of BAD) {
    it(`refuses ${what}: exit 2, one line, nothing written`, async () => {
      const cwd = sandbox();
      const input = join(root, name);
      writeFileSync(input, bytes);
      const r = await cli(root, 'import', input, '--out', cwd);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(message);
      expect(existsSync(cwd)).toBe(false);
    });
  }

  it('refuses an oversized file before reading it', async () => {
    const cwd = sandbox();
    const big = join(root, 'huge.json');
    writeFileSync(big, '');
    truncateSync(big, 65 * 1024 * 1024);
    const r = await cli(root, 'import', big, '--out', cwd);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/huge\.json: file is \d+ bytes, more than the 64 MiB an import reads; nothing written/);
    expect(existsSync(cwd)).toBe(false);
  });

  it('reads a CHARX: card.json and its main icon as the avatar', async () => {
    const cwd = sandbox();
    const card = JSON.parse(readFileSync(join(FIXTURES, 'mira-card-v3.json'), 'utf8')) as {
      data: Record<string, unknown>;
    };
    card.data.assets = [{ type: 'icon', uri: 'embeded://assets/icon/images/main.png', name: 'main', ext: 'png' }];
    const icon = writePng(chunks.filter((c) => c.type !== 'tEXt'));
    const charx = join(root, 'mira.charx');
    writeFileSync(
      charx,
      zipSync({ 'card.json': new TextEncoder().encode(JSON.stringify(card)), 'assets/icon/images/main.png': icon }),
    );
    const r = await cli(root, 'import', charx, '--out', cwd);
    expect(r.code).toBe(0);
    expect(new Uint8Array(readFileSync(join(cwd, 'characters/米拉/avatar.png')))).toEqual(icon);
  });
});

describe('rp-assets export', () => {
  it('writes World Info and a V3 PNG card with the avatar, refusing an existing file without --force', async () => {
    const cwd = sandbox();
    expect((await cli(root, 'import', WI, join(FIXTURES, 'python-card.png'), '--out', cwd)).code).toBe(0);
    const wi = await cli(cwd, 'export', '.', '--world', 'astra', '--format', 'sillytavern', '--out', 'astra.json');
    expect(wi.code).toBe(0);
    const doc = JSON.parse(readFileSync(join(cwd, 'astra.json'), 'utf8')) as {
      entries: Record<string, { key: string[] }>;
    };
    expect(doc.entries['2']?.key).toEqual(['城门', '/北门|南门/i']);
    const card = await cli(cwd, 'export', '.', '--character', '米拉', '--format', 'ccv3', '--out', 'mira.png');
    expect(card.code).toBe(0);
    const written = readPngChunks(readFileSync(join(cwd, 'mira.png')));
    expect(written.map((c) => readTextChunk(c)?.keyword ?? c.type)).toEqual(['IHDR', 'IDAT', 'ccv3', 'chara', 'IEND']);
    // the image is the character's avatar (written by the import), not a generated one
    const avatar = readPngChunks(readFileSync(join(cwd, 'characters/米拉/avatar.png')));
    expect(written.find((c) => c.type === 'IDAT')?.data).toEqual(avatar.find((c) => c.type === 'IDAT')?.data);
    const again = await cli(cwd, 'export', '.', '--character', '米拉', '--out', 'mira.png');
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/mira\.png already exists; nothing written/);
    expect((await cli(cwd, 'export', '.', '--character', '米拉', '--out', 'mira.png', '--force')).code).toBe(0);
    const unknown = await cli(cwd, 'export', '.', '--world', 'astar', '--out', 'x.json');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/no world `astar`; did you mean `astra`\?/);
  });
});
