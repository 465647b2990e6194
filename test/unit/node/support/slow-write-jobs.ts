/**
 * A module of pool jobs for the close test: `slowWrite` marks that it started, waits, then writes
 * its result file, both named by the thread that ran it (0 for the main thread), so the test can
 * tell whether a worker finished the job it had taken or was killed in the middle of it.
 */
import { writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';
import { defineJob } from '../../../../src/common/executor.js';

export const slowWrite = defineJob('slowWrite', async ({ base, ms }: { base: string; ms: number }) => {
  await writeFile(`${base}.started.${threadId}`, '');
  await new Promise((resolve) => setTimeout(resolve, ms));
  await writeFile(`${base}.done.${threadId}`, '');
  return threadId;
});

export const jobs = [slowWrite];

export const SLOW_WRITE_JOBS = { url: import.meta.url, jobs };
