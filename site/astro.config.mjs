// The catalog site. `rp-assets site` builds it programmatically (src/cli/commands/site.ts) with
// root = this folder, outDir and base from the command line; see docs/site.md.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';

// `@core` is the project's core: the TypeScript sources in a checkout, the compiled build/ in an
// installed package (which ships build/ but not src/).
const src = fileURLToPath(new URL('../src', import.meta.url));
const core = existsSync(src) ? src : fileURLToPath(new URL('../build', import.meta.url));

export default defineConfig({
  trailingSlash: 'always',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  vite: { resolve: { alias: { '@core': core } } },
});
