/**
 * Issue 42, S2 and S3: a file the user did not write crashes no run. An alias inside the node its
 * anchor names (`tags: &a [x, *a]`, or deeper, inside a kept `x-sillytavern`) is one
 * `asset.invalid-yaml` at its file and line, in `validate` and in the language server, and
 * `export` goes on; a card naming one world sixty times exports with the world's entries once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { folderWith, removeAll, runCli } from './support/cli-run.js';
import { inProcessServer } from '../support/lsp-in-process.js';

const made: string[] = [];
afterAll(() => removeAll(made));

const REPO = {
  'characters/c/CHARACTER.md': '---\nname: C\nworlds: [w]\n---\n\nC.\n',
  'worlds/w/WORLD.md': '---\nname: W\n---\n\n核心。\n',
  'worlds/w/entries/ok.md': '---\nkeys: [lighthouse]\n---\n\nA lighthouse.\n',
};

interface Finding {
  readonly code: string;
  readonly file: string | null;
  readonly line: number | null;
}

async function validate(dir: string): Promise<{ code: number; findings: Finding[]; stderr: string }> {
  const r = await runCli(dir, ['validate', '--format', 'json', '--locale', 'en']);
  const findings = r.stdout === '' ? [] : (JSON.parse(r.stdout) as { diagnostics: Finding[] }).diagnostics;
  return { code: r.code, findings, stderr: r.stderr };
}

describe('an alias inside its own anchor', () => {
  for (const [what, frontmatter] of [
    ['in tags', 'keys: [harbour]\ntags: &a [x, *a]\n'],
    ['deeper, in kept SillyTavern fields', 'keys: [harbour]\nx-sillytavern: { self: &a [1, *a] }\n'],
    ['in a mapping', 'keys: [harbour]\nx-card: &m { again: *m }\n'],
  ] as const) {
    it(`${what}: one asset.invalid-yaml at the file, no internal error; export goes on`, async () => {
      const dir = await folderWith(made, { ...REPO, 'worlds/w/entries/loop.md': `---\n${frontmatter}---\n\nLoop.\n` });
      const { code, findings, stderr } = await validate(dir);
      expect(stderr).not.toMatch(/internal error/);
      expect(code).toBe(1);
      expect(findings.filter((f) => f.code === 'asset.invalid-yaml').map((f) => `${f.file}:${f.line}`)).toEqual([
        'worlds/w/entries/loop.md:2',
      ]);
      const out = await runCli(dir, ['export', '--world', 'w', '--out', 'w.json']);
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      const card = await runCli(dir, ['export', '--character', 'c', '--out', 'c.png']);
      expect(card.code).toBe(0);
    });
  }

  it('the language server keeps publishing: the finding for that file, and the others’ still', async () => {
    const dir = await folderWith(made, {
      ...REPO,
      'worlds/w/entries/loop.md': '---\nkeys: [harbour]\ntags: &a [x, *a]\n---\n\nLoop.\n',
      'worlds/w/entries/short.md': '---\nkeys: [王]\n---\n\nA king.\n',
    });
    const server = inProcessServer(dir);
    try {
      await server.client.initialize(dir);
      const loop = await server.client.diagnostics(pathToFileURL(join(dir, 'worlds/w/entries/loop.md')).href);
      expect(loop.map((d) => d.code)).toContain('asset.invalid-yaml');
      const short = await server.client.diagnostics(pathToFileURL(join(dir, 'worlds/w/entries/short.md')).href);
      expect(short.map((d) => d.code)).toContain('entry.short-key');
    } finally {
      server.close();
    }
  });
});

describe('a card naming one world many times', () => {
  it('exports (JSON and PNG) with the world’s entries once', async () => {
    const worlds = Array.from({ length: 60 }, () => 'w').join(', ');
    const dir = await folderWith(made, {
      ...REPO,
      'characters/c/CHARACTER.md': `---\nname: C\nworlds: [${worlds}]\n---\n\nC.\n`,
    });
    for (const out of ['c.json', 'c.png']) {
      const r = await runCli(dir, ['export', '--character', 'c', '--out', out]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
    }
    const { readFileSync } = await import('node:fs');
    const card = JSON.parse(readFileSync(join(dir, 'c.json'), 'utf8')) as {
      data: { character_book: { entries: unknown[] } };
    };
    // the world's core and its one entry
    expect(card.data.character_book.entries).toHaveLength(2);
  });
});
