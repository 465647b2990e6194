/**
 * Node only: the operations of `rp-assets site`'s pool: the asset pool's (pool-ops.ts), plus
 * `renderMarkdown`, so the asset bodies render on the worker threads while the main thread starts
 * Astro, and `writeSearchIndex`, so the search index is built and written while the main thread
 * renders the pages. A table of its own so that `validate`'s workers do not load either.
 */
import { renderMarkdown } from '../catalog/markdown.js';
import { ops as fileOps } from './pool-ops.js';
import type { OpSource } from './pool-protocol.js';
import { writeSearchIndex } from './search-index-files.js';

export const ops = { ...fileOps, renderMarkdown, writeSearchIndex };

export type CatalogOps = typeof ops;

/** This table, and this module for the workers to import. */
export const CATALOG_OPS: OpSource<CatalogOps> = { url: import.meta.url, ops };
