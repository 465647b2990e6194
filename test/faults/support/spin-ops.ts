/**
 * A pool operation table for the tiny-files test: `parse` that first spins for `spinUs` µs, so a
 * job costs what the test says on whichever thread runs it.
 */
import { parseAssetFile } from '../../../src/assets/parse-file.js';
import type { OpSource } from '../../../src/node/pool-protocol.js';

export const ops = {
  parse(bytes: Uint8Array, file: string, spinUs: number) {
    const until = performance.now() + spinUs / 1000;
    while (performance.now() < until);
    return parseAssetFile(bytes, file);
  },
};

export const SPIN_OPS: OpSource<typeof ops> = { url: import.meta.url, ops };
