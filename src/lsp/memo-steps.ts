/**
 * The loader's per-file steps, remembered per file and content: a re-check after an edit parses only
 * the files whose bytes changed. An unchanged file read through common/cached-fs.ts is the same bytes
 * object (no comparison); read again from disk, its bytes are compared with the last ones. Same
 * results as the inline steps they wrap (they call them).
 */
import { Buffer } from 'node:buffer';
import { buildEntry } from '../assets/build-assets.js';
import type { Built, Origin } from '../assets/build-assets.js';
import type { EntryStep } from '../assets/index.js';
import type { Entry } from '../assets/model.js';
import { parseAssetFile } from '../assets/parse-file.js';
import type { ParsedFile, ParseStep } from '../assets/parse-file.js';
import type { EntryWorld } from '../assets/worker-entry.js';

export interface MemoSteps {
  readonly parse: ParseStep;
  readonly buildEntry: EntryStep;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  return a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.length).equals(b);
}

/** The last value made per file, kept while the file's bytes and the other inputs (`context`) stay the same. */
function perContent<T>(): (bytes: Uint8Array, file: string, context: readonly unknown[], make: () => T) => T {
  const cache = new Map<
    string,
    { readonly bytes: Uint8Array; readonly context: readonly unknown[]; readonly value: T }
  >();
  return (bytes, file, context, make) => {
    const hit = cache.get(file);
    if (
      hit !== undefined &&
      hit.context.length === context.length &&
      hit.context.every((x, i) => x === context[i]) &&
      sameBytes(hit.bytes, bytes)
    )
      return hit.value;
    const value = make();
    cache.set(file, { bytes, context, value });
    return value;
  };
}

/** The steps computed (default: inline, as the loader's own). */
export interface InnerSteps {
  readonly parse: (bytes: Uint8Array, file: string) => ParsedFile;
  readonly buildEntry: (bytes: Uint8Array, file: string, origin: Origin, world: EntryWorld) => Built<Entry>;
}

const INLINE: InnerSteps = {
  parse: parseAssetFile,
  buildEntry: (bytes, file, origin, world) => buildEntry(parseAssetFile(bytes, file), origin, world),
};

export function memoSteps(inner: InnerSteps = INLINE): MemoSteps {
  const parsed = perContent<ParsedFile>();
  const built = perContent<Built<Entry>>();
  return {
    parse: async (bytes, file) => parsed(bytes, file, [], () => inner.parse(bytes, file)),
    buildEntry: async (bytes: Uint8Array, file: string, origin: Origin, world: EntryWorld) =>
      built(bytes, file, [origin.root, origin.rootIndex, world.id, world.file], () =>
        inner.buildEntry(bytes, file, origin, world),
      ),
  };
}
