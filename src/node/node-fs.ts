import { closeSync, constants, fstatSync, openSync, readSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { FileTooLargeError, NotAFileError } from '../common/fs.js';
import type { DirEntry, FileStat, FileSystem } from '../common/fs.js';

/** Non-blocking open: opening a FIFO named `x.md` must not wait for a writer. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Reads a regular file with one open, one fstat and the reads: the kind and the size are checked
 * on the opened descriptor, so there is no window between a size check and the read. Like
 * `readFileSync`, it reads the size fstat gave (a file growing meanwhile is read up to that size,
 * so memory stays bounded by `maxBytes`) and stops early if the file shrank.
 */
export function readRegularFileSync(path: string, maxBytes = Number.MAX_SAFE_INTEGER): Uint8Array {
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotAFileError(path);
    if (st.size > maxBytes) throw new FileTooLargeError(path, st.size, maxBytes);
    // Unpooled: a pooled Buffer is a view of a shared 8 KiB slab, which postMessage would copy whole.
    const buf = Buffer.allocUnsafeSlow(st.size);
    let length = 0;
    while (length < buf.length) {
      const n = readSync(fd, buf, length, buf.length - length, null);
      if (n === 0) break;
      length += n;
    }
    return length === buf.length ? buf : buf.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** The names (as Node shows them) in `path` whose bytes on disk are not valid UTF-8. */
function namesNotUtf8(path: string): Set<string> {
  const strict = new TextDecoder('utf-8', { fatal: true });
  const out = new Set<string>();
  for (const raw of readdirSync(path, { encoding: 'buffer' })) {
    try {
      strict.decode(raw);
    } catch {
      out.add(raw.toString('utf8'));
    }
  }
  return out;
}

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
      // Node decodes names as UTF-8 with U+FFFD for bad bytes; only then is a second, raw listing
      // needed to tell a real U+FFFD in a name from bytes that are not UTF-8.
      const bad = list.some((d) => d.name.includes('\uFFFD')) ? namesNotUtf8(path) : null;
      return list.map((d) => {
        const kind = d.isSymbolicLink() ? 'symlink' : d.isDirectory() ? 'directory' : d.isFile() ? 'file' : 'other';
        return bad?.has(d.name) ? { name: d.name, kind, nameNotUtf8: true } : { name: d.name, kind };
      });
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
    async readFile(path: string, maxBytes?: number): Promise<Uint8Array> {
      return readRegularFileSync(path, maxBytes);
    },
    hostPath: (path: string) => (isAbsolute(path) ? path : resolve(path)),
  };
}
