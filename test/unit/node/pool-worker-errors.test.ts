/**
 * What goes wrong inside a worker reaches the caller: a job that rejects after a wait rejects its
 * own job and the worker stays in the pool; a result structured clone cannot send back (jobs
 * return plain data by contract) stops that worker, and the pool runs the batch and every later
 * job on this thread, keeping why.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPoolExecutor } from '../../../src/node/pool-executor.js';
import type { PoolExecutor } from '../../../src/node/pool-executor.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { ODD_RESULT_JOBS, functionLater, rejectLater, thread } from './support/odd-result-jobs.js';

let pool: PoolExecutor | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const onOneWorker = (): PoolExecutor =>
  createPoolExecutor({ jobs: ODD_RESULT_JOBS, fs: nodeFileSystem(), cwd: process.cwd(), workers: 1, mainHelps: false });

describe('errors inside a pool worker', () => {
  it('a job that rejects later rejects its job; the worker goes on', async () => {
    pool = onOneWorker();
    await expect(pool.run(rejectLater, 'broken on purpose')).rejects.toThrow('broken on purpose');
    await expect(pool.run(thread, undefined)).resolves.not.toBe(0);
    expect(pool.failures()).toEqual([]);
    expect(pool.stats()).toEqual({ workers: 2, inline: 0 });
  });

  it('a result that cannot be cloned: the job and every later one run here, and the pool says why', async () => {
    pool = onOneWorker();
    await expect(pool.run(thread, undefined)).resolves.not.toBe(0);
    await expect(pool.run(functionLater, undefined)).resolves.toBeTypeOf('function');
    await expect(pool.run(thread, undefined)).resolves.toBe(0);
    // the worker's failed batch and its exit reach this thread in either order: the first is kept
    const why = /^a pool worker (failed: |stopped \(exit code 1\) before the pool was closed$)/;
    expect(pool.failures().map((f) => f.message)).toEqual([expect.stringMatching(why)]);
    expect(pool.stats()).toEqual({ workers: 1, inline: 2 });
  });
});
