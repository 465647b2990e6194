/**
 * How the pages get the catalog the content loader built, without a second copy.
 *
 * The loader (loader.ts) runs the core once during content sync and puts the result here; the
 * pages (data.ts) read it when they render, in the same process. Why not through the content store
 * alone: Astro serialises the store with devalue and inlines it into the server bundle as one
 * module, which the renderer then compiles again. At 10,000 entries that round trip of the heavy
 * page data (rendered bodies, diagnostics, budget fits) cost about as much as building the catalog
 * (docs/performance.md). The collections stay the source of the page list and carry light link
 * data; the heavy data is handed over here.
 *
 * The loader and the pages are different module instances (the loader runs under Vite during
 * content sync, the pages from the bundled prerender chunk), so the hand-over is one process-wide
 * slot on globalThis, keyed by the options file: a later build in the same process (tests, the CLI
 * called twice) never sees an earlier build's catalog. `rp-assets site` empties the slot after the
 * build (src/cli/commands/site.ts, same symbol).
 *
 * This module imports no core code, so the page bundle does not carry the validator.
 */
import type { CollectedCatalog } from '@core/catalog/collect.js';
import { OPTIONS_ENV } from './site-options.js';

interface Slot {
  readonly key: string;
  readonly value: Promise<CollectedCatalog>;
}

const SLOT = Symbol.for('rp-assets.site.catalog');
type Holder = { [SLOT]?: Slot };

/** Which build this process is running: the options file named by `rp-assets site`, or the example. */
export function buildKey(): string {
  return process.env[OPTIONS_ENV] ?? '';
}

/** The catalog of the current build, creating it with `make` on the first call (the loader's side). */
export function shareCatalog(make: () => Promise<CollectedCatalog>): Promise<CollectedCatalog> {
  const holder = globalThis as Holder;
  const key = buildKey();
  const current = holder[SLOT];
  if (current?.key === key) return current.value;
  const value = make();
  holder[SLOT] = { key, value };
  return value;
}

/** The catalog the loader built for this build (the pages' side); an error if it has not run here. */
export function sharedCatalog(): Promise<CollectedCatalog> {
  const current = (globalThis as Holder)[SLOT];
  if (current?.key !== buildKey()) {
    return Promise.reject(
      new Error(
        'the catalog loader has not run in this process: pages must render in the process that synced the content collections',
      ),
    );
  }
  return current.value;
}
