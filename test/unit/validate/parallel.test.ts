/**
 * validate() with the CLI's parse pool (workers reading the entries, the routing check running on
 * the main thread meanwhile) gives the same report as a single-threaded run, on the bundled
 * examples, broken ones included.
 */
import { describe, expect, it } from 'vitest';
import { createParsePool } from '../../../src/assets/parallel-node.js';
import { cwdFileSystem } from '../../../src/cli/cwd-fs.js';
import { nodeFileSystem } from '../../../src/core/node-fs.js';
import { validate } from '../../../src/validate/index.js';

const ROOT = new URL('../../../', import.meta.url).pathname;

describe('validate with the parse pool', () => {
  for (const [name, dir, roots] of [
    ['examples', 'examples', ['global', 'project']],
    ['examples/broken', 'examples/broken', ['../global', '.']],
  ] as const) {
    it(`gives the single-threaded report on ${name}`, async () => {
      const fs = cwdFileSystem(nodeFileSystem(), ROOT + dir);
      const options = { roots, routing: 'routing.yaml' };
      const single = await validate(options, fs);
      const pool = createParsePool({ workers: 1 });
      try {
        const pooled = await validate(
          { ...options, parse: pool.parse, buildEntry: pool.buildEntry, readEntry: pool.readEntry },
          fs,
        );
        expect(JSON.stringify(pooled)).toBe(JSON.stringify(single));
        expect(pooled.summary.rules).toBeGreaterThan(0);
      } finally {
        await pool.close();
      }
    });
  }
});
