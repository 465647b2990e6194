/**
 * validate() with the CLI's pool executor (workers reading the files and the routing file, the
 * routing check running on the main thread meanwhile) gives the same report as the inline executor: on the bundled examples, broken ones included, and on routing files that cannot be read.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPoolExecutor } from '../../../src/node/pool-executor.js';
import { FILE_JOBS } from '../../../src/node/pool-ops.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { validate } from '../../../src/validate/index.js';

const ROOT = new URL('../../../', import.meta.url).pathname;

async function expectSameReport(dir: string, roots: readonly string[], routing: string): Promise<void> {
  const fs = cwdFileSystem(nodeFileSystem(), dir);
  const options = { roots, routing };
  const single = await validate(options, fs);
  // mainHelps off: the files and the routing file are read on the worker, not claimed by this thread
  const pool = createPoolExecutor({ jobs: FILE_JOBS, fs, cwd: dir, workers: 1, mainHelps: false });
  try {
    const pooled = await validate({ ...options, executor: pool }, fs);
    expect(JSON.stringify(pooled)).toBe(JSON.stringify(single));
    expect(pool.stats().inline).toBe(0);
    expect(pool.stats().workers).toBeGreaterThan(0);
  } finally {
    await pool.close();
  }
}

describe('validate with the parse pool', () => {
  for (const [name, dir, roots] of [
    ['examples', 'examples', ['global', 'project']],
    ['examples/broken', 'examples/broken', ['../global', '.']],
  ] as const) {
    it(`gives the single-threaded report on ${name}`, async () => {
      await expectSameReport(ROOT + dir, roots, 'routing.yaml');
    });
  }

  describe('with a routing file that cannot be used', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rp-parallel-routing-'));
    mkdirSync(join(dir, 'roleplay/characters/a'), { recursive: true });
    writeFileSync(join(dir, 'roleplay/characters/a/CHARACTER.md'), '---\nid: a\nname: A\n---\nbody\n');
    writeFileSync(join(dir, 'syntax.yaml'), 'rules:\n  - id: r1\n    filter: {platform: [\n');
    writeFileSync(join(dir, 'latin1.yaml'), Buffer.from([0x72, 0x75, 0x6c, 0x65, 0x73, 0x3a, 0x20, 0xe9, 0x0a]));
    writeFileSync(join(dir, 'shape.yaml'), '- just\n- a list\n');
    mkdirSync(join(dir, 'folder.yaml'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    for (const routing of ['syntax.yaml', 'latin1.yaml', 'shape.yaml', 'folder.yaml', 'missing.yaml']) {
      it(`reports ${routing} as a single-threaded run does`, async () => {
        await expectSameReport(dir, ['roleplay'], routing);
      });
    }
  });
});
