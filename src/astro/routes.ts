/**
 * The catalog's pages: each URL pattern and the file under site/src/routes/ that renders it. The
 * integration injects them (`injectRoute`), so the same pages serve `rp-assets site` and a user's
 * own Astro project. Entity pages take their params from the catalog's slugs in `getStaticPaths`;
 * long lists are split into pages by `paginate()` (`[...page]`: page 1 at the list's own URL).
 */
export const ROUTES: readonly (readonly [pattern: string, file: string])[] = [
  ['/', 'index.astro'],
  ['/characters/[...page]', 'characters/[...page].astro'],
  ['/characters/tags/[tag]/[...page]', 'characters/tags/[tag]/[...page].astro'],
  ['/characters/[slug]', 'characters/[slug].astro'],
  ['/worlds/[...page]', 'worlds/[...page].astro'],
  ['/worlds/[world]/[...page]', 'worlds/[world]/[...page].astro'],
  ['/worlds/[world]/entries/[entry]', 'worlds/[world]/entries/[entry].astro'],
  ['/overrides/[...page]', 'overrides/[...page].astro'],
  ['/routing/[...page]', 'routing/[...page].astro'],
  ['/routing/scenarios/[...page]', 'routing/scenarios/[...page].astro'],
  ['/routing/retrieval/[...page]', 'routing/retrieval/[...page].astro'],
  ['/routing/rules/[rule]', 'routing/rules/[rule].astro'],
  ['/diagnostics/[...page]', 'diagnostics/[...page].astro'],
  ['/diagnostics/[severity]/[...page]', 'diagnostics/[severity]/[...page].astro'],
  ['/diagnostics/codes/[area]/[slug]/[...page]', 'diagnostics/codes/[area]/[slug]/[...page].astro'],
  ['/codes', 'codes/index.astro'],
  ['/codes/[area]/[slug]', 'codes/[area]/[slug].astro'],
  ['/playground', 'playground.astro'],
  ['/search', 'search.astro'],
  ['/data/playground/[...file].json', 'data/playground/[...file].json.ts'],
  ['/data/diagnostics-files.json', 'data/diagnostics-files.json.ts'],
  ['/data/avatars.json', 'data/avatars.json.ts'],
];
