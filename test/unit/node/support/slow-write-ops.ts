/**
 * A pool operation table for the close test: `slowWrite` marks that it started, waits, then writes
 * its result file, both named by the thread that ran it (0 for the main thread), so the test can
 * tell whether a worker finished the job it had claimed or was killed in the middle of it.
 */
import { writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';
import type { OpSource } from '../../../../src/node/pool-protocol.js';

export const ops = {
  async slowWrite(base: string, ms: number): Promise<number> {
    await writeFile(`${base}.started.${threadId}`, '');
    await new Promise((resolve) => setTimeout(resolve, ms));
    await writeFile(`${base}.done.${threadId}`, '');
    return threadId;
  },
};

export const SLOW_WRITE_OPS: OpSource<typeof ops> = { url: import.meta.url, ops };
