/**
 * A module of pool jobs for tests: the real file jobs, except that reading an entry whose path
 * contains `die` ends the worker thread in the middle of its chunk.
 */
import { defineJob } from '../../../../src/common/executor.js';
import { readEntryFile } from '../../../../src/assets/asset-jobs.js';
import { jobs as fileJobs } from '../../../../src/node/pool-ops.js';

export const jobs = fileJobs.map((job) =>
  job.name === readEntryFile.name
    ? defineJob(readEntryFile.name, (input: Parameters<typeof readEntryFile.run>[0], fs) => {
        if (input.file.includes('die')) process.exit(1);
        return readEntryFile.run(input, fs);
      })
    : job,
);
