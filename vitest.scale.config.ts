import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:scale`: the tests at scale (named `*.scale.test.ts`): catalogs, search indexes and
 * folders of 100,000 entries and more, routing files of 16,000 to 24,000 rules. They check sizes and
 * counts, and one the shape of migrate's time curve (a ratio of two sizes in one run), never a time;
 * `.ci/run` runs them after `npm test`.
 * The base config with its include and exclude lists replaced (mergeConfig would append to them).
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/**/*.scale.test.ts'], exclude: configDefaults.exclude },
});
