/** What an import writes: files under the output root (relative paths) and the ledger of the fields. */
import { MAX_FILE_BYTES } from '../../assets/read-bytes.js';
import { parseAssetFile } from '../../assets/parse-file.js';
import { BridgeInputError } from './errors.js';
import { Ledger } from './ledger.js';
import { NamePool } from './names.js';

export interface PlannedFile {
  /** Relative to the output root, forward slashes. */
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** Shared by the inputs of one run, so ids stay unique across them and the ledger is one. */
export class ImportRun {
  readonly files: PlannedFile[] = [];
  readonly ledger = new Ledger();
  readonly characters: NamePool;
  readonly worlds: NamePool;
  counts = { characters: 0, worlds: 0, entries: 0 };
  constructor(existing: { characters?: Iterable<string>; worlds?: Iterable<string> } = {}) {
    this.characters = new NamePool(existing.characters);
    this.worlds = new NamePool(existing.worlds);
  }
  write(path: string, content: string | Uint8Array): void {
    // every name in `path` comes through names.ts; a path that could leave the output root is a bug here
    if (path.startsWith('/') || path.split('/').some((s) => s === '' || s === '.' || s === '..'))
      throw new Error(`an import path outside the output root: ${JSON.stringify(path)}`);
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    if (path.endsWith('.md')) refuseUnreadable(path, bytes);
    this.files.push({ path, bytes });
  }
}

/**
 * Below this size a frontmatter cannot reach the loader's 100,000-node budget (a node takes at least
 * two bytes), so only larger files are parsed back before they are written.
 */
const PARSE_BACK_FROM = 150_000;

/**
 * An asset file `validate` would refuse is never written (issue 42 I2): one over the loader's size
 * limit, or one whose frontmatter does not read back (a kept field too large for its budget). The
 * input is refused instead, with the file it would have made.
 */
function refuseUnreadable(path: string, bytes: Uint8Array): void {
  if (bytes.length > MAX_FILE_BYTES)
    throw new BridgeInputError(
      `it would make ${path} of ${(bytes.length / 1024 / 1024).toFixed(1)} MiB; an asset file may be at most ${MAX_FILE_BYTES / 1024 / 1024} MiB`,
    );
  if (bytes.length < PARSE_BACK_FROM) return;
  const refused = parseAssetFile(bytes, path).diagnostics.find((d) => d.severity === 'error');
  if (refused !== undefined)
    throw new BridgeInputError(`it would make ${path}, which does not read back (${refused.code})`);
}
