/**
 * What a parse worker runs (parallel-node.ts): the pure per-file steps, with plain-data input and
 * output. `buildEntryFile` parses and builds a world entry in one go, so the YAML tree never has
 * to cross threads.
 */
import { buildEntry } from './build-assets.js';
import type { Built, Origin } from './build-assets.js';
import type { Entry, World } from './model.js';
import { parseAssetFile } from './parse-file.js';

export { parseAssetFile };

/** The facts of its world that an entry needs. */
export type EntryWorld = Pick<World, 'id' | 'file'>;

export function buildEntryFile(bytes: Uint8Array, file: string, origin: Origin, world: EntryWorld): Built<Entry> {
  return buildEntry(parseAssetFile(bytes, file), origin, world);
}
