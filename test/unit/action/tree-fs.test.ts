import { describe, expect, it } from 'vitest';
import { treeFileSystem } from '../../../src/common/tree-fs.js';
import { pathMap, repoRelative, toRepoPath, fromRepoPath } from '../../../src/action/paths.js';
import { diag } from './helpers.js';

describe('treeFileSystem', () => {
  const blobs: Record<string, string> = { a1: 'hello', b2: '世界' };
  const reads: string[] = [];
  const fs = treeFileSystem(
    [
      { path: 'roleplay/characters/a/CHARACTER.md', kind: 'file', size: 5, oid: 'a1' },
      { path: 'roleplay/worlds/w/WORLD.md', kind: 'file', size: 6, oid: 'b2' },
      { path: 'roleplay/link', kind: 'symlink', size: 0, oid: 'c3', target: 'worlds/w' },
      { path: 'roleplay/loop', kind: 'symlink', size: 0, oid: 'd4', target: 'loop' },
      { path: 'roleplay/out', kind: 'symlink', size: 0, oid: 'e5', target: '../../etc' },
    ],
    async (oid) => {
      reads.push(oid);
      return new TextEncoder().encode(blobs[oid] ?? '');
    },
  );

  it('lists directories, stats, follows links inside the tree and reads lazily', async () => {
    expect((await fs.readdir('roleplay')).map((e) => `${e.name}:${e.kind}`).sort()).toEqual([
      'characters:directory',
      'link:symlink',
      'loop:symlink',
      'out:symlink',
      'worlds:directory',
    ]);
    expect(await fs.stat('roleplay/worlds')).toEqual({ kind: 'directory', size: 0 });
    expect(reads).toEqual([]);
    expect(new TextDecoder().decode(await fs.readFile('roleplay/link/WORLD.md'))).toBe('世界');
    expect(reads).toEqual(['b2']);
    expect(await fs.realpath('roleplay/link')).toBe('roleplay/worlds/w');
  });

  it('returns nothing for loops, links out of the tree and missing paths', async () => {
    expect(await fs.stat('roleplay/loop')).toBeNull();
    expect(await fs.stat('roleplay/out')).toBeNull();
    expect(await fs.stat('nope')).toBeNull();
    await expect(fs.readFile('roleplay/characters')).rejects.toThrow();
  });
});

describe('paths', () => {
  it('prefixes working-directory paths to repo-relative ones and back', () => {
    const map = pathMap('/ws/repo', 'rp assets');
    expect(map.prefix).toBe('rp assets');
    expect(toRepoPath(map, 'roleplay/角色/CHARACTER.md')).toBe('rp assets/roleplay/角色/CHARACTER.md');
    expect(toRepoPath(map, '../outside.md')).toBe('outside.md');
    expect(toRepoPath(map, '../../elsewhere.md')).toBeNull();
    expect(fromRepoPath(map, 'rp assets/x.md')).toBe('x.md');
    const d = repoRelative(
      map,
      diag({ related: [{ file: 'roleplay/w.md', line: 1, message: { en: 'x', 'zh-CN': 'x' } }] }),
    );
    expect(d.file).toBe('rp assets/roleplay/characters/alice/CHARACTER.md');
    expect(d.related[0]?.file).toBe('rp assets/roleplay/w.md');
    expect(pathMap('/ws/repo', '.').prefix).toBe('');
  });

  it('makes the file that stands for a folder finding repo-relative too', () => {
    const map = pathMap('/ws/repo', 'rp assets');
    const folder = { ...diag(), file: 'roleplay/characters/carol', folder: { anchor: 'roleplay/characters/carol/a.md' } };
    expect(repoRelative(map, folder).folder).toEqual({ anchor: 'rp assets/roleplay/characters/carol/a.md' });
    expect(repoRelative(map, { ...folder, folder: { anchor: null } }).folder).toEqual({ anchor: null });
    expect(repoRelative(map, diag()).folder).toBeUndefined();
  });
});

describe('fromWorkingDirectory (the base tree seen from working-directory)', () => {
  it('resolves relative paths against the prefix, `..` to siblings, absolute repo paths to repo-relative ones', async () => {
    const { fromWorkingDirectory } = await import('../../../src/node/tree-at.js');
    const tree = treeFileSystem(
      [
        { path: 'rp assets/roleplay/a.md', kind: 'file', size: 1, oid: 'a' },
        { path: 'shared/w.md', kind: 'file', size: 1, oid: 'b' },
      ],
      async (oid) => new TextEncoder().encode(oid),
    );
    const fs = fromWorkingDirectory(tree, 'rp assets', '/ws/repo');
    expect(await fs.stat('roleplay/a.md')).toEqual({ kind: 'file', size: 1 });
    expect(new TextDecoder().decode(await fs.readFile('../shared/w.md'))).toBe('b');
    expect(await fs.stat('/ws/repo/shared/w.md')).toEqual({ kind: 'file', size: 1 });
    expect(await fs.stat('/elsewhere/shared/w.md')).toBeNull();
    expect(await fs.stat('../../outside')).toBeNull();
  });
});
