/**
 * A module of pool jobs for the worker's error paths: a job that rejects later, one whose result
 * structured clone cannot copy, and a plain one that says which thread ran it.
 */
import { threadId } from 'node:worker_threads';
import { defineJob } from '../../../../src/common/executor.js';

export const rejectLater = defineJob('rejectLater', async (message: string): Promise<never> => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  throw new Error(message);
});

export const functionLater = defineJob('functionLater', async (): Promise<() => void> => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return () => {};
});

export const thread = defineJob('thread', (): number => threadId);

export const jobs = [rejectLater, functionLater, thread];

export const ODD_RESULT_JOBS = { url: import.meta.url, jobs };
