import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import type { DirEntry, FileStat, FileSystem } from './fs.js';

/**
 * The real file system, for the CLI, the Action and the site build.
 *
 * The methods are async (the FileSystem contract) but use the synchronous calls inside: for the
 * many small files of an asset repository, `fs.promises` (open, fstat, read, close through the
 * thread pool, one promise each) costs several times more than the work itself.
 */
export function nodeFileSystem(): FileSystem {
  return {
    async readdir(path: string): Promise<readonly DirEntry[]> {
      const list = readdirSync(path, { withFileTypes: true });
      return list.map((d) => ({
        name: d.name,
        kind: d.isSymbolicLink() ? 'symlink' : d.isDirectory() ? 'directory' : d.isFile() ? 'file' : 'other',
      }));
    },
    async stat(path: string): Promise<FileStat | null> {
      try {
        const s = statSync(path);
        return { kind: s.isDirectory() ? 'directory' : s.isFile() ? 'file' : 'other', size: s.size };
      } catch {
        return null;
      }
    },
    async realpath(path: string): Promise<string | null> {
      try {
        return realpathSync.native(path).replace(/\\/g, '/');
      } catch {
        return null;
      }
    },
    async readFile(path: string): Promise<Uint8Array> {
      return readFileSync(path);
    },
  };
}
