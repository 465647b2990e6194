/**
 * Issue 13, item 11: the parse pool never makes a run slower than `--jobs 1`. With 200,000 tiny
 * files two threads were 1.26x slower than one here (2.3x in the trial) and used 56 % more
 * memory: handing a job to a worker and taking its result back cost more than the job. The pool
 * now times the jobs it runs on this thread before it starts workers, and stays on this thread when
 * they are that cheap. The figures live in the bench (`npm run bench -- pool`).
 */
import { describe, expect, it } from 'vitest';
import { createPoolExecutor, MIN_WORKER_JOB_US } from '../../src/node/pool-executor.js';
import { nodeFileSystem } from '../../src/node/node-fs.js';
import { SPIN_JOBS, spinParse } from './support/spin-jobs.js';
import { parseJobs, validateThreadCount } from '../../src/cli/jobs.js';

const encode = (s: string) => new TextEncoder().encode(s);
const TINY = encode('---\nkeys: [k]\n---\nx\n');

async function runJobs(count: number, costUs: number) {
  const pool = createPoolExecutor({
    jobs: SPIN_JOBS,
    fs: nodeFileSystem(),
    cwd: process.cwd(),
    workers: 1,
    startAfter: 200,
    mainHelps: false,
  });
  try {
    // each job costs `costUs` (plus a parse), here or on the worker
    const jobs = Array.from({ length: count }, (_, i) =>
      pool.run(spinParse, { bytes: TINY, file: `worlds/w/entries/e${i}.md`, spinUs: costUs }),
    );
    await Promise.all(jobs);
    return pool.stats();
  } finally {
    await pool.close();
  }
}

describe('the parse pool and tiny files', () => {
  it('stays on this thread when a job costs less than a worker round trip', async () => {
    const stats = await runJobs(2000, 0);
    expect(stats).toEqual({ workers: 0, inline: 2000 });
  });

  it('still hands costlier jobs to workers', async () => {
    const stats = await runJobs(400, MIN_WORKER_JOB_US * 3);
    expect(stats.workers).toBeGreaterThan(0);
  }, 60_000);
});

describe("validate's default thread count", () => {
  it('is one thread on 2 cores or fewer (a worker was measured not to pay there), every core above', () => {
    expect([1, 2, 3, 4].map((cores) => validateThreadCount(cores))).toEqual([1, 1, 3, 4]);
    expect(parseJobs(undefined, validateThreadCount(2))).toBe(1);
    expect(parseJobs('2', validateThreadCount(2))).toBe(2);
  });
});
