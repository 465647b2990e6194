import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import { defineJob } from '../../../src/common/executor.js';
import { createPoolExecutor } from '../../../src/node/pool-executor.js';
import type { PoolExecutor } from '../../../src/node/pool-executor.js';
import { CATALOG_JOBS } from '../../../src/node/catalog-pool-ops.js';
import { FILE_JOBS } from '../../../src/node/pool-ops.js';
import type { JobSource } from '../../../src/node/pool-ops.js';
import { renderMarkdownJob } from '../../../src/catalog/markdown-job.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';
import type { FileSystem } from '../../../src/common/fs.js';
import { fm } from './helpers.js';

/** A folder of files on disk (the workers read it themselves) and its file system. */
function onDisk(prefix: string, files: Record<string, string | Uint8Array>): { dir: string; fs: FileSystem } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), content);
  }
  return { dir, fs: cwdFileSystem(nodeFileSystem(), dir) };
}

/** mainHelps off by default: every job goes to a worker, so the counts below are exact. */
function executorOver(
  where: { dir: string; fs: FileSystem },
  options: { workers?: number; startAfter?: number; minJobUs?: number; mainHelps?: boolean; jobs?: JobSource } = {},
): PoolExecutor {
  return createPoolExecutor({ jobs: FILE_JOBS, fs: where.fs, cwd: where.dir, mainHelps: false, ...options });
}

describe('the pool executor', () => {
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
  const disk = onDisk('rp-pool-', files);
  writeFileSync(join(disk.dir, 'r/worlds/astra/entries/huge.md'), '');
  truncateSync(join(disk.dir, 'r/worlds/astra/entries/huge.md'), 10 * 1024 * 1024 + 1);

  it('gives byte-identical graphs with and without workers, too-large and undecodable files included', async () => {
    const inline = await loadAssets({ roots: ['r'] }, disk.fs);
    expect(inline.entries.length).toBe(204);
    expect(inline.diagnostics.map((d) => d.code)).toContain('asset.too-large');
    const strict = executorOver(disk, { workers: 2 });
    const helped = executorOver(disk, { workers: 1, mainHelps: true });
    try {
      const a = await loadAssets({ roots: ['r'], executor: strict }, disk.fs);
      expect(JSON.stringify(a)).toBe(JSON.stringify(inline));
      expect(strict.stats()).toEqual({ workers: 206, inline: 0 });
      const b = await loadAssets({ roots: ['r'], executor: helped }, disk.fs);
      expect(JSON.stringify(b)).toBe(JSON.stringify(inline));
      const s = helped.stats();
      expect(s.workers + s.inline).toBe(206);
    } finally {
      await strict.close();
      await helped.close();
    }
  });

  const small = onDisk('rp-pool-small-', {
    'r/worlds/w/WORLD.md': fm('name: w'),
    ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`r/worlds/w/entries/e${i}.md`, fm(`keys: [k${i}]`)])),
  });

  it('runs the first startAfter jobs inline and starts workers only for the rest', async () => {
    const inline = await loadAssets({ roots: ['r'] }, small.fs);
    const never = executorOver(small, { workers: 1, startAfter: 100 });
    const late = executorOver(small, { workers: 1, startAfter: 4, minJobUs: 0 });
    try {
      const a = await loadAssets({ roots: ['r'], executor: never }, small.fs);
      expect(JSON.stringify(a)).toBe(JSON.stringify(inline));
      expect(never.stats()).toEqual({ workers: 0, inline: 10 });
      const b = await loadAssets({ roots: ['r'], executor: late }, small.fs);
      expect(JSON.stringify(b)).toBe(JSON.stringify(inline));
      expect(late.stats()).toEqual({ workers: 6, inline: 4 });
    } finally {
      await never.close();
      await late.close();
    }
  });

  it('runs the jobs inline when the worker module cannot load, and keeps why', async () => {
    const url = new URL('./no-such-module.js', import.meta.url).href;
    // the jobs wait for the worker, and run here once it has failed
    const broken = executorOver(disk, { workers: 1, jobs: { url, jobs: FILE_JOBS.jobs } });
    try {
      const inline = await loadAssets({ roots: ['r'] }, disk.fs);
      const fallback = await loadAssets({ roots: ['r'], executor: broken }, disk.fs);
      expect(JSON.stringify(fallback)).toBe(JSON.stringify(inline));
      expect(broken.stats()).toEqual({ workers: 0, inline: 206 });
      const [failure, ...more] = broken.failures();
      expect(more).toEqual([]);
      expect(failure?.message).toMatch(/^a pool worker failed: .*no-such-module\.js/);
      // the cause is the worker's error, copied across threads (its name, message and stack)
      expect((failure?.cause as Error | undefined)?.message).toMatch(/no-such-module\.js/);
    } finally {
      await broken.close();
    }
  });

  it('matches inline loading on the fixture repositories', async () => {
    const roots = [
      'test/fixtures/budget/zero/not-ok-zero-budgets',
      'test/fixtures/asset/not-utf8/not-ok-gbk-character',
    ];
    const here = { dir: process.cwd(), fs: cwdFileSystem(nodeFileSystem(), process.cwd()) };
    const pool = executorOver(here, { workers: 2 });
    try {
      const a = await loadAssets({ roots }, here.fs);
      const b = await loadAssets({ roots, executor: pool }, here.fs);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    } finally {
      await pool.close();
    }
  });

  it('finishes every job on the main thread when a worker dies in the middle of a chunk', async () => {
    writeFileSync(join(disk.dir, 'r/worlds/astra/entries/die.md'), fm('keys: [die]'));
    // the worker runs the dying jobs; this thread, taking over, the real ones
    const url = new URL('./support/dying-worker.ts', import.meta.url).href;
    const dying = executorOver(disk, { workers: 1, jobs: { url, jobs: FILE_JOBS.jobs } });
    try {
      const inline = await loadAssets({ roots: ['r'] }, disk.fs);
      const a = await loadAssets({ roots: ['r'], executor: dying }, disk.fs);
      expect(JSON.stringify(a)).toBe(JSON.stringify(inline));
      expect(a.entries.length).toBe(205);
      expect(dying.stats().inline).toBeGreaterThan(0);
      expect(dying.failures().map((f) => f.message)).toEqual([
        'a pool worker stopped (exit code 1) before the pool was closed',
      ]);
    } finally {
      rmSync(join(disk.dir, 'r/worlds/astra/entries/die.md'));
      await dying.close();
    }
  });

  it('settles backlog() once every job handed over is done, or once a backlog builds up', async () => {
    const pool = executorOver(disk, { workers: 1 });
    try {
      const loaded = loadAssets({ roots: ['r'], executor: pool }, disk.fs);
      await pool.backlog();
      expect(pool.stats().workers).toBeLessThan(206);
      expect((await loaded).entries.length).toBe(204);
    } finally {
      await pool.close();
    }
  });
});

describe('the pool running other jobs and operations', () => {
  it("runs a job of the site's module on a worker", async () => {
    const site = createPoolExecutor({
      jobs: CATALOG_JOBS,
      fs: nodeFileSystem(),
      cwd: process.cwd(),
      workers: 1,
      mainHelps: false,
    });
    try {
      const bodies = Array.from(
        { length: 200 },
        (_, i) => `# 条目 ${i}\n\n**粗体** 与 [链接](javascript:alert(${i}))\n`,
      );
      const html = await Promise.all(bodies.map((b) => site.run(renderMarkdownJob, b)));
      const { renderMarkdown } = await import('../../../src/catalog/markdown.js');
      expect(html).toEqual(bodies.map((b) => renderMarkdown(b)));
      expect(site.stats()).toEqual({ workers: 200, inline: 0 });
      expect(site.failures()).toEqual([]);
    } finally {
      await site.close();
    }
  });

  describe('with a module of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-pool-async-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const url = new URL(`file://${join(dir, 'jobs.mjs')}`).href;
    // the workers' jobs: `missing` is not there
    writeFileSync(
      join(dir, 'jobs.mjs'),
      [
        'export const jobs = [',
        "  { name: 'later', run: (x) => new Promise((resolve) => setTimeout(() => resolve({ doubled: x * 2 }), 5)) },",
        "  { name: 'fails', run: () => Promise.reject(new RangeError('no')) },",
        "  { name: 'throws', run: () => { throw new TypeError('thrown on the worker'); } },",
        '];',
      ].join('\n'),
    );
    // this thread's jobs
    const later = defineJob('later', (x: number): Promise<{ doubled: number }> => Promise.resolve({ doubled: -x }));
    const fails = defineJob('fails', (): Promise<never> => Promise.reject(new Error('inline')));
    const throws = defineJob('throws', (): never => {
      throw new Error('inline');
    });
    const missing = defineJob('missing', (): string => 'inline');
    const jobs = { url, jobs: [later, fails, throws, missing] as const };
    const here = { dir, fs: cwdFileSystem(nodeFileSystem(), dir) };

    it("waits on the worker for a job's promise, and rejects a job with the error it threw", async () => {
      const p = executorOver(here, { workers: 1, jobs });
      try {
        const results = await Promise.allSettled([
          ...[1, 2, 3].map((x) => p.run(later, x)),
          p.run(fails, undefined),
          p.run(throws, undefined),
        ]);
        expect(results.slice(0, 3)).toEqual([1, 2, 3].map((x) => ({ status: 'fulfilled', value: { doubled: x * 2 } })));
        const [failed, thrown] = results.slice(3).map((r) => (r.status === 'rejected' ? (r.reason as Error) : null));
        expect(failed).toBeInstanceOf(RangeError);
        expect(failed?.message).toBe('no');
        expect(thrown).toBeInstanceOf(TypeError);
        expect(thrown?.message).toBe('thrown on the worker');
        expect(thrown?.stack).toContain('jobs.mjs');
        expect(p.stats()).toEqual({ workers: 5, inline: 0 });
        expect(p.failures()).toEqual([]);
      } finally {
        await p.close();
      }
    });

    it('rejects a job the workers do not have, naming it; runs a job nobody offers here', async () => {
      const p = executorOver(here, { workers: 1, jobs });
      try {
        await expect(p.run(missing, undefined)).rejects.toThrow(
          /^unknown pool job `missing` \(not among the jobs of file:.*jobs\.mjs\)$/,
        );
        const other = defineJob('other', (x: number) => x + 1);
        await expect(p.run(other, 1)).resolves.toBe(2);
        expect(p.stats()).toEqual({ workers: 1, inline: 0 });
        expect(p.failures()).toEqual([]);
      } finally {
        await p.close();
      }
    });

    it('rejects an inline job with the error it threw', async () => {
      const p = executorOver(here, { workers: 1, jobs, startAfter: 10 });
      try {
        await expect(p.run(throws, undefined)).rejects.toThrow('inline');
        await expect(p.run(fails, undefined)).rejects.toThrow('inline');
        expect(p.stats()).toEqual({ workers: 0, inline: 2 });
      } finally {
        await p.close();
      }
    });
  });
});
