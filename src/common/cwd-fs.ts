/**
 * The CLI keeps paths relative to the working directory (they are the display paths of every
 * report), and resolves them against `CliIo.cwd` when it reads, so commands run in-process in
 * tests with any cwd.
 */
import type { FileSystem } from './fs.js';
import { isAbsolute, join, normalize, relative, toSlashes } from './paths.js';

export function cwdFileSystem(fs: FileSystem, cwd: string): FileSystem {
  const abs = (p: string) => (isAbsolute(p) ? p : join(toSlashes(cwd), p));
  const host = fs.hostPath;
  return {
    readdir: (p) => fs.readdir(abs(p)),
    stat: (p) => fs.stat(abs(p)),
    realpath: (p) => fs.realpath(abs(p)),
    readFile: (p, maxBytes) => fs.readFile(abs(p), maxBytes),
    ...(host !== undefined ? { hostPath: (p: string) => host(abs(p)) } : {}),
  };
}

/** A user-given path as a display path: relative to cwd, forward slashes, normalised. */
export function displayPath(path: string, cwd: string): string {
  const p = toSlashes(path);
  return isAbsolute(p) ? relative(toSlashes(cwd), p) : normalize(p);
}
