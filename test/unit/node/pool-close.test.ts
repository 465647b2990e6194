/**
 * close() lets a worker finish the batch it has taken (its pending I/O included) and only then
 * ends it, instead of terminating it mid-job: terminating a thread that waits on a file operation
 * can abort the whole process (nodejs/node#38418).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPoolExecutor } from '../../../src/node/pool-executor.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { SLOW_WRITE_JOBS, slowWrite } from './support/slow-write-jobs.js';

const dir = mkdtempSync(join(tmpdir(), 'rp-pool-close-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const byWorker = (kind: 'started' | 'done'): string[] =>
  readdirSync(dir).filter((f) => f.startsWith(`job.${kind}.`) && !f.endsWith('.0'));

describe('closing the pool', () => {
  it('waits for a worker to finish the job it took, without failures', async () => {
    const pool = createPoolExecutor({
      jobs: SLOW_WRITE_JOBS,
      fs: nodeFileSystem(),
      cwd: dir,
      workers: 1,
      mainHelps: false,
    });
    const job = pool.run(slowWrite, { base: join(dir, 'job'), ms: 400 });
    // wait until the worker has taken the job and is in the middle of it
    while (byWorker('started').length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(byWorker('done')).toEqual([]);
    await pool.close();
    await job;
    // the worker's own write landed before close() returned: it was not killed mid-job
    expect(byWorker('done')).toHaveLength(1);
    expect(pool.failures()).toEqual([]);
  });
});
