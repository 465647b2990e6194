/**
 * validate() with the CLI's parse pool (workers reading the entries and the routing file, the
 * routing check running on the main thread meanwhile) gives the same report as a single-threaded
 * run: on the bundled examples, broken ones included, and on routing files that cannot be read.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createParsePool } from '../../../src/node/parallel-node.js';
import { cwdFileSystem } from '../../../src/common/cwd-fs.js';
import { poolSteps, routingOn } from '../../../src/cli/jobs.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { startValidation, validate } from '../../../src/validate/index.js';

const ROOT = new URL('../../../', import.meta.url).pathname;

async function expectSameReport(dir: string, roots: readonly string[], routing: string): Promise<void> {
  const fs = cwdFileSystem(nodeFileSystem(), dir);
  const options = { roots, routing };
  const single = await validate(options, fs);
  // mainHelps off: the routing file is read on the worker, not claimed by this thread
  const pool = createParsePool({ workers: 1, mainHelps: false });
  try {
    const pooled = await validate({ ...options, ...poolSteps(pool), loadRouting: routingOn(pool) }, fs);
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

  it('settles entriesQueued once the last entry is handed over, and hands the routing file over then', async () => {
    const fs = cwdFileSystem(nodeFileSystem(), ROOT + 'examples');
    const pool = createParsePool({ workers: 1, mainHelps: false });
    const events: string[] = [];
    try {
      const { readEntry } = poolSteps(pool);
      const loadRouting = routingOn(pool);
      if (readEntry === undefined) throw new Error('the pool offers readEntry');
      const run = startValidation(
        {
          roots: ['global', 'project'],
          routing: 'routing.yaml',
          ...poolSteps(pool),
          readEntry: (...args) => (events.push('entry'), readEntry(...args)),
          loadRouting: (host, file) => (events.push('routing'), loadRouting(host, file)),
        },
        fs,
      );
      void run.entriesQueued.then(() => events.push('queued'));
      await run.report;
    } finally {
      await pool.close();
    }
    expect(events.filter((e) => e === 'queued')).toHaveLength(1);
    expect(events.filter((e) => e === 'routing')).toHaveLength(1);
    expect(events.lastIndexOf('entry')).toBeLessThan(events.indexOf('queued'));
    expect(events.lastIndexOf('entry')).toBeLessThan(events.indexOf('routing'));
  });

  it('settles entriesQueued without a pool too, no later than the report', async () => {
    const fs = cwdFileSystem(nodeFileSystem(), ROOT + 'examples');
    const run = startValidation({ roots: ['global', 'project'], routing: 'routing.yaml' }, fs);
    const order: string[] = [];
    await Promise.all([
      run.entriesQueued.then(() => order.push('queued')),
      run.report.then(() => order.push('report')),
    ]);
    expect(order).toEqual(['queued', 'report']);
  });

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
