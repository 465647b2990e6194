import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The tests of pure code that run in the test's own process (no CLI, browser or editor). */
const IN_PROCESS = ['test/unit/', 'test/property/', 'test/codes.test.ts', 'test/examples.test.ts'];

/** Every test file of `npm test`: scale tests (`*.scale.test.ts`) run in `npm run test:scale`. */
function testFiles(dir = join(ROOT, 'test')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' || e.name === 'node_modules' ? [] : testFiles(path);
    return e.name.endsWith('.test.ts') && !e.name.endsWith('.scale.test.ts')
      ? [relative(ROOT, path).split(sep).join('/')]
      : [];
  });
}

/**
 * Files that share a process with other files: in-process tests that do not replace a module
 * (`vi.mock` needs a module graph of its own). Found by reading the files, so a new mock cannot
 * land in the shared project by accident.
 */
function sharesProcess(file: string): boolean {
  if (!IN_PROCESS.some((p) => file.startsWith(p))) return false;
  return !/\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(ROOT, file), 'utf8'));
}

const files = testFiles();

export default defineConfig({
  // the site's modules import the core as @rp-assets/core (src/astro/index.ts aliases it for Astro)
  resolve: { alias: { '@rp-assets/core': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    exclude: [...configDefaults.exclude, 'test/**/*.scale.test.ts'],
    // a private TMPDIR per run, removed at the end; leftovers fail the run (test/support/temp-guard.ts)
    globalSetup: ['test/support/temp-guard.ts'],
    // the folders of `tempDir` (test/support/temp-dirs.ts) are removed when each file ends; the
    // CLI's progress waits a day unless a test asks for it (test/support/quiet-progress.ts)
    setupFiles: ['test/support/remove-temp-dirs.ts', 'test/support/quiet-progress.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Processes, not worker threads: the site command changes the working directory during a build
    // (docs/site.md), which worker threads cannot do, so the in-process site tests need processes.
    pool: 'forks',
    // One file per core: Vitest's default leaves one core to itself, which on 2 cores runs one file
    // at a time while most end-to-end files wait on child processes (the CLI, Astro, Chromium,
    // Neovim). Measured in docs/performance.md ("The test suite").
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        // A process per worker runs many of these files: a fresh process and module graph per
        // file cost more than these tests themselves (docs/performance.md, "The test suite").
        test: { name: 'shared', include: files.filter(sharesProcess), isolate: false },
      },
      {
        extends: true,
        test: { name: 'isolated', include: files.filter((f) => !sharesProcess(f)) },
      },
    ],
  },
});
