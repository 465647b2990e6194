/**
 * The asset graph: the loader's output and the one model every other layer reads
 * (validation, retrieval, catalog, site, Action). Plain serialisable data.
 *
 * Paths (`file`, `root`) are display paths: relative to the working directory, forward slashes.
 * Positions are 1-based lines/columns in the original file (BOM and CRLF included).
 */
import type { Diagnostic } from '../diagnostics/define.js';
import type { EffectiveBudgets } from '../common/budget-keys.js';

import type { Span } from '../common/spans.js';
import type { Plain } from '../common/yaml/plain.js';

export type { Span };

/** Facts shared by every asset file. */
export interface AssetSource {
  /** Display path of the Markdown file. */
  readonly file: string;
  /** Display path of the root it was loaded from. */
  readonly root: string;
  /** Index of that root in override order (0 = lowest). */
  readonly rootIndex: number;
  /** Markdown body after the frontmatter, newlines normalised to LF, BOM stripped. */
  readonly body: string;
  /** Line in the original file where the body starts. */
  readonly bodyLine: number;
  /** Whether the file had a closed frontmatter block. */
  readonly hasFrontmatter: boolean;
  /**
   * False when the file was rejected whole (too large, not UTF-8, NUL bytes, unreadable): its
   * fields are defaults, and checks of its content (keys, budgets) skip it.
   */
  readonly readable: boolean;
  /** Positions of top-level frontmatter keys and their values (for diagnostics and the catalog). */
  readonly keySpans: { readonly [key: string]: Span };
  /**
   * What an import kept for another app, by key (`x-sillytavern`, `x-card`), as written; absent
   * when the file has none (docs/format.md, "Import and export").
   */
  readonly extensions?: { readonly [key: string]: Plain };
}

export interface WorldRef {
  readonly ref: string;
  /** The world id it resolved to among active worlds, or null. */
  readonly resolved: boolean;
  readonly span: Span | null;
}

export interface ExamplesRef {
  /** As written in frontmatter. */
  readonly ref: string;
  /** Display path when it resolved inside the character's folder and was read. */
  readonly file: string | null;
  /** Text with newlines normalised; null when missing or refused. */
  readonly text: string | null;
}

export interface Character extends AssetSource {
  readonly kind: 'character';
  readonly id: string;
  /** Whether `id` was written (false: defaulted to the folder name). */
  readonly idExplicit: boolean;
  readonly name: string;
  readonly description: string;
  readonly default: boolean;
  readonly language: string | null;
  readonly tags: readonly string[];
  readonly worlds: readonly WorldRef[];
  readonly examples: ExamplesRef | null;
  /**
   * Display path of the avatar image beside CHARACTER.md (`avatar.png`, `.webp`, `.jpg` or `.jpeg`),
   * or null when there is none (docs/format.md, "Avatar").
   */
  readonly avatar: string | null;
  readonly budgets: EffectiveBudgets;
  readonly models: { readonly [key: string]: unknown };
}

export interface World extends AssetSource {
  readonly kind: 'world';
  readonly id: string;
  readonly idExplicit: boolean;
  readonly name: string;
  readonly description: string;
  /** As written (default `entries`). */
  readonly entryRoot: string;
  /** Display path of the entry folder, or null when it is missing or refused. */
  readonly entryDir: string | null;
}

export interface Entry extends AssetSource {
  readonly kind: 'entry';
  readonly id: string;
  readonly idExplicit: boolean;
  /** Id of the world it belongs to. */
  readonly world: string;
  /** Display path of that world's WORLD.md. */
  readonly worldFile: string;
  readonly name: string;
  readonly keys: readonly string[];
  readonly aliases: readonly string[];
  readonly secondaryKeys: readonly string[];
  readonly tags: readonly string[];
  readonly priority: number;
  readonly constant: boolean;
  readonly enabled: boolean;
  readonly parents: readonly string[];
  /** estimateTokens(body). */
  readonly tokens: number;
  /** True when another entry in the same world has the same id (all copies are kept here). */
  readonly duplicate: boolean;
}

export interface Override {
  readonly kind: 'character' | 'world';
  readonly id: string;
  /** Display path of the winning file. */
  readonly winner: string;
  /** Display paths of the shadowed files, lowest root first. */
  readonly shadowed: readonly string[];
}

export interface AssetGraph {
  /** Display paths of the roots, in override order. */
  readonly roots: readonly string[];
  /** Active (winning) characters, sorted by id. */
  readonly characters: readonly Character[];
  /** Active (winning) worlds, sorted by id. */
  readonly worlds: readonly World[];
  /** Entries of active worlds (duplicates included and marked), sorted by world, id, file. */
  readonly entries: readonly Entry[];
  readonly overrides: readonly Override[];
  /** Loader diagnostics (encoding, frontmatter, ids, references, budgets, entries), sorted. */
  readonly diagnostics: readonly Diagnostic[];
}
