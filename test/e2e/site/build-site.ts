/** Build a site with the real `rp-assets site` command, in-process, into a fresh temporary folder. */
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
  const code = await run([...args, '--out', dir], {
    cwd,
    env: {},
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
  return { dir, code, stdout, stderr, ms: Date.now() - started };
}
