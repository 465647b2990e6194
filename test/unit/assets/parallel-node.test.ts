import { afterAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import { createParsePool } from '../../../src/assets/parallel-node.js';
import { nodeFileSystem } from '../../../src/core/node-fs.js';
import { memoryFileSystem } from '../../../src/core/memory-fs.js';
import { fm } from './helpers.js';

const pool = createParsePool({ workers: 2 });
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
    const small = createParsePool({ workers: 1, startAfter: 100 });
    const late = createParsePool({ workers: 1, startAfter: 4 });
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
