/**
 * `--jobs N` (validate, site): how many threads read and parse asset files, the main one included.
 * One parse pool per command run, shared by the commands so they parse the same way.
 */
import { resolve } from 'node:path';
import type { FileSystem } from '../common/fs.js';
import { createPoolExecutor, defaultThreadCount } from '../node/pool-executor.js';
import type { PoolExecutor } from '../node/pool-executor.js';
import { FILE_JOBS } from '../node/pool-ops.js';
import type { JobSource } from '../node/pool-ops.js';
import type { CliIo } from './io.js';
import { UsageError } from './usage-error.js';
import { jobsOutOfRange } from './usage-messages.js';

/** Files parsed on the main thread before worker threads start (their start-up costs more than this many parses). */
export const PARSE_INLINE_FIRST = 500;

export const JOBS_HELP = `  --jobs N                read and parse files on N threads, this one included
                          (default: min(4, cores); 1 = this thread only)`;

export const VALIDATE_JOBS_HELP = `  --jobs N                read and parse files on N threads, this one included
                          (default: min(4, cores), 1 on 2 cores or fewer; 1 = this thread only)`;

/**
 * `validate`'s default thread count: one thread on a machine with 2 cores or fewer: there a worker
 * does not make `validate` faster (docs/performance.md, decisions), because taking
 * each parsed entry back from the worker costs a third of parsing it and the two threads share the
 * cores with V8's own GC and compiler threads.
 * The site keeps `defaultThreadCount()`: rendering Markdown costs enough per file to pay for it.
 */
export function validateThreadCount(cores = defaultThreadCount()): number {
  return cores <= 2 ? 1 : cores;
}

/** The `--jobs` value; default `fallback` (every core, up to 4: `defaultThreadCount`). */
export function parseJobs(value: unknown, fallback = defaultThreadCount()): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new UsageError(jobsOutOfRange(String(value)));
  return n;
}

/**
 * The executor for `jobs` threads (N - 1 workers running the jobs of `jobs`, default pool-ops.ts),
 * or null for 1 or for a file system other threads cannot read (no `hostPath`: a memory tree); the
 * core then runs its jobs inline. Close it with `closePool` when the run is done.
 * `startAfter`: jobs run on this thread before the workers start (default PARSE_INLINE_FIRST).
 * `mainHelps`: whether this thread also runs jobs while its event loop is idle (default true).
 */
export function poolFor(
  threads: number,
  options: {
    readonly fs: FileSystem;
    readonly cwd: string;
    readonly jobs?: JobSource;
    readonly startAfter?: number;
    readonly mainHelps?: boolean;
  },
): PoolExecutor | null {
  if (threads <= 1 || options.fs.hostPath === undefined) return null;
  const { jobs = FILE_JOBS, startAfter = PARSE_INLINE_FIRST, mainHelps = true } = options;
  return createPoolExecutor({
    jobs,
    fs: options.fs,
    cwd: resolve(options.cwd),
    workers: threads - 1,
    startAfter,
    mainHelps,
  });
}

/**
 * Closes the pool and says on stderr why a worker could not start or stopped, if one did: the run
 * finished its files on this thread, so its output stands, but the threads did not work.
 */
export async function closePool(pool: PoolExecutor | null, io: CliIo, command: string): Promise<void> {
  if (pool === null) return;
  await pool.close();
  for (const failure of pool.failures()) {
    const cause = failure.cause instanceof Error ? failure.cause : failure;
    io.stderr(`rp-assets ${command}: ${failure.message}; its files were read on this thread\n${cause.stack ?? ''}\n`);
  }
}
