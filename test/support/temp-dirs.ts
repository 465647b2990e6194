/**
 * Temporary folders for tests that are removed when the test file ends: `remove-temp-dirs.ts`, a
 * setup file of every test file (vitest.config.ts), removes them after the file's tests. A hook
 * registered here would run for the first file only where files share a process (the `shared`
 * project), as this module is then loaded once for many files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new folder under the OS temporary folder, named `${prefix}XXXXXX`, removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes the folders `tempDir` made so far. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
