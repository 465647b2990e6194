/**
 * sharedWindow: the loader's one window over every world's entry files, whatever the executor:
 * never more than `limit` jobs in flight across all lists, the items in the order they were added,
 * each list's results in its own order.
 */
import { describe, expect, it } from 'vitest';
import { sharedWindow } from '../../../src/assets/read-bytes.js';

describe('sharedWindow', () => {
  it('keeps at most `limit` in flight over lists added over time, each list in its own order', async () => {
    let active = 0;
    let peak = 0;
    const started: string[] = [];
    let done = 0;
    const run = sharedWindow(
      3,
      async (item: string) => {
        started.push(item);
        peak = Math.max(peak, ++active);
        await new Promise((resolve) => setTimeout(resolve, item.length));
        active--;
        return item.toUpperCase();
      },
      () => done++,
    );
    const a = run(['aaaa', 'a', 'aa', 'aaa']);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const b = run(['b', 'bbb']);
    const empty = run([]);
    expect(await a).toEqual(['AAAA', 'A', 'AA', 'AAA']);
    expect(await b).toEqual(['B', 'BBB']);
    expect(await empty).toEqual([]);
    expect(peak).toBe(3);
    expect(done).toBe(6);
    expect(started.slice(0, 3)).toEqual(['aaaa', 'a', 'aa']);
    expect(started.indexOf('b')).toBeGreaterThan(started.indexOf('aaa'));
  });

  it('rejects a list whose job fails, and goes on with the others', async () => {
    const run = sharedWindow(1, async (n: number) => {
      if (n === 2) throw new Error('two');
      return n;
    });
    const bad = run([1, 2, 3]);
    const good = run([4, 5]);
    await expect(bad).rejects.toThrow('two');
    expect(await good).toEqual([4, 5]);
  });
});
