/**
 * Node only: the operations of `rp-assets site`'s pool: the asset pool's (pool-ops.ts), plus
 * `renderMarkdown`, so the asset bodies render on the worker threads while the main thread starts
 * Astro. A table of its own so that `validate`'s workers do not load the Markdown renderer.
 */
import { renderMarkdown } from '../catalog/markdown.js';
import { ops as fileOps } from './pool-ops.js';
import type { OpSource } from './pool-protocol.js';

export const ops = { ...fileOps, renderMarkdown };

export type CatalogOps = typeof ops;

/** This table, and this module for the workers to import. */
export const CATALOG_OPS: OpSource<CatalogOps> = { url: import.meta.url, ops };
