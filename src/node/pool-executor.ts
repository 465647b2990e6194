/**
 * Node only: the core's `Executor` (common/executor.ts) over the worker pool (parallel-node.ts).
 * A job the pool's module offers runs on a worker, which reads through its own file system over
 * the same working directory; any other job runs here, inline. Same results either way.
 */
import { inlineExecutor } from '../common/executor.js';
import type { Executor, Job } from '../common/executor.js';
import type { FileSystem } from '../common/fs.js';
import { jobTable } from './job-table.js';
import { createPool } from './parallel-node.js';
import type { PoolOptions } from './parallel-node.js';
import type { JobSource } from './pool-ops.js';

/** Jobs in flight on a pool: enough for big batches, few enough that promises are not made up front for a whole repository. */
export const POOL_CAPACITY = 512;

export interface PoolExecutor extends Executor {
  /**
   * Settles once the workers have a backlog (`capacity` jobs handed over and not done), or once
   * every job handed over is done: the moment a caller may keep this thread busy (`rp-assets site`
   * starts Astro then) without leaving the workers idle.
   */
  backlog(): Promise<void>;
  /** How many jobs were handled by workers and how many on this thread. */
  stats(): { readonly workers: number; readonly inline: number };
  /** Why workers could not start or stopped (their jobs ran here); empty when none did. */
  failures(): readonly Error[];
  /** Ends the workers; pending jobs finish here. */
  close(): Promise<void>;
}

export interface PoolExecutorOptions extends PoolOptions {
  /** The jobs the workers offer (pool-ops.ts, catalog-pool-ops.ts). */
  readonly jobs: JobSource;
  /** The caller's file system: the jobs this thread runs read through it. */
  readonly fs: FileSystem;
  /** The absolute working directory `fs` resolves relative paths against; the workers' file systems do the same. */
  readonly cwd: string;
}

export function createPoolExecutor(options: PoolExecutorOptions): PoolExecutor {
  const table = jobTable(options.jobs.jobs, options.fs);
  const pool = createPool({ url: options.jobs.url, ops: table }, options);
  const here = inlineExecutor(options.fs);
  let handed = 0;
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const check = (): void => {
    if (waiting.length === 0 || (inFlight < POOL_CAPACITY && (inFlight > 0 || handed === 0))) return;
    for (const w of waiting) w();
    waiting = [];
  };
  const done = (): void => {
    inFlight--;
    check();
  };
  return {
    capacity: POOL_CAPACITY,
    run<I, O>(job: Job<I, O>, input: I): Promise<O> {
      if (!Object.hasOwn(table, job.name)) return here.run(job, input);
      handed++;
      inFlight++;
      const result = pool.run(job.name, [input as never]) as Promise<O>;
      result.then(done, done);
      check();
      return result;
    },
    backlog: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        check();
      }),
    stats: () => pool.stats(),
    failures: () => pool.failures(),
    close: () => pool.close(),
  };
}
