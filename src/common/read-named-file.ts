/**
 * Read a file a user or a config named (a routing, scenario, config or probe file, an `@input`):
 * refused unread when it lies in a `.git` folder (src/common/confine.ts), when a symlink on its way
 * leads out of the repository its path lies in, when it is missing, a folder, a
 * FIFO, socket or device, or larger than `maxBytes`, all decided before a byte is read (the size
 * again on the opened file, so a file that grows meanwhile is still refused). Never throws.
 */
import { confinementRefusal, enclosingRepository, gitFolderRefusal } from './confine.js';
import { dirname } from './paths.js';
import { FileTooLargeError, NotAFileError } from './fs.js';
import type { FileSystem } from './fs.js';

export type NamedFileRefusal =
  'missing' | 'directory' | 'special-file' | 'too-large' | 'unreadable' | 'git-folder' | 'outside-repository';

export type NamedFileResult =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: NamedFileRefusal };

export async function readNamedFile(path: string, fs: FileSystem, maxBytes: number): Promise<NamedFileResult> {
  if ((await gitFolderRefusal(path, fs)) !== null) return { ok: false, reason: 'git-folder' };
  // A symlink may not lead out of the repository its own path lies in (a file outside any
  // repository, named by the person running the command, is theirs to name).
  const top = await enclosingRepository(dirname(path), fs);
  if (top !== null && (await confinementRefusal(path, top, fs)) !== null) {
    return { ok: false, reason: 'outside-repository' };
  }
  let stat;
  try {
    stat = await fs.stat(path);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (stat === null) return { ok: false, reason: 'missing' };
  if (stat.kind === 'directory') return { ok: false, reason: 'directory' };
  if (stat.kind === 'other') return { ok: false, reason: 'special-file' };
  if (stat.size > maxBytes) return { ok: false, reason: 'too-large' };
  try {
    return { ok: true, bytes: await fs.readFile(path, maxBytes) };
  } catch (e) {
    if (e instanceof FileTooLargeError) return { ok: false, reason: 'too-large' };
    if (e instanceof NotAFileError) return { ok: false, reason: 'special-file' };
    return { ok: false, reason: 'unreadable' };
  }
}
