/**
 * The loader's per-file steps, remembered per file and content: a re-check after an edit parses only
 * the files whose bytes changed. An unchanged file read through common/cached-fs.ts is the same bytes
 * object (no comparison); read again from disk, its bytes are compared with the last ones. Same
 * results as the inline steps they wrap (they call them).
 */
import { Buffer } from 'node:buffer';
import { buildEntryFile, readAssetFile, readEntryFile, unreadEntry } from '../assets/asset-jobs.js';
import type { EntryFile } from '../assets/asset-jobs.js';
import type { Built } from '../assets/build-assets.js';
import type { Entry } from '../assets/model.js';
import { parseAssetFile, unreadParsedFile } from '../assets/parse-file.js';
import type { ParsedFile } from '../assets/parse-file.js';
import { readBytes } from '../assets/read-bytes.js';
import type { Diagnostic } from '../diagnostics/define.js';
import { inlineExecutor } from '../common/executor.js';
import type { Executor, Job } from '../common/executor.js';
import type { FileSystem } from '../common/fs.js';

export interface MemoSteps {
  /** The core's executor over `fs`: the loader's jobs remembered per file and content, any other job inline. */
  executor(fs: FileSystem): Executor;
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

/** The steps computed (default: inline, as the loader's own jobs). */
export interface InnerSteps {
  readonly parse: (bytes: Uint8Array, file: string) => ParsedFile;
  readonly buildEntry: (bytes: Uint8Array, job: EntryFile) => Built<Entry>;
}

const INLINE: InnerSteps = { parse: parseAssetFile, buildEntry: buildEntryFile };

export function memoSteps(inner: InnerSteps = INLINE): MemoSteps {
  const parsed = perContent<ParsedFile>();
  const built = perContent<Built<Entry>>();
  // An entry depends on its world only for the world's id and file, written into it as they are: a
  // world whose id changed moves its built entries to it (one copy, kept), without parsing 10,000
  // files again (docs/performance.md, the language server).
  const moved = new Map<string, { readonly from: Built<Entry>; readonly job: EntryFile; readonly to: Built<Entry> }>();
  const inWorld = (made: Built<Entry>, job: EntryFile): Built<Entry> => {
    if (made.asset.world === job.world && made.asset.worldFile === job.worldFile) return made;
    const last = moved.get(job.file);
    if (
      last !== undefined &&
      last.from === made &&
      last.job.world === job.world &&
      last.job.worldFile === job.worldFile
    )
      return last.to;
    const to = { asset: { ...made.asset, world: job.world, worldFile: job.worldFile }, diagnostics: made.diagnostics };
    moved.set(job.file, { from: made, job, to });
    return to;
  };
  const readAsset = async (file: string, fs: FileSystem) => {
    const diagnostics: Diagnostic[] = [];
    const bytes = await readBytes(fs, file, diagnostics);
    if (bytes === null) return { parsed: unreadParsedFile(file), diagnostics };
    return { parsed: parsed(bytes, file, [], () => inner.parse(bytes, file)), diagnostics };
  };
  const readEntry = async (job: EntryFile, fs: FileSystem): Promise<Built<Entry>> => {
    const found: Diagnostic[] = [];
    const bytes = await readBytes(fs, job.file, found);
    if (bytes === null) return unreadEntry(job, found);
    const made = built(bytes, job.file, [job.root, job.rootIndex], () => inner.buildEntry(bytes, job));
    return inWorld(made, job);
  };
  return {
    executor(fs) {
      const inline = inlineExecutor(fs);
      return {
        capacity: inline.capacity,
        run<I, O>(job: Job<I, O>, input: I): Promise<O> {
          if (job === (readAssetFile as unknown)) return readAsset(input as string, fs) as Promise<O>;
          if (job === (readEntryFile as unknown)) return readEntry(input as EntryFile, fs) as Promise<O>;
          return inline.run(job, input);
        },
      };
    },
  };
}
