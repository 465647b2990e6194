/**
 * Runs one hostile case in a child process with a heap limit and a timeout. The limits are
 * generous safety bounds (a hang or an unbounded allocation trips them), not speed assertions.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { Job } from './job.js';
import { tempDir } from '../../support/temp-dirs.js';

let bundle: string | null = null;

/** Bundles child-main.ts (and the core it imports) into one self-contained ESM file, once. */
function childBundle(): string {
  if (bundle) return bundle;
  const dir = tempDir('rp-hostile-');
  const out = join(dir, 'child.mjs');
  buildSync({
    entryPoints: [fileURLToPath(new URL('./child-main.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile: out,
    logLevel: 'silent',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  bundle = out;
  return out;
}

export interface CaseOutcome<T> {
  /** Exit code (null when killed). */
  readonly code: number | null;
  readonly signal: string | null;
  readonly timedOut: boolean;
  readonly result: T | null;
  readonly stderr: string;
}

export interface Limits {
  readonly timeoutMs?: number;
  readonly maxOldSpaceMb?: number;
}

export function runCase<T>(job: Job, limits: Limits = {}): CaseOutcome<T> {
  const dir = tempDir('rp-hostile-job-');
  const jobFile = join(dir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  const timeout = limits.timeoutMs ?? 60_000;
  const r = spawnSync(
    process.execPath,
    [`--max-old-space-size=${limits.maxOldSpaceMb ?? 512}`, childBundle(), jobFile],
    {
      timeout,
      killSignal: 'SIGKILL',
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  const timedOut = r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
  let result: T | null = null;
  if (r.status === 0) result = JSON.parse(r.stdout) as T;
  return { code: r.status, signal: r.signal, timedOut, result, stderr: r.stderr ?? '' };
}

/** A failure message that says what happened to the child (timeout, heap, crash). */
export function describe(outcome: CaseOutcome<unknown>): string {
  if (outcome.timedOut) return 'timed out (hang or super-linear work)';
  if (outcome.signal) return `killed by ${outcome.signal}`;
  return `exit ${outcome.code}: ${outcome.stderr.slice(0, 1500)}`;
}
