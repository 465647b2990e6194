/** The language server's file systems: buffers laid over a base, and a base remembered until told a path changed. */
import { describe, expect, it } from 'vitest';
import { cachedFileSystem } from '../../../src/common/cached-fs.js';
import { FileTooLargeError } from '../../../src/common/fs.js';
import type { FileSystem } from '../../../src/common/fs.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { overlayFileSystem } from '../../../src/common/overlay-fs.js';

const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('overlayFileSystem', () => {
  const base = memoryFileSystem({ '/r/a.md': 'disk', '/r/sub/b.md': 'b' });

  it('reads a buffer instead of the disk, and the disk again once it is lifted', async () => {
    const buffers = new Map([['/r/a.md', new TextEncoder().encode('screen')]]);
    const fs = overlayFileSystem(base, { buffers });
    expect(text(await fs.readFile('/r/a.md'))).toBe('screen');
    expect(await fs.stat('/r/a.md')).toEqual({ kind: 'file', size: 6 });
    buffers.delete('/r/a.md');
    expect(text(await fs.readFile('/r/a.md'))).toBe('disk');
  });

  it('lists an unsaved new file in its folder, and that folder in its own, even folders not on disk (yet)', async () => {
    const buffers = new Map([
      ['/r/new.md', new Uint8Array([120])],
      ['/r/fresh/c.md', new Uint8Array([121])],
    ]);
    const fs = overlayFileSystem(base, { buffers });
    expect((await fs.readdir('/r')).map((e) => [e.name, e.kind]).sort()).toEqual([
      ['a.md', 'file'],
      ['fresh', 'directory'],
      ['new.md', 'file'],
      ['sub', 'directory'],
    ]);
    expect((await fs.readdir('/r/fresh')).map((e) => e.name)).toEqual(['c.md']);
    expect(await fs.stat('/r/fresh')).toEqual({ kind: 'directory', size: 0 });
    expect(await fs.realpath('/r/fresh/c.md')).toBe('/r/fresh/c.md');
    expect(await fs.realpath('/r/new.md')).toBe('/r/new.md');
    expect(await fs.stat('/r/gone')).toBeNull();
  });

  it('refuses a buffer above the size limit as the disk would', async () => {
    const fs = overlayFileSystem(base, { buffers: new Map([['/r/a.md', new Uint8Array(11)]]) });
    await expect(fs.readFile('/r/a.md', 10)).rejects.toBeInstanceOf(FileTooLargeError);
  });
});

describe('cachedFileSystem', () => {
  function counting(files: Record<string, string>): {
    fs: FileSystem;
    reads: () => number;
    files: Record<string, string>;
  } {
    let n = 0;
    const inner = (): FileSystem => memoryFileSystem(files);
    const fs: FileSystem = {
      readdir: (p) => inner().readdir(p),
      stat: (p) => inner().stat(p),
      realpath: (p) => inner().realpath(p),
      readFile: (p, max) => {
        n++;
        return inner().readFile(p, max);
      },
    };
    return { fs, reads: () => n, files };
  }

  it('gives the same bytes object until the path is invalidated', async () => {
    const disk = counting({ '/r/a.md': 'one' });
    const fs = cachedFileSystem(disk.fs);
    const first = await fs.readFile('/r/a.md');
    expect(await fs.readFile('/r/a.md')).toBe(first);
    expect(disk.reads()).toBe(1);
    disk.files['/r/a.md'] = 'two';
    fs.invalidate('/r/a.md');
    expect(text(await fs.readFile('/r/a.md'))).toBe('two');
  });

  it('forgets a deleted file, its folder listing and everything below a deleted folder', async () => {
    const disk = counting({ '/r/w/e/x.md': 'x', '/r/w/e/y.md': 'y' });
    const fs = cachedFileSystem(disk.fs);
    expect((await fs.readdir('/r/w/e')).length).toBe(2);
    await fs.readFile('/r/w/e/x.md');
    delete disk.files['/r/w/e/x.md'];
    fs.invalidate('/r/w/e/x.md');
    expect((await fs.readdir('/r/w/e')).map((e) => e.name)).toEqual(['y.md']);
    await expect(fs.readFile('/r/w/e/x.md')).rejects.toThrow(/ENOENT/);
    delete disk.files['/r/w/e/y.md'];
    fs.invalidate('/r/w');
    expect(await fs.stat('/r/w/e/y.md')).toBeNull();
  });

  it('lists a file created in new folders when only the file is reported', async () => {
    const disk = counting({ '/r/w/a/x.md': 'x' });
    const fs = cachedFileSystem(disk.fs);
    expect((await fs.readdir('/r/w')).map((e) => e.name)).toEqual(['a']);
    expect(await fs.stat('/r/w/b')).toBeNull();
    disk.files['/r/w/b/c/y.md'] = 'y';
    fs.invalidate('/r/w/b/c/y.md');
    expect((await fs.readdir('/r/w')).map((e) => e.name).sort()).toEqual(['a', 'b']);
    expect(await fs.stat('/r/w/b')).toEqual({ kind: 'directory', size: expect.any(Number) });
    expect((await fs.readdir('/r/w/b')).map((e) => e.name)).toEqual(['c']);
  });
});
