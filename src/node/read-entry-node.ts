/**
 * Node only: read, parse and build one world entry in the calling thread (a pool worker), from
 * the host path the FileSystem gave (`hostPath`). The result is the same as the loader's own
 * `readBytes` + `buildEntry` on the main thread: the same bounded read, the same diagnostics.
 */
import { readRegularFileSync } from './node-fs.js';
import { buildEntry } from '../assets/build-assets.js';
import type { Built, Origin } from '../assets/build-assets.js';
import type { Entry } from '../assets/model.js';
import { unreadParsedFile } from '../assets/parse-file.js';
import { MAX_FILE_BYTES, readFailure } from '../assets/read-bytes.js';
import { buildEntryFile } from '../assets/worker-entry.js';
import type { EntryWorld } from '../assets/worker-entry.js';

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
