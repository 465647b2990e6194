import { promises as fsp } from 'node:fs';
import type { DirEntry, FileStat, FileSystem } from './fs.js';

/** The real file system, for the CLI, the Action and the site build. */
export function nodeFileSystem(): FileSystem {
  return {
    async readdir(path: string): Promise<readonly DirEntry[]> {
      const list = await fsp.readdir(path, { withFileTypes: true });
      return list.map((d) => ({
        name: d.name,
        kind: d.isSymbolicLink() ? 'symlink' : d.isDirectory() ? 'directory' : d.isFile() ? 'file' : 'other',
      }));
    },
    async stat(path: string): Promise<FileStat | null> {
      try {
        const s = await fsp.stat(path);
        return { kind: s.isDirectory() ? 'directory' : s.isFile() ? 'file' : 'other', size: s.size };
      } catch {
        return null;
      }
    },
    async realpath(path: string): Promise<string | null> {
      try {
        return (await fsp.realpath(path)).replace(/\\/g, '/');
      } catch {
        return null;
      }
    },
    async readFile(path: string): Promise<Uint8Array> {
      return fsp.readFile(path);
    },
  };
}
