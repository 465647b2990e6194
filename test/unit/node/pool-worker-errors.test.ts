/**
 * What goes wrong inside a worker reaches the caller as that job's rejection, and the worker stays
 * in the pool: an operation that rejects after a wait, and a result structured clone cannot send
 * back (before, posting it threw inside the worker's async message handler, an unhandled rejection
 * that killed the worker).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../../../src/node/parallel-node.js';
import { ODD_RESULT_OPS, type ops } from './support/odd-result-ops.js';

let pool: Pool<typeof ops> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const onWorker = { background: true } as const;

describe('errors inside a pool worker', () => {
  it('an operation that rejects later rejects its job', async () => {
    pool = createPool(ODD_RESULT_OPS, { workers: 1, mainHelps: false });
    await expect(pool.run('rejectLater', ['broken on purpose'], onWorker)).rejects.toThrow('broken on purpose');
    expect(pool.failures()).toEqual([]);
    expect(pool.stats()).toEqual({ workers: 1, inline: 0 });
  });

  it('a result that cannot be cloned rejects only its own job; the worker goes on', async () => {
    pool = createPool(ODD_RESULT_OPS, { workers: 1, mainHelps: false });
    const jobs = [
      pool.run('thread', [], onWorker),
      pool.run('functionNow', [], onWorker),
      pool.run('functionLater', [], onWorker),
      pool.run('thread', [], onWorker),
    ];
    const [first, now, later, last] = await Promise.allSettled(jobs);
    expect(first).toMatchObject({ status: 'fulfilled' });
    expect(last).toMatchObject({ status: 'fulfilled' });
    // the two ran on the worker (thread id not the main thread's 0)
    expect((first as PromiseFulfilledResult<number>).value).not.toBe(0);
    expect(now).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('`functionNow`') } });
    expect(later).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringContaining('`functionLater`') },
    });
    // the worker did not die: nothing ran inline, no failure recorded, and it still takes jobs
    expect(pool.failures()).toEqual([]);
    await expect(pool.run('thread', [], onWorker)).resolves.not.toBe(0);
    expect(pool.stats()).toEqual({ workers: 5, inline: 0 });
  });
});
