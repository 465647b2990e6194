// The catalog site as an Astro project of its own, over the bundled example repository: `astro dev`
// or `astro build` in site/ (after `npm run build`, which compiles `rp-assets/astro`). It is also
// the shortest example of the integration in a user's project (docs/site.md). `rp-assets site` does
// not read this file: it passes the same settings and the integration to Astro's build() inline.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import rpAssets, { SITE_CONFIG } from 'rp-assets/astro';

export default defineConfig({
  ...SITE_CONFIG,
  integrations: [
    rpAssets({
      cwd: fileURLToPath(new URL('../examples/', import.meta.url)),
      roots: ['global', 'project'],
      routing: 'routing.yaml',
      config: false,
    }),
  ],
});
