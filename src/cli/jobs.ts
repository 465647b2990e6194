/**
 * `--jobs N` (validate, site): how many threads read and parse asset files, the main one included.
 * One parse pool per command run, shared by the commands so they parse the same way.
 */
import { createParsePool, defaultThreadCount } from '../node/parallel-node.js';
import type { OpSource, OpTable, ParsePool, Pool } from '../node/parallel-node.js';
import type { FileOps } from '../node/pool-ops.js';
import type { CliIo } from './io.js';
import type { RoutingLoadStep, ValidateOptions } from '../validate/validate.js';
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
 * The pool for `jobs` threads (N - 1 workers), or null for 1; close it with `closePool` when the
 * run is done. `ops`: a table offering more than the file operations (catalog-pool-ops.ts).
 * `startAfter`: files parsed on this thread before the workers start (default PARSE_INLINE_FIRST).
 * `mainHelps`: whether this thread also parses files while its event loop is idle (default true).
 */
export function poolFor<T extends FileOps = FileOps>(
  jobs: number,
  options: { readonly ops?: OpSource<T>; readonly startAfter?: number; readonly mainHelps?: boolean } = {},
): ParsePool<T> | null {
  if (jobs <= 1) return null;
  const { ops, startAfter = PARSE_INLINE_FIRST, mainHelps = true } = options;
  return createParsePool<T>({ workers: jobs - 1, startAfter, mainHelps, ...(ops ? { ops } : {}) });
}

/** The pool's per-file steps as `validate()` options. */
export function poolSteps(
  pool: ParsePool | null,
): Partial<Pick<ValidateOptions, 'parse' | 'buildEntry' | 'readEntry'>> {
  return pool === null ? {} : { parse: pool.parse, buildEntry: pool.buildEntry, readEntry: pool.readEntry };
}

/**
 * The routing file read and parsed on a worker (`validate()`'s `loadRouting`). For a pool whose
 * workers start at once (`rp-assets site`): `validate()` hands the file over when the entries are
 * queued, so a worker parses it after them while this thread loads Astro. `validate` does not use
 * it: its workers start only after PARSE_INLINE_FIRST files, and on a small repository the file
 * would be read on this thread anyway.
 */
export function routingOn(pool: Pool<FileOps>): RoutingLoadStep {
  // background: the main thread must not claim it while it is idle for a moment at the start
  return (hostPath, file) => pool.run('loadRouting', [hostPath, file], { background: true });
}

/**
 * Closes the pool and says on stderr why a worker could not start or stopped, if one did: the run
 * finished its files on this thread, so its output stands, but the threads did not work.
 */
export async function closePool(pool: Pool<OpTable> | null, io: CliIo, command: string): Promise<void> {
  if (pool === null) return;
  await pool.close();
  for (const failure of pool.failures()) {
    const cause = failure.cause instanceof Error ? failure.cause : failure;
    io.stderr(`rp-assets ${command}: ${failure.message}; its files were read on this thread\n${cause.stack ?? ''}\n`);
  }
}
