/** Node only: jobs (common/executor.ts) as a pool's operation table, each run through `fs` on one plain input. */
import type { FileSystem } from '../common/fs.js';
import type { Job } from '../common/executor.js';
import type { OpTable } from './pool-protocol.js';

export function jobTable(jobs: readonly Job<never, unknown>[], fs: FileSystem): OpTable {
  const table: Record<string, (input: never) => unknown> = {};
  for (const job of jobs) table[job.name] = (input: never) => job.run(input, fs);
  return table;
}
