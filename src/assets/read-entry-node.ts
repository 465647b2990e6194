/**
 * Node only: read, parse and build one world entry in the calling thread (a pool worker), from
 * the host path the FileSystem gave (`hostPath`). The result is the same as the loader's own
 * `readBytes` + `buildEntry` on the main thread: the same bounded read, the same diagnostics.
 */
import { readRegularFileSync } from '../core/node-fs.js';
import { buildEntry } from './build-assets.js';
import type { Built, Origin } from './build-assets.js';
import type { Entry } from './model.js';
import { unreadParsedFile } from './parse-file.js';
import { MAX_FILE_BYTES, readFailure } from './read-bytes.js';
import { buildEntryFile } from './worker-entry.js';
import type { EntryWorld } from './worker-entry.js';

export function readEntryFile(hostPath: string, file: string, origin: Origin, world: EntryWorld): Built<Entry> {
  let bytes: Uint8Array;
  try {
    bytes = readRegularFileSync(hostPath, MAX_FILE_BYTES);
  } catch (e) {
    const built = buildEntry(unreadParsedFile(file), origin, world);
    return { asset: built.asset, diagnostics: [readFailure(file, e), ...built.diagnostics] };
  }
  return buildEntryFile(bytes, file, origin, world);
}
