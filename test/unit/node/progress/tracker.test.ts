import { describe, expect, it } from 'vitest';
import { fakeRun } from './fake.js';

describe('ProgressTracker', () => {
  it('records each phase: counts, total, start, end and peak memory', () => {
    const { tracker, tick, setRss } = fakeRun();
    const assets = tracker.start('assets', 'files', null);
    assets.setTotal(3);
    tick(50);
    setRss(300 * 1024 * 1024);
    assets.advance();
    assets.advance(2);
    tracker.sample();
    setRss(200 * 1024 * 1024);
    tick(50);
    assets.end();
    assets.end(); // twice: no change
    expect(tracker.phases).toEqual([
      {
        id: 'assets',
        unit: 'files',
        done: 3,
        total: 3,
        startedAt: 0,
        firstDoneAt: 50,
        endedAt: 100,
        peakRss: 300 * 1024 * 1024,
        // the count when the first unit was done: the start of its recent rate
        marks: [{ at: 50, done: 0 }],
        recent: { at: 50, done: 0 },
      },
    ]);
    expect(tracker.running()).toEqual([]);
  });

  it('tells its views of starts and ends, and refreshes them from advance at most every refreshMs', () => {
    const { tracker, tick } = fakeRun(100);
    const seen: string[] = [];
    tracker.addView({
      phaseStarted: (p) => seen.push(`start ${p.id}`),
      phaseEnded: (p) => seen.push(`end ${p.id} ${p.done}`),
      refresh: () => seen.push('refresh'),
    });
    const phase = tracker.start('pages', 'pages', 1000);
    // a synchronous loop: no timer can fire, so advance itself refreshes the views
    for (let i = 0; i < 1000; i++) {
      tick(1);
      phase.advance();
    }
    phase.end();
    const refreshes = seen.filter((s) => s === 'refresh').length;
    expect(refreshes).toBeGreaterThanOrEqual(8);
    expect(refreshes).toBeLessThanOrEqual(10);
    expect(seen[0]).toBe('start pages');
    expect(seen.at(-1)).toBe('end pages 1000');
  });

  it('keeps overlapping phases apart', () => {
    const { tracker } = fakeRun();
    const a = tracker.start('assets', 'files', 10);
    const r = tracker.start('routing', 'files', 1);
    r.advance();
    r.end();
    a.advance(4);
    expect(tracker.running().map((p) => [p.id, p.done])).toEqual([['assets', 4]]);
    expect(tracker.phases.map((p) => [p.id, p.done])).toEqual([
      ['assets', 4],
      ['routing', 1],
    ]);
  });
});
