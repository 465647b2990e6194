/**
 * The process-wide hand-over between `rp-assets site` and the site's content loader
 * (site/src/catalog-slot.ts). Both run in one process: the command offers the core it is running
 * (a `collect` function over its own file system and options), so the loader calls that instead of
 * loading the whole core a second time through Vite's module runner (about 2 s of transforms at
 * startup). The loader stores its result in `value`, where the pages read it. The slot is keyed by
 * the options file, so one build never sees another's catalog.
 */
import type { CollectedCatalog } from './collect.js';

export const CATALOG_SLOT: unique symbol = Symbol.for('rp-assets.site.catalog');

export interface CatalogSlot {
  /** The options file of the build (RP_ASSETS_SITE_OPTIONS), or '' for the bundled example. */
  readonly key: string;
  /** Runs the core for this build; offered by `rp-assets site`, absent for a bare `astro build`. */
  readonly collect?: () => Promise<CollectedCatalog>;
  /** The catalog, once the loader has asked for it. */
  value?: Promise<CollectedCatalog>;
}

export type SlotHolder = { [CATALOG_SLOT]?: CatalogSlot };
