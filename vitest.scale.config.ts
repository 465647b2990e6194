import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:scale`: the tests at scale (named `*.scale.test.ts`): catalogs, search indexes and
 * folders of 100,000 entries and more, routing files of 16,000 to 24,000 rules. They check sizes and
 * counts, and one the shape of migrate's time curve (a ratio of two sizes in one run), never a time;
 * `.ci/run` runs them after `npm test`.
 * The base config with its projects and lists replaced (mergeConfig would append to them); one
 * file at a time, as each of these fills the machine.
 */
const { projects: _projects, ...shared } = base.test ?? {};

export default defineConfig({
  ...base,
  test: { ...shared, include: ['test/**/*.scale.test.ts'], exclude: configDefaults.exclude, maxWorkers: 1 },
});
