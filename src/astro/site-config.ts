/**
 * The Astro settings of the stand-alone catalog (what `rp-assets site` builds, and site/astro.config.mjs):
 * every page is a folder with a trailing slash, as the catalog's links are written. A user's own
 * Astro project keeps its own settings; the integration does not change them.
 */
import type { AstroUserConfig } from 'astro';

export const SITE_CONFIG = {
  trailingSlash: 'always',
  // Page generation waits on each page's mkdir + write (libuv's thread pool); rendering the next
  // pages meanwhile keeps this thread busy instead (docs/site.md, "Page generation").
  build: { format: 'directory', concurrency: 4 },
  devToolbar: { enabled: false },
} as const satisfies AstroUserConfig;
