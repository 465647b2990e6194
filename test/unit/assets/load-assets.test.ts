import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import type { Executor } from '../../../src/common/executor.js';
import { inlineExecutor } from '../../../src/common/executor.js';
import { BUDGET_DEFAULTS } from '../../../src/common/budget-keys.js';
import type { FileSystem } from '../../../src/common/fs.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import type { MemoryNode } from '../../../src/common/memory-fs.js';
import { codesOf, fm, loadMemory } from './helpers.js';

const REPO: Record<string, MemoryNode> = {
  'r/characters/alice/CHARACTER.md': fm(
    'id: alice\nworlds: [astra]\nexamples: examples.md\nbudgets:\n  worldEntries: 100',
  ),
  'r/characters/alice/examples.md': '用户：你好\r\n爱丽丝：你好。\r\n',
  'r/characters/bob/CHARACTER.md': fm('name: 鲍勃\nworlds: [orbit, ghost]'),
  'r/worlds/astra/WORLD.md': fm('name: 阿斯特拉王国'),
  'r/worlds/astra/entries/capital.md': fm('keys: [王都]'),
  'r/worlds/astra/entries/npc/guard.md': fm('keys: [守卫]'),
  'r/worlds/orbit/WORLD.md': fm('id: orbit\nentryRoot: lore'),
  'r/worlds/orbit/lore/guard.md': fm('keys: [guard]'),
};

describe('loadAssets', () => {
  it('builds the graph with defaults, resolved refs and examples', async () => {
    const g = await loadMemory(REPO);
    expect(g.roots).toEqual(['r']);
    expect(g.characters.map((c) => c.id)).toEqual(['alice', 'bob']);
    const [alice, bob] = g.characters;
    expect(alice?.examples).toEqual({
      ref: 'examples.md',
      file: 'r/characters/alice/examples.md',
      text: '用户：你好\n爱丽丝：你好。\n',
    });
    expect(alice?.budgets.values.worldEntries).toBe(100);
    expect(alice?.budgets.source.worldEntries).toBe('set');
    expect(bob).toMatchObject({ id: 'bob', idExplicit: false, name: '鲍勃' });
    expect(bob?.worlds.map((w) => [w.ref, w.resolved])).toEqual([
      ['orbit', true],
      ['ghost', false],
    ]);
    expect(g.worlds.map((w) => [w.id, w.entryDir])).toEqual([
      ['astra', 'r/worlds/astra/entries'],
      ['orbit', 'r/worlds/orbit/lore'],
    ]);
    expect(g.entries.map((e) => `${e.world}/${e.id}`)).toEqual(['astra/capital', 'astra/guard', 'orbit/guard']);
    expect(codesOf(g)).toEqual(['r/characters/bob/CHARACTER.md:3:17 character.unresolved-world']);
  });

  it('does not depend on the order readdir returns', async () => {
    const reversed = Object.fromEntries(Object.entries(REPO).reverse());
    const a = await loadMemory(REPO);
    const b = await loadMemory(reversed);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('gives identical results with another executor (results cloned, as a worker pool sends them)', async () => {
    const fs = memoryFileSystem(REPO);
    const inline = inlineExecutor(fs);
    let ran = 0;
    const cloned: Executor = {
      capacity: 3,
      run: async (job, input) => (ran++, structuredClone(await inline.run(job, structuredClone(input)))),
    };
    const a = await loadMemory(REPO);
    const b = await loadAssets({ roots: ['r'], executor: cloned }, fs);
    expect(ran).toBeGreaterThan(3);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('loads an unclosed card with the spec fallbacks', async () => {
    const g = await loadMemory({
      'r/characters/alice/CHARACTER.md':
        '---\nid: other\nworlds: [astra]\nexamples: ex.md\nbudgets:\n  maxEntries: 1\n\n# 爱丽丝\n',
      'r/characters/alice/ex.md': 'x',
    });
    const c = g.characters[0];
    expect(c).toMatchObject({ id: 'alice', worlds: [], examples: null, hasFrontmatter: false });
    expect(c?.budgets.values).toEqual(BUDGET_DEFAULTS);
    expect(codesOf(g)).toEqual(['r/characters/alice/CHARACTER.md:1:1 asset.unclosed-frontmatter']);
  });

  it('ignores `spec` whatever its value', async () => {
    const load = (spec: string) => loadMemory({ 'r/characters/a/CHARACTER.md': fm(`${spec}id: a`) });
    const [a, b, c] = await Promise.all([load('spec: pi-roleplay/character@2\n'), load('spec: banana\n'), load('')]);
    expect(a.diagnostics).toEqual([]);
    const strip = (g: typeof a) =>
      JSON.stringify(
        g.characters
          .map((x) => ({ ...x, keySpans: {}, body: '', bodyLine: 0 }))
          .map(({ keySpans: _k, ...rest }) => ({ ...rest, worlds: rest.worlds.map((w) => w.ref) })),
      );
    expect(strip(b)).toBe(strip(a));
    expect(strip(c)).toBe(strip(a));
  });

  it('lets the path that sorts last win a duplicate within one root', async () => {
    const g = await loadMemory({
      'r/characters/b-copy/CHARACTER.md': fm('id: alice\nname: second'),
      'r/characters/a/CHARACTER.md': fm('id: alice\nname: first'),
    });
    expect(g.characters.map((c) => c.name)).toEqual(['second']);
    const d = g.diagnostics.find((x) => x.code === 'asset.duplicate-id');
    expect(d?.file).toBe('r/characters/a/CHARACTER.md');
    expect(d?.related.map((r) => r.file)).toEqual(['r/characters/b-copy/CHARACTER.md']);
  });

  it('lets a higher root override a lower one, with a hint and an Override', async () => {
    const g = await loadMemory(
      {
        'global/characters/alice/CHARACTER.md': fm('name: 全局'),
        'global/worlds/astra/WORLD.md': fm('name: 全局世界'),
        'project/characters/alice/CHARACTER.md': fm('name: 项目\nworlds: [astra]'),
      },
      ['global', 'project'],
    );
    expect(g.characters.map((c) => [c.name, c.root, c.rootIndex])).toEqual([['项目', 'project', 1]]);
    expect(g.characters[0]?.worlds[0]?.resolved).toBe(true);
    expect(g.overrides).toEqual([
      {
        kind: 'character',
        id: 'alice',
        winner: 'project/characters/alice/CHARACTER.md',
        shadowed: ['global/characters/alice/CHARACTER.md'],
      },
    ]);
    expect(g.diagnostics.map((d) => [d.code, d.severity, d.file])).toEqual([
      ['asset.override', 'hint', 'project/characters/alice/CHARACTER.md'],
    ]);
  });

  it('marks duplicate entries within a world and leaves other worlds alone', async () => {
    const g = await loadMemory({
      'r/worlds/a/WORLD.md': fm('name: a'),
      'r/worlds/a/entries/npc/guard.md': fm('keys: [x]'),
      'r/worlds/a/entries/rules/guard.md': fm('keys: [y]'),
      'r/worlds/b/WORLD.md': fm('name: b'),
      'r/worlds/b/entries/guard.md': fm('keys: [z]'),
    });
    expect(g.entries.map((e) => [e.world, e.file, e.duplicate])).toEqual([
      ['a', 'r/worlds/a/entries/npc/guard.md', true],
      ['a', 'r/worlds/a/entries/rules/guard.md', true],
      ['b', 'r/worlds/b/entries/guard.md', false],
    ]);
    const dups = g.diagnostics.filter((d) => d.code === 'entry.duplicate-id');
    expect(dups.map((d) => [d.file, d.related.map((r) => r.file)])).toEqual([
      ['r/worlds/a/entries/npc/guard.md', ['r/worlds/a/entries/rules/guard.md']],
      ['r/worlds/a/entries/rules/guard.md', ['r/worlds/a/entries/npc/guard.md']],
    ]);
  });

  it('measures entries by body only: exactly at the budget fits, one more does not', async () => {
    const files = (n: number): Record<string, MemoryNode> => ({
      'r/characters/a/CHARACTER.md': fm('worlds: [w]\nbudgets:\n  worldEntries: 5'),
      'r/characters/b/CHARACTER.md': fm('worlds: [w]\nbudgets:\n  worldEntries: 3'),
      'r/characters/c/CHARACTER.md': fm('worlds: [w]'),
      'r/worlds/w/WORLD.md': fm('name: w'),
      'r/worlds/w/entries/e.md': fm(`keys: [k]\ntags: [${'t,'.repeat(200)}t]`, '字'.repeat(n)),
    });
    const at = await loadMemory(files(12));
    expect(at.diagnostics.filter((d) => d.code === 'entry.over-budget').map((d) => d.data)).toEqual([]);
    const over = await loadMemory(files(13));
    expect(over.diagnostics.filter((d) => d.code === 'entry.over-budget').map((d) => d.data)).toEqual([
      { id: 'e', tokens: 4, budget: 3, characters: ['b'] },
    ]);
    const both = await loadMemory(files(21));
    expect(both.diagnostics.filter((d) => d.code === 'entry.over-budget').map((d) => d.data)).toEqual([
      { id: 'e', tokens: 6, budget: 3, characters: ['a', 'b'] },
    ]);
  });

  it('reports never-matchable and disabled entries', async () => {
    const g = await loadMemory({
      'r/worlds/w/WORLD.md': fm('name: w'),
      'r/worlds/w/entries/none.md': fm('name: none'),
      'r/worlds/w/entries/const.md': fm('constant: true'),
      'r/worlds/w/entries/secondary.md': fm('secondaryKeys: [x]'),
      'r/worlds/w/entries/off.md': fm('name: off\nenabled: false'),
    });
    expect(codesOf(g)).toEqual([
      'r/worlds/w/entries/none.md:1:1 entry.never-matchable',
      'r/worlds/w/entries/off.md:3:1 entry.disabled',
      // secondary keys never trigger an entry alone (docs/retrieval.md)
      'r/worlds/w/entries/secondary.md:1:1 entry.never-matchable',
    ]);
  });

  it('warns about a second default character', async () => {
    const g = await loadMemory({
      'r/characters/b/CHARACTER.md': fm('default: true'),
      'r/characters/a/CHARACTER.md': fm('default: true'),
      'r/characters/c/CHARACTER.md': fm('default: true'),
    });
    expect(codesOf(g)).toEqual([
      'r/characters/b/CHARACTER.md:2:1 character.multiple-default',
      'r/characters/c/CHARACTER.md:2:1 character.multiple-default',
    ]);
  });

  it('suggests the closest world and the list form for a scalar', async () => {
    const g = await loadMemory({
      'r/characters/a/CHARACTER.md': fm('worlds: [astara]'),
      'r/characters/b/CHARACTER.md': fm('worlds: astra'),
      'r/worlds/astra/WORLD.md': fm('name: x'),
    });
    expect(g.diagnostics.map((d) => [d.code, d.suggestion])).toEqual([
      ['character.unresolved-world', 'astra'],
      ['asset.wrong-type', '[astra]'],
      // no card reads astra, and the unresolved `astara` meant it
      ['world.unreachable', undefined],
    ]);
  });

  it('reports the root that does not exist', async () => {
    const g = await loadMemory({ 'r/characters/a/CHARACTER.md': fm('id: a') }, ['missing', 'r']);
    expect(codesOf(g)).toEqual(['missing:-:- asset.root-missing']);
    expect(g.characters).toHaveLength(1);
  });

  it('sorts diagnostics by file, line, column and code', async () => {
    const g = await loadMemory({
      'r/characters/z/CHARACTER.md': fm('worlds: [nope]\nwolrds: []'),
      'r/characters/a/CHARACTER.md': fm('budgets:\n  maxEntries: 0\n  recentMessages: 0'),
    });
    expect(codesOf(g)).toEqual([
      'r/characters/a/CHARACTER.md:3:15 budget.zero',
      'r/characters/a/CHARACTER.md:4:19 budget.recent-messages-clamped',
      'r/characters/z/CHARACTER.md:2:10 character.unresolved-world',
      'r/characters/z/CHARACTER.md:3:1 asset.unknown-key',
    ]);
  });
});

describe('loadAssets with hostile trees', () => {
  /** Records every file read, to prove refused paths are never read. */
  function recording(files: Record<string, MemoryNode>): { fs: FileSystem; reads: string[] } {
    const inner = memoryFileSystem(files);
    const reads: string[] = [];
    return {
      reads,
      // Records the files whose bytes were handed out (a refused file is opened, never read).
      fs: {
        ...inner,
        readFile: async (p, maxBytes) => {
          const bytes = await inner.readFile(p, maxBytes);
          reads.push(p);
          return bytes;
        },
      },
    };
  }

  it('never reads a symlink that points outside the root', async () => {
    const { fs, reads } = recording({
      'secret.md': '---\nkeys: [secret]\n---\nTOKEN',
      'r/worlds/w/WORLD.md': fm('name: w'),
      'r/worlds/w/entries/leak.md': { symlink: '../../../../secret.md' },
      'r/characters/a/CHARACTER.md': fm('examples: ex.md'),
      'r/characters/a/ex.md': { symlink: '../../../secret.md' },
    });
    const g = await loadAssets({ roots: ['r'] }, fs);
    expect(reads.some((p) => p.includes('secret') || p.includes('leak') || p.endsWith('ex.md'))).toBe(false);
    expect(codesOf(g)).toEqual([
      'r/characters/a/CHARACTER.md:2:1 asset.path-escape',
      'r/worlds/w/entries/leak.md:-:- asset.path-escape',
    ]);
    expect(g.characters[0]?.examples).toEqual({ ref: 'ex.md', file: null, text: null });
  });

  it('does not hang on symlink loops', async () => {
    const g = await loadMemory({
      'r/worlds/w/WORLD.md': fm('name: w'),
      'r/worlds/w/entries/a/e.md': fm('keys: [k]'),
      'r/worlds/w/entries/a/up': { symlink: '..' },
      'r/worlds/w/entries/self': { symlink: 'self' },
      'r/characters/c': { symlink: 'c' },
    });
    expect(codesOf(g)).toEqual([
      'r/characters/c:-:- asset.unreadable',
      'r/worlds/w/entries/a/up:-:- asset.symlink-loop',
      'r/worlds/w/entries/self:-:- asset.unreadable',
    ]);
    expect(g.entries.map((e) => e.file)).toEqual(['r/worlds/w/entries/a/e.md']);
  });

  it('cuts a link to a folder above the entry folder instead of walking the root as entries', async () => {
    const g = await loadMemory({
      'r/characters/a/CHARACTER.md': fm('worlds: [w]'),
      'r/worlds/w/WORLD.md': fm('name: w'),
      'r/worlds/w/entries/e.md': fm('keys: [k]'),
      'r/worlds/w/entries/npc/root': { symlink: '../../../..' },
      'r/worlds/w/entries/npc/world': { symlink: '../..' },
    });
    expect(g.entries.map((e) => e.file)).toEqual(['r/worlds/w/entries/e.md']);
    expect(codesOf(g)).toEqual([
      'r/worlds/w/entries/npc/root:-:- asset.symlink-loop',
      'r/worlds/w/entries/npc/world:-:- asset.symlink-loop',
    ]);
  });

  it('refuses files above 10 MiB without reading them', async () => {
    const { fs, reads } = recording({
      'r/worlds/w/WORLD.md': fm('name: w'),
      'r/worlds/w/entries/huge.md': new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61),
      'r/worlds/w/entries/ok.md': new Uint8Array(10 * 1024 * 1024).fill(0x61),
    });
    const g = await loadAssets({ roots: ['r'] }, fs);
    expect(reads).not.toContain('r/worlds/w/entries/huge.md');
    expect(g.diagnostics.filter((d) => d.code === 'asset.too-large').map((d) => [d.file, d.data.size])).toEqual([
      ['r/worlds/w/entries/huge.md', 10 * 1024 * 1024 + 1],
    ]);
    expect(g.entries.map((e) => e.id)).toEqual(['huge', 'ok']);
  });

  it('survives binary and non-UTF-8 files anywhere', async () => {
    const g = await loadMemory({
      'r/characters/a/CHARACTER.md': new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0xb0, 0xae, 0x0a]),
      'r/characters/a/ex.md': new Uint8Array([0, 1, 2]),
      'r/characters/b/CHARACTER.md': fm('examples: ex.md'),
      'r/characters/b/ex.md': new Uint8Array([0xff, 0xfe, 0x41, 0x00]),
    });
    expect(codesOf(g)).toEqual([
      'r/characters/a/CHARACTER.md:2:1 asset.not-utf8',
      'r/characters/b/ex.md:1:4 asset.binary-file',
    ]);
    expect(g.characters.map((c) => c.id)).toEqual(['a', 'b']);
  });
});
