/**
 * A pool operation table for tests: the real file operations, except that reading an entry whose
 * path contains `die` ends the worker thread in the middle of its chunk.
 */
import { ops as fileOps } from '../../../../src/node/pool-ops.js';

export const ops = {
  ...fileOps,
  readEntry(...args: Parameters<typeof fileOps.readEntry>) {
    if (args[1].includes('die')) process.exit(1);
    return fileOps.readEntry(...args);
  },
};
