/**
 * Node only: the module a parse worker (parallel-node.ts) imports. The pure per-file steps of
 * `worker-entry.ts`, plus `readEntryFile`, which reads the file itself so its bytes never cross
 * threads, and `loadRoutingFileAt`, the routing file read and parsed the same way (the CLI's
 * `loadRouting` step, src/cli/jobs.ts).
 */
export { buildEntryFile, parseAssetFile } from '../assets/worker-entry.js';
export { readEntryFile } from './read-entry-node.js';
export { loadRoutingFileAt } from './load-routing-node.js';
