/**
 * A parse-worker module for tests: the real steps, except that reading an entry whose path
 * contains `die` ends the worker thread in the middle of its chunk.
 */
import { readEntryFile as realReadEntryFile } from '../../../../src/node/read-entry-node.js';
import type { Origin } from '../../../../src/assets/build-assets.js';
import type { EntryWorld } from '../../../../src/assets/worker-entry.js';

export { buildEntryFile, parseAssetFile } from '../../../../src/assets/worker-entry.js';

export function readEntryFile(hostPath: string, file: string, origin: Origin, world: EntryWorld) {
  if (file.includes('die')) process.exit(1);
  return realReadEntryFile(hostPath, file, origin, world);
}
