import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // the site's modules import the core as @rp-assets/core (src/astro/index.ts aliases it for Astro)
  resolve: { alias: { '@rp-assets/core': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts'],
    // scale tests (100,000 entries, tens of thousands of routing rules) run in `npm run test:scale` (vitest.scale.config.ts), not here
    exclude: [...configDefaults.exclude, 'test/**/*.scale.test.ts'],
    // a private TMPDIR per run, removed at the end; leftovers fail the run (test/support/temp-guard.ts)
    globalSetup: ['test/support/temp-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // forks, measured against threads on the unit suite side by side (2 rounds, 3 Dec 2026, shared
    // 2-core machine): forks 42.3 s / 55.2 s, threads 43.7 s / 46.7 s - within this machine's noise;
    // and the site command changes the working directory during a build (docs/site.md), which
    // worker threads cannot do, so the in-process site tests need processes.
    pool: 'forks',
    // Vitest runs one file at a time on 2 cores (its default leaves one core to itself); most files
    // here wait on child processes (the CLI, Astro builds, Chromium, Neovim), so one file per core
    // keeps both busy. Measured in docs/performance.md ("The test suite").
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
