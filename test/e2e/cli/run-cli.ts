/** Run the CLI in-process against a real folder, capturing stdout, stderr and the exit code. */
import { join } from 'node:path';
import { main } from '../../../src/cli/main.js';

export const FIXTURES = join(import.meta.dirname, '../../fixtures/cli');

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCli(
  argv: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd,
    env,
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
  });
  return { code, stdout, stderr };
}

export const fixture = (name: string) => join(FIXTURES, name);
