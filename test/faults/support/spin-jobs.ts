/**
 * A module of pool jobs for the tiny-files test: `parse` that first spins for `spinUs` µs, so a
 * job costs what the test says on whichever thread runs it.
 */
import { parseAssetFile } from '../../../src/assets/parse-file.js';
import { defineJob } from '../../../src/common/executor.js';

export const spinParse = defineJob(
  'parse',
  ({ bytes, file, spinUs }: { bytes: Uint8Array; file: string; spinUs: number }) => {
    const until = performance.now() + spinUs / 1000;
    while (performance.now() < until);
    return parseAssetFile(bytes, file);
  },
);

export const jobs = [spinParse];

export const SPIN_JOBS = { url: import.meta.url, jobs };
