import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/index.js';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { registry } from '../../../src/diagnostics/registry.js';
import { REPORTED_BY_VALIDATE } from '../../support/code-fixtures.js';

const AREAS = ['asset', 'budget', 'character', 'world', 'entry'];

describe('examples', () => {
  it('global + project load with no error or warning, and the override is hinted', async () => {
    const g = await loadAssets({ roots: ['examples/global', 'examples/project'] }, nodeFileSystem());
    expect(g.diagnostics.filter((d) => d.severity !== 'hint')).toEqual([]);
    expect(g.diagnostics.map((d) => d.code)).toEqual(['asset.override']);
    expect(g.characters.length).toBeGreaterThanOrEqual(3);
    expect(g.worlds.length).toBeGreaterThanOrEqual(2);
    expect(g.entries.length).toBeGreaterThanOrEqual(20);
    expect(g.overrides.map((o) => o.id)).toEqual(['alice']);
    expect(g.characters.every((c) => c.worlds.every((w) => w.resolved) && c.examples?.text)).toBe(true);
  });

  it('broken shows every code of the asset areas', async () => {
    const g = await loadAssets(
      { roots: ['examples/global', 'examples/broken', 'examples/broken/missing-root'] },
      nodeFileSystem(),
    );
    const shown = new Set(g.diagnostics.map((d) => d.code));
    // the codes validate reports over the loaded repository (asset.no-assets, key hygiene, budget
    // fit) are not the loader's; test/examples.test.ts shows them
    const expected = [...registry.keys()].filter(
      (c) => AREAS.includes(c.split('.')[0] as string) && !REPORTED_BY_VALIDATE.has(c),
    );
    expect(expected.filter((c) => !shown.has(c))).toEqual([]);
  });
});
