/**
 * The process-wide hand-over between `rp-assets site` and the site's content loader
 * (site/src/catalog-slot.ts). Both run in one process: the command starts the catalog with the
 * core it is running and puts the promise in `value`, so the loader awaits that instead of loading
 * the whole core a second time through Vite's module runner (about 2 s of transforms at startup);
 * the pages read the same `value`. The slot is keyed by the options file, so one build never sees
 * another's catalog.
 */
import type { CollectedCatalog } from './collect.js';

export const CATALOG_SLOT: unique symbol = Symbol.for('rp-assets.site.catalog');

export interface CatalogSlot {
  /** The options file of the build (RP_ASSETS_SITE_OPTIONS), or '' for the bundled example. */
  readonly key: string;
  /**
   * The catalog: started by `rp-assets site` before Astro loads, or by the loader on its first call
   * in a bare `astro build`.
   */
  value?: Promise<CollectedCatalog>;
}

export type SlotHolder = { [CATALOG_SLOT]?: CatalogSlot };
