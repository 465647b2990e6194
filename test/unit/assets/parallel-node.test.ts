import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import { createParsePool } from '../../../src/node/parallel-node.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { cwdFileSystem } from '../../../src/core/cwd-fs.js';
import { memoryFileSystem } from '../../../src/core/memory-fs.js';
import { fm } from './helpers.js';

// mainHelps off: every job goes to a worker, so the counts below are exact.
const pool = createParsePool({ workers: 2, mainHelps: false });
afterAll(() => pool.close());

describe('parse pool', () => {
  it('gives byte-identical graphs with and without workers', async () => {
    const files: Record<string, string | Uint8Array> = {
      'r/characters/alice/CHARACTER.md':
        '\ufeff' + fm('worlds: [astra, astara]\r\nbudgets:\r\n  maxEntries: 0\r\n  worldEntries: .nan'),
      'r/worlds/astra/WORLD.md': fm('name: 阿斯特拉'),
      'r/worlds/astra/entries/bad.md': new Uint8Array([0xb0, 0xae]),
      'r/worlds/astra/entries/bin.md': new Uint8Array([0x00]),
      'r/worlds/astra/entries/open.md': '---\nkeys: [x]\n',
    };
    for (let i = 0; i < 200; i++)
      files[`r/worlds/astra/entries/e${i}.md`] = fm(`keys: [k${i}]\npriority: ${i}`, '正文'.repeat(i));
    const inline = await loadAssets({ roots: ['r'] }, memoryFileSystem(files));
    const pooled = await loadAssets({ roots: ['r'], parse: pool.parse }, memoryFileSystem(files));
    expect(JSON.stringify(pooled)).toBe(JSON.stringify(inline));
    expect(inline.entries.length).toBe(203);
    expect(pool.stats()).toEqual({ workers: 205, inline: 0 });
    const built = await loadAssets(
      { roots: ['r'], parse: pool.parse, buildEntry: pool.buildEntry },
      memoryFileSystem(files),
    );
    expect(JSON.stringify(built)).toBe(JSON.stringify(inline));
    expect(pool.stats()).toEqual({ workers: 410, inline: 0 });
  });

  it('parses the first startAfter files inline and starts workers only for the rest', async () => {
    const files: Record<string, string> = { 'r/worlds/w/WORLD.md': fm('name: w') };
    for (let i = 0; i < 9; i++) files[`r/worlds/w/entries/e${i}.md`] = fm(`keys: [k${i}]`);
    const inline = await loadAssets({ roots: ['r'] }, memoryFileSystem(files));
    const small = createParsePool({ workers: 1, startAfter: 100, mainHelps: false });
    const late = createParsePool({ workers: 1, startAfter: 4, mainHelps: false, minJobUs: 0 });
    try {
      const a = await loadAssets(
        { roots: ['r'], parse: small.parse, buildEntry: small.buildEntry },
        memoryFileSystem(files),
      );
      expect(JSON.stringify(a)).toBe(JSON.stringify(inline));
      expect(small.stats()).toEqual({ workers: 0, inline: 10 });
      const b = await loadAssets(
        { roots: ['r'], parse: late.parse, buildEntry: late.buildEntry },
        memoryFileSystem(files),
      );
      expect(JSON.stringify(b)).toBe(JSON.stringify(inline));
      expect(late.stats()).toEqual({ workers: 6, inline: 4 });
    } finally {
      await small.close();
      await late.close();
    }
  });

  it('falls back to inline parsing when the worker module cannot load', async () => {
    const broken = createParsePool({ workers: 1, moduleUrl: new URL('./no-such-module.js', import.meta.url).href });
    try {
      const files = {
        'r/worlds/w/WORLD.md': fm('name: w'),
        'r/worlds/w/entries/a.md': fm('keys: [a]'),
        'r/worlds/w/entries/b.md': fm('name: b'),
      };
      const inline = await loadAssets({ roots: ['r'] }, memoryFileSystem(files));
      const fallback = await loadAssets(
        { roots: ['r'], parse: broken.parse, buildEntry: broken.buildEntry },
        memoryFileSystem(files),
      );
      expect(JSON.stringify(fallback)).toBe(JSON.stringify(inline));
      expect(broken.stats()).toEqual({ workers: 0, inline: 3 });
    } finally {
      await broken.close();
    }
  });

  it('matches inline parsing on the fixture repositories', async () => {
    const roots = [
      'test/fixtures/budget/zero/not-ok-zero-budgets',
      'test/fixtures/asset/not-utf8/not-ok-gbk-character',
    ];
    const a = await loadAssets({ roots }, nodeFileSystem());
    const b = await loadAssets({ roots, parse: pool.parse, buildEntry: pool.buildEntry }, nodeFileSystem());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe('parse pool reading files in the workers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rp-pool-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, content: string | Uint8Array): void => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), content);
  };
  write('r/worlds/w/WORLD.md', fm('name: w'));
  for (let i = 0; i < 300; i++)
    write(`r/worlds/w/entries/e${i}.md`, fm(`keys: [k${i}]\npriority: ${i}`, '正文'.repeat(i)));
  write('r/worlds/w/entries/gbk.md', new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0xb0, 0xae, 0x0a]));
  write('r/worlds/w/entries/bin.md', new Uint8Array([0, 1, 2]));
  write('r/worlds/w/entries/huge.md', '');
  truncateSync(join(dir, 'r/worlds/w/entries/huge.md'), 10 * 1024 * 1024 + 1);
  const fs = cwdFileSystem(nodeFileSystem(), dir);

  it('gives the same graph as inline reading, too-large and undecodable files included', async () => {
    const inline = await loadAssets({ roots: ['r'] }, fs);
    expect(inline.diagnostics.map((d) => d.code)).toContain('asset.too-large');
    const strict = createParsePool({ workers: 2, mainHelps: false });
    const helped = createParsePool({ workers: 1 });
    try {
      const a = await loadAssets({ roots: ['r'], parse: strict.parse, readEntry: strict.readEntry }, fs);
      expect(JSON.stringify(a)).toBe(JSON.stringify(inline));
      expect(strict.stats()).toEqual({ workers: 304, inline: 0 });
      const b = await loadAssets({ roots: ['r'], parse: helped.parse, readEntry: helped.readEntry }, fs);
      expect(JSON.stringify(b)).toBe(JSON.stringify(inline));
      const s = helped.stats();
      expect(s.workers + s.inline).toBe(304);
    } finally {
      await strict.close();
      await helped.close();
    }
  });

  it('calls onEntriesQueued once every entry is handed over, before any result is back', async () => {
    const pool = createParsePool({ workers: 1, mainHelps: false });
    const seen: number[] = [];
    try {
      await loadAssets(
        { roots: ['r'], readEntry: pool.readEntry, onEntriesQueued: () => seen.push(pool.stats().workers) },
        fs,
      );
      expect(seen).toEqual([0]);
    } finally {
      await pool.close();
    }
  });

  it('finishes every job on the main thread when a worker dies in the middle of a chunk', async () => {
    write('r/worlds/w/entries/die.md', fm('keys: [die]'));
    const moduleUrl = new URL('./support/dying-worker.ts', import.meta.url).href;
    const dying = createParsePool({ workers: 1, mainHelps: false, moduleUrl });
    try {
      const inline = await loadAssets({ roots: ['r'] }, fs);
      const a = await loadAssets({ roots: ['r'], readEntry: dying.readEntry }, fs);
      expect(JSON.stringify(a)).toBe(JSON.stringify(inline));
      expect(a.entries.length).toBe(304);
      expect(dying.stats().inline).toBeGreaterThan(0);
    } finally {
      rmSync(join(dir, 'r/worlds/w/entries/die.md'));
      await dying.close();
    }
  });
});

describe('parse pool running other operations', () => {
  const catalogWorker = new URL('../../../src/node/catalog-worker-node.ts', import.meta.url).href;

  it('runs an export of the worker module on a worker, and background jobs never on this thread', async () => {
    // mainHelps on: only the background flag keeps the main thread from claiming these jobs
    const site = createParsePool({ workers: 1, moduleUrl: catalogWorker });
    try {
      const bodies = Array.from(
        { length: 200 },
        (_, i) => `# 条目 ${i}\n\n**粗体** 与 [链接](javascript:alert(${i}))\n`,
      );
      const inline = (b: string) => () => `inline:${b}`;
      const html = await Promise.all(
        bodies.map((b) => site.run('renderMarkdown', [b], inline(b), { background: true })),
      );
      const { renderMarkdown } = await import('../../../src/catalog/markdown.js');
      expect(html).toEqual(bodies.map((b) => renderMarkdown(b)));
      expect(site.stats()).toEqual({ workers: 200, inline: 0 });
    } finally {
      await site.close();
    }
  });

  it('waits on the worker for an operation that returns a promise, and runs a rejected one inline', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-pool-async-'));
    const moduleUrl = new URL(`file://${join(dir, 'ops.mjs')}`).href;
    writeFileSync(
      join(dir, 'ops.mjs'),
      [
        'export const later = (x) => new Promise((resolve) => setTimeout(() => resolve({ doubled: x * 2 }), 5));',
        "export const fails = () => Promise.reject(new Error('no'));",
      ].join('\n'),
    );
    const p = createParsePool({ workers: 1, mainHelps: false, moduleUrl });
    try {
      const results = await Promise.all([
        ...[1, 2, 3].map((x) => p.run('later', [x], () => ({ doubled: -1 }))),
        p.run('fails', [], () => ({ doubled: 0 })),
      ]);
      expect(results).toEqual([{ doubled: 2 }, { doubled: 4 }, { doubled: 6 }, { doubled: 0 }]);
      expect(p.stats()).toEqual({ workers: 3, inline: 1 });
    } finally {
      await p.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs a job inline when the worker module does not export the operation', async () => {
    const site = createParsePool({ workers: 1, mainHelps: false, moduleUrl: catalogWorker });
    try {
      await expect(site.run('noSuchOperation', [1], () => 'inline')).resolves.toBe('inline');
      expect(site.stats().inline).toBe(1);
    } finally {
      await site.close();
    }
  });
});
