/**
 * Node only: load a routing file by its host path in the calling thread (a pool worker), with the
 * name `file` in its diagnostics. The same `loadRoutingFile` as the main thread's, over the real
 * file system, so the result is the same wherever it runs.
 */
import { nodeFileSystem } from './node-fs.js';
import { loadRoutingFile, type LoadedRoutingFile } from '../routing/file/load-routing-file.js';

export function loadRoutingFileAt(hostPath: string, file: string): Promise<LoadedRoutingFile> {
  return loadRoutingFile(hostPath, nodeFileSystem(), file);
}
