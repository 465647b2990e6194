/**
 * Vitest global setup: the run gets a private temporary folder (TMPDIR, which `os.tmpdir()` and
 * every child process - the CLI, Astro builds, Chromium profiles, git - read), so nothing a test
 * makes lands in the machine's /tmp. At the end the folder is removed whole, and what tests left
 * in it is named: a test that does not clean up after itself fails the run (set
 * RP_KEEP_TEMP=1 to keep the folder for a look instead).
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Set to the run's folder: each Vitest project calls this setup, and the first one makes the folder. */
const MARK = 'RP_ASSETS_TEST_TMPDIR';

export default function setup(): () => void {
  const outer = process.env['TMPDIR'];
  if (outer !== undefined && process.env[MARK] === outer) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'rp-assets-tests-'));
  // like /tmp: the tests that run the CLI as an unprivileged user need to reach their folders
  chmodSync(dir, 0o1777);
  process.env['TMPDIR'] = dir;
  process.env[MARK] = dir;
  return () => {
    if (outer === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = outer;
    delete process.env[MARK];
    // Node's own bytecode cache (bin/rp-assets.js enables it) is no test's leftover
    const left = readdirSync(dir)
      .filter((name) => name !== 'node-compile-cache')
      .sort();
    if (process.env['RP_KEEP_TEMP'] === '1') {
      console.error(`temporary folder kept: ${dir}`);
      return;
    }
    rmSync(dir, { recursive: true, force: true });
    if (left.length > 0) {
      // a throw here is only logged by vitest (exit code 0): fail the run through the exit code
      console.error(`tests left ${left.length} temporary file(s) or folder(s) behind (removed now): ${left.join(', ')}`);
      process.exitCode = 1;
    }
  };
}
