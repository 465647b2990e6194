/**
 * Setup file of every test file (vitest.config.ts `setupFiles`): the folders `tempDir` made are
 * removed when the file's tests end, also where many files share one process.
 */
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs.js';

afterAll(removeTempDirs);
