/**
 * `--jobs N` (validate, site): how many threads read and parse asset files, the main one included.
 * One parse pool per command run, shared by the commands so they parse the same way.
 */
import { createParsePool, defaultThreadCount, type ParsePool } from '../assets/parallel-node.js';
import { UsageError } from './usage-error.js';

/** Files parsed on the main thread before worker threads start (their start-up costs more than this many parses). */
export const PARSE_INLINE_FIRST = 500;

export const JOBS_HELP = `  --jobs N                read and parse files on N threads, this one included
                          (default: min(4, cores); 1 = this thread only)`;

/** The `--jobs` value; default every core, up to 4 (`defaultThreadCount`). */
export function parseJobs(value: unknown): number {
  if (value === undefined) return defaultThreadCount();
  const n = typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new UsageError(`--jobs expects a whole number from 1 to 64, got \`${String(value)}\``);
  return n;
}

/**
 * The pool for `jobs` threads (N - 1 workers), or null for 1; close it when the run is done.
 * `moduleUrl`: a worker module offering more than the file steps (`ParsePoolOptions.moduleUrl`).
 * `startAfter`: files parsed on this thread before the workers start (default PARSE_INLINE_FIRST).
 */
export function poolFor(jobs: number, moduleUrl?: string, startAfter = PARSE_INLINE_FIRST): ParsePool | null {
  if (jobs <= 1) return null;
  return createParsePool({ workers: jobs - 1, startAfter, ...(moduleUrl ? { moduleUrl } : {}) });
}

/** The pool's steps as `validate()` options. */
export function poolSteps(pool: ParsePool | null): Partial<Pick<ParsePool, 'parse' | 'buildEntry' | 'readEntry'>> {
  return pool === null ? {} : { parse: pool.parse, buildEntry: pool.buildEntry, readEntry: pool.readEntry };
}
