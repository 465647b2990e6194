/**
 * Setup file of every test file (vitest.config.ts `setupFiles`): the CLI's progress shows nothing
 * for a day, so no progress line races a test's assertion about stderr when a run takes longer than
 * the default second on a loaded machine (docs/cli.md "Settings for tests and slow logs"). Child
 * processes inherit it; a test of progress sets `RP_ASSETS_PROGRESS_DELAY` itself (to 0).
 */
process.env.RP_ASSETS_PROGRESS_DELAY ??= String(24 * 60 * 60 * 1000);
