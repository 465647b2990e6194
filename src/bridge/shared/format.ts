/**
 * A lore format the bridge reads and writes: one folder of src/bridge/ per format, one line in
 * src/bridge/formats.ts. A format says how to tell its files from the content, how to read one
 * into asset files (with the ledger of every field), and how to write an asset back out.
 * docs/contributing.md "A lore format" is the recipe.
 */
import type { AssetGraph } from '../../assets/model.js';
import type { ImportRun } from './plan.js';
import type { InputFile } from './input.js';

/** What an export is asked for: the asset, and the files beside it that it may carry. */
export interface ExportRequest {
  readonly graph: AssetGraph;
  /** The world's or the character's id. */
  readonly id: string;
  /** The character's avatar, when it has one (cards). */
  readonly avatar?: Uint8Array | null;
  /** Files below the character's folder by path relative to it (`assets/icon/1.png`): what a card's `embeded://` assets point at. */
  readonly files?: ReadonlyMap<string, Uint8Array>;
}

/** One way out: `--format <id>` for a world or a character, into a file with one of `extensions`. */
export interface ExportTarget {
  /** The `--format` value. */
  readonly format: string;
  readonly asset: 'world' | 'character';
  /** The file name extensions it writes (`.json`, `.png`, `.charx`); the first is the default. */
  readonly extensions: readonly string[];
  /** The file, and what it could not carry. */
  write(request: ExportRequest): ExportResult;
}

export interface ExportResult {
  readonly bytes: Uint8Array;
  /** What the file does not carry and why (English, one sentence each), for the command to print. */
  readonly notes: readonly string[];
}

export interface LoreFormat {
  /** Stable id, printed by `import` for each input (`sillytavern-world-info`, `card-png`…). */
  readonly id: string;
  /** Its public name, for docs and messages. */
  readonly title: string;
  /** Whether `input` is in this format, told from the content, never the file name. */
  detect(input: InputFile): boolean;
  /** Reads `input` into `run`: files planned and the ledger of every field. */
  read(input: InputFile, run: ImportRun): void;
  /** What it can export, if anything. */
  readonly exports: readonly ExportTarget[];
}
