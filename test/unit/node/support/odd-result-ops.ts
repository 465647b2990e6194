/**
 * A pool operation table for the worker's error paths: an operation that rejects later, ones whose
 * result (sync or after a wait) structured clone cannot copy, and a plain one to show the worker
 * still takes jobs afterwards.
 */
import { threadId } from 'node:worker_threads';
import type { OpSource } from '../../../../src/node/pool-protocol.js';

const later = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const ops = {
  async rejectLater(message: string): Promise<never> {
    await later(5);
    throw new Error(message);
  },
  functionNow(): () => void {
    return () => {};
  },
  async functionLater(): Promise<() => void> {
    await later(5);
    return () => {};
  },
  thread(): number {
    return threadId;
  },
};

export const ODD_RESULT_OPS: OpSource<typeof ops> = { url: import.meta.url, ops };
