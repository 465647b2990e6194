/**
 * Node only: the worker module of `rp-assets site`'s pool. The asset pool's file steps, plus
 * `renderMarkdown`, so the asset bodies render on the worker threads while the main thread
 * starts Astro (`collectCatalog`'s `steps.renderMarkdown`).
 */
export { buildEntryFile, loadRoutingFileAt, parseAssetFile, readEntryFile } from './worker-node.js';
export { renderMarkdown } from '../catalog/markdown.js';
