/**
 * Node only: the module a parse worker (parallel-node.ts) imports. The pure per-file steps of
 * `worker-entry.ts`, plus `readEntryFile`, which reads the file itself so its bytes never cross
 * threads.
 */
export { buildEntryFile, parseAssetFile } from './worker-entry.js';
export { readEntryFile } from './read-entry-node.js';
