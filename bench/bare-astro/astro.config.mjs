// A bare Astro project: the baseline the catalog site build is compared with (bench/suites/site.js).
import { defineConfig } from 'astro/config';

export default defineConfig({
  outDir: process.env.BARE_ASTRO_OUT ?? './dist',
  cacheDir: process.env.BARE_ASTRO_CACHE ?? './.cache',
  telemetry: false,
  devToolbar: { enabled: false },
});
