import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:scale`: the tests that build catalogs of 100,000 entries and more (named
 * `*.scale.test.ts`). They check sizes and counts, never times; `.ci/run` runs them after `npm test`.
 * The base config with its include and exclude lists replaced (mergeConfig would append to them).
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/**/*.scale.test.ts'], exclude: configDefaults.exclude },
});
