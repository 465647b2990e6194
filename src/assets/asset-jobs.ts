/**
 * The loader's per-file jobs (common/executor.ts): read a file through the file system given,
 * parse it, and, for a world entry, build it, so the YAML tree never leaves the thread that made it.
 * Inputs and results are plain data; a file that cannot be read gives the same diagnostic as
 * anywhere else (`readFailure`), returned with the result.
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { defineJob } from '../common/executor.js';
import { buildEntry } from './build-assets.js';
import type { Built } from './build-assets.js';
import type { Entry, World } from './model.js';
import { parseAssetFile, unreadParsedFile } from './parse-file.js';
import type { ParsedFile } from './parse-file.js';
import { readBytes } from './read-bytes.js';

/** The facts of its world that an entry needs. */
export type EntryWorld = Pick<World, 'id' | 'file'>;

/** One world entry file: where it is and whose it is, flat (the cheapest shape to copy to a worker). */
export interface EntryFile {
  readonly file: string;
  readonly root: string;
  readonly rootIndex: number;
  readonly world: string;
  readonly worldFile: string;
}

/** A character or world file, parsed, with why it could not be read (if so). */
export interface ReadFile {
  readonly parsed: ParsedFile;
  readonly diagnostics: readonly Diagnostic[];
}

/** Parse and build a world entry from its bytes. */
export function buildEntryFile(bytes: Uint8Array, job: EntryFile): Built<Entry> {
  return buildEntry(
    parseAssetFile(bytes, job.file),
    { root: job.root, rootIndex: job.rootIndex },
    { id: job.world, file: job.worldFile },
  );
}

/** The entry built from a file that could not be read (`found`: why). */
export function unreadEntry(job: EntryFile, found: readonly Diagnostic[]): Built<Entry> {
  const built = buildEntry(
    unreadParsedFile(job.file),
    { root: job.root, rootIndex: job.rootIndex },
    { id: job.world, file: job.worldFile },
  );
  return { asset: built.asset, diagnostics: [...found, ...built.diagnostics] };
}

/** Read and parse a character or world file. */
export const readAssetFile = defineJob('readAssetFile', async (file: string, fs): Promise<ReadFile> => {
  const diagnostics: Diagnostic[] = [];
  const bytes = await readBytes(fs, file, diagnostics);
  return { parsed: bytes === null ? unreadParsedFile(file) : parseAssetFile(bytes, file), diagnostics };
});

/** Read, parse and build a world entry file. */
export const readEntryFile = defineJob('readEntryFile', async (job: EntryFile, fs): Promise<Built<Entry>> => {
  const found: Diagnostic[] = [];
  const bytes = await readBytes(fs, job.file, found);
  return bytes === null ? unreadEntry(job, found) : buildEntryFile(bytes, job);
});

/** Every job of the loader (what a worker pool offers for it). */
export const ASSET_JOBS = [readAssetFile, readEntryFile] as const;
