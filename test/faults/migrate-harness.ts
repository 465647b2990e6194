/** Shared by the `routing migrate` fault tests: a temporary folder with a routing file, and a run. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRouting } from '../../src/cli/commands/routing.js';
import type { CliIo } from '../../src/cli/io.js';
import type { ReplaceHooks } from '../../src/cli/replace-file.js';

/** A rule file with one retired field: migrate has one edit to make. */
export const LEGACY = [
  '- id: global',
  "  filter: { kind: 'true' }",
  '  values:',
  '    render:',
  '      format: text',
  '      legacyWrap: true',
  '',
].join('\n');

export const MIGRATED = [
  '- id: global',
  '  revision: 2',
  "  filter: { kind: 'true' }",
  '  values:',
  '    render:',
  '      format: text',
  '',
].join('\n');

export async function tempDir(dirs: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rp-migrate-fault-'));
  dirs.push(dir);
  return dir;
}

export async function cleanup(dirs: string[]): Promise<void> {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
}

export async function withFile(dirs: string[], text = LEGACY, name = 'routing.yaml'): Promise<string> {
  const dir = await tempDir(dirs);
  await writeFile(join(dir, name), text);
  return dir;
}

export async function migrate(cwd: string, args: string[], hooks: ReplaceHooks = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { cwd, env: {}, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) };
  const code = await runRouting(['migrate', ...args], io, hooks);
  return { code, stdout, stderr };
}
