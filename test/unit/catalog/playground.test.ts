import { describe, expect, it } from 'vitest';
import { playgroundGraph } from '../../../src/catalog/playground.js';
import { retrieve } from '../../../src/retrieval/index.js';
import { sampleGraph } from './graph-fixture.js';

describe('playgroundGraph', () => {
  it('retrieves exactly like the full graph', () => {
    const full = sampleGraph();
    const lean = playgroundGraph(full);
    for (const messages of [['王都'], ['守卫 账簿'], ['皇宫', '守卫'], []]) {
      for (const c of full.characters) {
        expect(retrieve(lean, c.id, messages)).toEqual(retrieve(full, c.id, messages));
      }
    }
  });

  it('drops what the browser does not need', () => {
    const lean = playgroundGraph(sampleGraph());
    expect(lean.entries.every((e) => e.body === '')).toBe(true);
    expect(lean.diagnostics).toEqual([]);
    expect(lean.worlds[0]?.body).toBe('# 核心');
  });
});
