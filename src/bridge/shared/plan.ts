/** What an import writes: files under the output root (relative paths) and the ledger of the fields. */
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
    this.files.push({ path, bytes: typeof content === 'string' ? new TextEncoder().encode(content) : content });
  }
}
