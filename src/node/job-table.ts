/** Node only: jobs (common/executor.ts) by name, each run through `fs` on one plain input. */
import type { FileSystem } from '../common/fs.js';
import type { Job } from '../common/executor.js';

/** A job by its name, bound to a file system. */
export type JobTable = ReadonlyMap<string, (input: unknown) => unknown>;

export function jobTable(jobs: readonly Job<never, unknown>[], fs: FileSystem): JobTable {
  return new Map(jobs.map((job) => [job.name, (input: unknown) => job.run(input as never, fs)]));
}

/** The error for a job name the table does not have. */
export function unknownJob(name: string, where: string): Error {
  return new Error(`unknown pool job \`${name}\` (not among the jobs of ${where})`);
}
