// The catalog site. `rp-assets site` builds it programmatically (src/cli/commands/site.ts) with
// root = this folder, outDir and base from the command line; see docs/site.md.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';

// `@core` is the project's core: the TypeScript sources in a checkout, the compiled build/ in an
// installed package (which ships build/ but not src/).
const src = fileURLToPath(new URL('../src', import.meta.url));
const core = existsSync(src) ? src : fileURLToPath(new URL('../build', import.meta.url));

// The base path: `rp-assets site --base` writes it into the options file it names in
// RP_ASSETS_SITE_OPTIONS (docs/site.md). It is also handed to every module as __RP_SITE_BASE__,
// because Vite's SSR environment reports import.meta.env.BASE_URL as `/` for an inline base.
const optionsFile = process.env.RP_ASSETS_SITE_OPTIONS;
const base = optionsFile ? (JSON.parse(readFileSync(optionsFile, 'utf8')).base ?? '/') : '/';

export default defineConfig({
  base,
  trailingSlash: 'always',
  // Page generation waits on each page's mkdir + write (libuv's thread pool); rendering the next
  // pages meanwhile keeps this thread busy instead (docs/site.md, "Page generation").
  build: { format: 'directory', concurrency: 4 },
  devToolbar: { enabled: false },
  vite: {
    resolve: { alias: { '@core': core } },
    // Astro's prerender chunks import its dependencies by bare name, resolved from where the chunks
    // are written (the build's staging folder): from a folder with no node_modules of its own, or
    // pnpm's strict layout, that fails (`Cannot find package 'piccolore'`). Bundling them into the
    // chunks makes the build independent of where it runs (docs/site.md, "Where to run it").
    environments: { prerender: { resolve: { noExternal: true } } },
    define: { __RP_SITE_BASE__: JSON.stringify(base) },
  },
});
