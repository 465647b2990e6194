/// <reference types="astro/client" />
/** The modules the rp-assets integration serves (src/astro/index.ts). */
declare module 'virtual:rp-assets/options' {
  /** The site's base path, with a trailing slash. */
  export const base: string;
  /** The address the site is published at (Astro's `site`), or null when unknown. */
  export const site: string | null;
}

declare module 'virtual:rp-assets/catalog' {
  import type { CollectedCatalog } from '@rp-assets/core/catalog/collect.js';
  /** The catalog and the playground data, computed once for the build by the integration. */
  export const collected: Promise<CollectedCatalog>;
  /** The catalog now (`astro dev` replaces it when an asset file changes). */
  export const current: () => Promise<CollectedCatalog>;
}

declare module 'virtual:rp-assets/validators' {
  import type { SchemaValidator } from '@rp-assets/core/routing/namespaces/schema-compiler.js';
  /** The project's routing validators, compiled ahead of time (src/routing/router/precompile.ts), by schema key. */
  export const validators: { readonly [key: string]: SchemaValidator };
}

declare module 'virtual:rp-assets/avatars' {
  import type { ImageMetadata } from 'astro';
  /** Each character's avatar (by id) imported through Astro's image pipeline (src/astro/avatars.ts). */
  export const avatars: ReadonlyMap<string, ImageMetadata>;
}
