/**
 * Typed access to the catalog for the pages: the integration computed it once for the build and
 * serves it, by reference, as `virtual:rp-assets/catalog` (src/astro/handover.ts). Pages list their
 * params from it in `getStaticPaths` and receive precomputed relations as props, never query for them.
 */
import { current } from 'virtual:rp-assets/catalog';
import type { PlaygroundData } from '@rp-assets/core/catalog/playground.js';
import type { Catalog } from '@rp-assets/core/catalog/model.js';

/** The whole catalog of this build. */
export async function catalog(): Promise<Catalog> {
  return (await current()).catalog;
}

/** The playground's data (written as data/playground/*.json). */
export async function playgroundData(): Promise<PlaygroundData> {
  return (await current()).playground;
}
