/** Runs the CLI in-process in a folder and keeps what it printed (for the fault tests). */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CliIo } from '../../../src/cli/io.js';
import { main } from '../../../src/cli/main.js';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCli(cwd: string, args: readonly string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { cwd, env: {}, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) };
  const code = await main([...args], io);
  return { code, stdout, stderr };
}

/** A temporary folder holding `files` (path → text); removed by `removeAll`. */
export async function folderWith(made: string[], files: { readonly [path: string]: string }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rp-fault-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

export async function removeAll(made: string[]): Promise<void> {
  for (const d of made.splice(0)) await rm(d, { recursive: true, force: true });
}

export const ALICE = '---\nid: alice\n---\n\n# Alice\n\nA test character.\n';

export interface JsonDiagnostic {
  readonly code: string;
  readonly file: string | null;
  readonly line: number | null;
}

export const diagnosticsOf = (stdout: string): JsonDiagnostic[] =>
  (JSON.parse(stdout) as { diagnostics: JsonDiagnostic[] }).diagnostics;
