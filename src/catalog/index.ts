export { buildCatalog, ROUTING_PAGE } from './build-catalog.js';
export type { CatalogInput } from './build-catalog.js';
export type * from './model.js';
export type { RoutingEngine, RoutingSource } from './routing-view.js';
export { renderMarkdown, escapeHtml } from './markdown.js';
export { foldForSearch, searchIndex } from './search.js';
export type { SearchDoc, SearchHit, SearchKind } from './search.js';
export { slugify } from './slug.js';
