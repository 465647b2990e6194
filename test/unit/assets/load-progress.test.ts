/**
 * Issue 35: loading reports phase `assets` in `files`: every character, world and entry file
 * counted once, of a total that grows as the entry folders are listed, on the inline path and
 * when a worker step reads the entries (`readEntry`), and the phase ends when loading fails too.
 */
import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../../src/assets/load-assets.js';
import { inlineExecutor } from '../../../src/common/executor.js';
import type { Executor } from '../../../src/common/executor.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import type { FileSystem } from '../../../src/common/fs.js';
import type { Progress } from '../../../src/common/progress.js';

function recorder() {
  const state = { started: [] as string[], done: 0, totals: [] as (number | null)[], ended: 0 };
  const progress: Progress = {
    start(phase, unit, total = null) {
      state.started.push(`${phase} ${unit}`);
      state.totals.push(total);
      return {
        advance: (n = 1) => void (state.done += n),
        setTotal: (t) => void state.totals.push(t),
        end: () => void state.ended++,
      };
    },
  };
  return { progress, state };
}

const FILES: Record<string, string> = {
  'r/characters/alice/CHARACTER.md': '---\nid: alice\nworlds: [astra, nova]\n---\nHi.\n',
  'r/worlds/astra/WORLD.md': '---\nid: astra\n---\nCity.\n',
  'r/worlds/nova/WORLD.md': '---\nid: nova\n---\nStar.\n',
};
for (let i = 0; i < 5; i++) FILES[`r/worlds/astra/entries/a${i}.md`] = `---\nkeys: [a${i}]\n---\nA.\n`;
for (let i = 0; i < 3; i++) FILES[`r/worlds/nova/entries/n${i}.md`] = `---\nkeys: [n${i}]\n---\nN.\n`;

describe('loading counts its files', () => {
  it('inline: 3 asset files and 8 entries, the total grown to 11', async () => {
    const { progress, state } = recorder();
    const graph = await loadAssets({ roots: ['r'], progress }, memoryFileSystem(FILES));
    expect(graph.entries).toHaveLength(8);
    expect(state.started).toEqual(['assets files']);
    expect(state.done).toBe(11);
    expect(state.totals[0]).toBe(null);
    expect(state.totals.at(-1)).toBe(11);
    expect(state.ended).toBe(1);
  });

  it('with another executor (one job at a time, results later): the same counts', async () => {
    const { progress, state } = recorder();
    const fs = memoryFileSystem(FILES);
    const inline = inlineExecutor(fs);
    const later: Executor = {
      capacity: 1,
      run: async (job, input) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return inline.run(job, input);
      },
    };
    const graph = await loadAssets({ roots: ['r'], progress, executor: later }, fs);
    expect(graph.entries).toHaveLength(8);
    expect(state.done).toBe(11);
    expect(state.totals.at(-1)).toBe(11);
    expect(state.ended).toBe(1);
  });

  it('ends the phase when loading throws', async () => {
    const { progress, state } = recorder();
    const fs: FileSystem = {
      ...memoryFileSystem(FILES),
      readdir: () => Promise.reject(new Error('disk gone')),
      stat: () => Promise.reject(new Error('disk gone')),
    };
    await expect(loadAssets({ roots: ['r'], progress }, fs)).rejects.toThrow('disk gone');
    expect(state.ended).toBe(1);
  });
});
