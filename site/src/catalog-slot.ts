/**
 * How the pages get the catalog the content loader built, without a second copy.
 *
 * The loader (loader.ts) runs the core once during content sync and puts the result in a
 * process-wide slot (src/catalog/handoff.ts); the pages (data.ts) read it when they render, in the
 * same process. Why not through the content store alone: Astro serialises the store with devalue
 * and inlines it into the server bundle as one module, which the renderer then compiles again. At
 * 10,000 entries that round trip of the heavy page data (rendered bodies, diagnostics, budget fits)
 * cost about as much as building the catalog (docs/performance.md). The collections stay the source
 * of the page list and carry light link data; the heavy data is handed over here.
 *
 * The loader and the pages are different module instances (the loader runs under Vite during
 * content sync, the pages from the bundled prerender chunk), hence globalThis. The slot is keyed by
 * the options file: a later build in the same process (tests, the CLI called twice) never sees an
 * earlier build's catalog. `rp-assets site` opens the slot with its own core and empties it after
 * the build.
 */
import type { CollectedCatalog } from '@core/catalog/collect.js';
import { CATALOG_SLOT, type CatalogSlot, type SlotHolder } from '@core/catalog/handoff.js';
import { OPTIONS_ENV } from './site-options.js';

/** Which build this process is running: the options file named by `rp-assets site`, or the example. */
function buildKey(): string {
  return process.env[OPTIONS_ENV] ?? '';
}

/** This build's slot, if `rp-assets site` (or an earlier call) opened one. */
function slot(): CatalogSlot | undefined {
  const current = (globalThis as SlotHolder)[CATALOG_SLOT];
  return current?.key === buildKey() ? current : undefined;
}

/**
 * The catalog of the current build (the loader's side): the one `rp-assets site` started, else
 * computed once with `fallback` (a bare `astro build` of site/).
 */
export function shareCatalog(fallback: () => Promise<CollectedCatalog>): Promise<CollectedCatalog> {
  let s = slot();
  if (s === undefined) {
    s = { key: buildKey() };
    (globalThis as SlotHolder)[CATALOG_SLOT] = s;
  }
  s.value ??= fallback();
  return s.value;
}

/** The catalog the loader built for this build (the pages' side); an error if it has not run here. */
export function sharedCatalog(): Promise<CollectedCatalog> {
  const value = slot()?.value;
  if (value === undefined) {
    return Promise.reject(
      new Error(
        'the catalog loader has not run in this process: pages must render in the process that synced the content collections',
      ),
    );
  }
  return value;
}
