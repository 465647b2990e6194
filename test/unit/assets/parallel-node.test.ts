import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAssets, startLoadingAssets } from '../../../src/assets/index.js';
import { createParsePool, createPool } from '../../../src/node/parallel-node.js';
import { CATALOG_OPS } from '../../../src/node/catalog-pool-ops.js';
import { FILE_OPS } from '../../../src/node/pool-ops.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
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

  it('falls back to inline parsing when the worker module cannot load, and keeps why', async () => {
    const url = new URL('./no-such-module.js', import.meta.url).href;
    // mainHelps off: the jobs wait for the worker, and run here once it has failed
    const broken = createParsePool({ workers: 1, mainHelps: false, ops: { url, ops: FILE_OPS.ops } });
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
      const [failure, ...more] = broken.failures();
      expect(more).toEqual([]);
      expect(failure?.message).toMatch(/^a pool worker failed: .*no-such-module\.js/);
      expect((failure?.cause as { code?: string } | undefined)?.code).toBe('ERR_MODULE_NOT_FOUND');
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

  it('settles entriesQueued once every entry is handed over, before any result is back', async () => {
    const pool = createParsePool({ workers: 1, mainHelps: false });
    try {
      const load = startLoadingAssets({ roots: ['r'], readEntry: pool.readEntry }, fs);
      await load.entriesQueued;
      expect(pool.stats().workers).toBe(0);
      expect((await load.assets).entries.length).toBe(303);
    } finally {
      await pool.close();
    }
  });

  it('finishes every job on the main thread when a worker dies in the middle of a chunk', async () => {
    write('r/worlds/w/entries/die.md', fm('keys: [die]'));
    // the worker runs the dying table; this thread, taking over, the real one
    const url = new URL('./support/dying-worker.ts', import.meta.url).href;
    const dying = createParsePool({ workers: 1, mainHelps: false, ops: { url, ops: FILE_OPS.ops } });
    try {
      const inline = await loadAssets({ roots: ['r'] }, fs);
      const a = await loadAssets({ roots: ['r'], readEntry: dying.readEntry }, fs);
      expect(JSON.stringify(a)).toBe(JSON.stringify(inline));
      expect(a.entries.length).toBe(304);
      expect(dying.stats().inline).toBeGreaterThan(0);
      expect(dying.failures().map((f) => f.message)).toEqual([
        'a pool worker stopped (exit code 1) before the pool was closed',
      ]);
    } finally {
      rmSync(join(dir, 'r/worlds/w/entries/die.md'));
      await dying.close();
    }
  });
});

describe('parse pool running other operations', () => {
  it('runs an operation of its table on a worker, and background jobs never on this thread', async () => {
    // mainHelps on: only the background flag keeps the main thread from claiming these jobs
    const site = createParsePool({ workers: 1, ops: CATALOG_OPS });
    try {
      const bodies = Array.from(
        { length: 200 },
        (_, i) => `# 条目 ${i}\n\n**粗体** 与 [链接](javascript:alert(${i}))\n`,
      );
      const html = await Promise.all(bodies.map((b) => site.run('renderMarkdown', [b], { background: true })));
      const { renderMarkdown } = await import('../../../src/catalog/markdown.js');
      expect(html).toEqual(bodies.map((b) => renderMarkdown(b)));
      expect(site.stats()).toEqual({ workers: 200, inline: 0 });
      expect(site.failures()).toEqual([]);
    } finally {
      await site.close();
    }
  });

  describe('with a table of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-pool-async-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const url = new URL(`file://${join(dir, 'ops.mjs')}`).href;
    // the workers' table: `missing` is not there
    writeFileSync(
      join(dir, 'ops.mjs'),
      [
        'export const ops = {',
        '  later: (x) => new Promise((resolve) => setTimeout(() => resolve({ doubled: x * 2 }), 5)),',
        "  fails: () => Promise.reject(new RangeError('no')),",
        "  throws: () => { throw new TypeError('thrown on the worker'); },",
        '};',
      ].join('\n'),
    );
    const ops = {
      later: (x: number): Promise<{ doubled: number }> => Promise.resolve({ doubled: -x }),
      fails: (): Promise<never> => Promise.reject(new Error('inline')),
      throws: (): never => {
        throw new Error('inline');
      },
      missing: (): string => 'inline',
    };

    it("waits on the worker for an operation's promise, and rejects a job with the error its operation threw", async () => {
      const p = createPool({ url, ops }, { workers: 1, mainHelps: false });
      try {
        const results = await Promise.allSettled([
          ...[1, 2, 3].map((x) => p.run('later', [x])),
          p.run('fails', []),
          p.run('throws', []),
        ]);
        expect(results.slice(0, 3)).toEqual([1, 2, 3].map((x) => ({ status: 'fulfilled', value: { doubled: x * 2 } })));
        const [fails, throws] = results.slice(3).map((r) => (r.status === 'rejected' ? (r.reason as Error) : null));
        expect(fails).toBeInstanceOf(RangeError);
        expect(fails?.message).toBe('no');
        expect(throws).toBeInstanceOf(TypeError);
        expect(throws?.message).toBe('thrown on the worker');
        expect(throws?.stack).toContain('ops.mjs');
        expect(p.stats()).toEqual({ workers: 5, inline: 0 });
        expect(p.failures()).toEqual([]);
      } finally {
        await p.close();
      }
    });

    it('rejects an operation its table does not have, naming it, here and on a worker', async () => {
      const p = createPool({ url, ops }, { workers: 1, mainHelps: false });
      try {
        await expect(p.run('noSuchOperation' as 'missing', [])).rejects.toThrow(
          /^unknown pool operation `noSuchOperation` \(not in the operation table of file:.*ops\.mjs\)$/,
        );
        await expect(p.run('missing', [])).rejects.toThrow(/^unknown pool operation `missing`/);
        expect(p.stats()).toEqual({ workers: 1, inline: 0 });
      } finally {
        await p.close();
      }
    });

    it('rejects an inline job with the error its operation threw', async () => {
      const p = createPool({ url, ops }, { workers: 1, startAfter: 10 });
      try {
        await expect(p.run('throws', [])).rejects.toThrow('inline');
        await expect(p.run('fails', [])).rejects.toThrow('inline');
        expect(p.stats()).toEqual({ workers: 0, inline: 2 });
      } finally {
        await p.close();
      }
    });
  });
});
