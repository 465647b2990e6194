/**
 * Build a site with the real `rp-assets site` command, in-process, into a fresh temporary folder.
 * `--quiet`: a build takes seconds, so it would log its progress on stderr (issue 35, tested in
 * test/e2e/site/progress.test.ts); the tests here expect stderr empty of anything else.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../../src/cli/commands/site.js';

export interface Built {
  readonly dir: string;
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

export async function buildSite(cwd: string, args: readonly string[]): Promise<Built> {
  const dir = await mkdtemp(join(tmpdir(), 'rp-site-e2e-'));
  let stdout = '';
  let stderr = '';
  const started = Date.now();
  const code = await run([...args, '--quiet', '--out', dir], {
    cwd,
    env: {},
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
  return { dir, code, stdout, stderr, ms: Date.now() - started };
}
