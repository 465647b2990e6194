/**
 * Node only: the operations of the asset pool (`rp-assets validate`'s and the site's workers, and
 * this thread when no worker takes a job). The pure per-file steps of `worker-entry.ts`, plus
 * `readEntry`, which reads the file itself so its bytes never cross threads, and `loadRouting`, the
 * routing file read and parsed the same way (`validate()`'s `loadRouting` step, src/cli/jobs.ts).
 * Arguments are flat plain values (an entry's origin and world as strings and a number): the
 * cheapest thing to clone.
 */
import { buildEntryFile, parseAssetFile } from '../assets/worker-entry.js';
import { loadRoutingFileAt } from './load-routing-node.js';
import type { OpSource } from './pool-protocol.js';
import { readEntryFile } from './read-entry-node.js';

export const ops = {
  parse: parseAssetFile,
  buildEntry: (bytes: Uint8Array, file: string, root: string, rootIndex: number, world: string, worldFile: string) =>
    buildEntryFile(bytes, file, { root, rootIndex }, { id: world, file: worldFile }),
  readEntry: (hostPath: string, file: string, root: string, rootIndex: number, world: string, worldFile: string) =>
    readEntryFile(hostPath, file, { root, rootIndex }, { id: world, file: worldFile }),
  loadRouting: loadRoutingFileAt,
};

export type FileOps = typeof ops;

/** This table, and this module for the workers to import. */
export const FILE_OPS: OpSource<FileOps> = { url: import.meta.url, ops };
