import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatEnded, formatRunning } from '../../../../src/node/progress/format.js';
import { phaseLabel } from '../../../../src/node/progress/labels.js';
import { timingsTable } from '../../../../src/node/progress/timings.js';
import type { PhaseRecord } from '../../../../src/node/progress/tracker.js';
import { ProgressTracker } from '../../../../src/node/progress/tracker.js';

const phase = (over: Partial<PhaseRecord>): PhaseRecord => ({
  id: 'assets',
  unit: 'files',
  done: 0,
  total: null,
  startedAt: 0,
  firstDoneAt: null,
  endedAt: null,
  peakRss: 0,
  recent: null,
  ...over,
});

describe('progress words', () => {
  it('a running phase: count of total, rate since the first unit, time left', () => {
    const p = phase({ done: 5000, total: 20000, firstDoneAt: 1000 });
    expect(formatRunning(p, 3000, 'en')).toBe('reading assets 5,000/20,000 files · 2,500/s · about 6.0 s left');
    expect(formatRunning(p, 3000, 'zh-CN')).toBe('读取资产 5,000/20,000 个文件 · 2,500/秒 · 约剩 6.0 s');
  });

  it('no time left before a fifth of the phase is done: the rate says little about the rest yet', () => {
    const p = phase({ done: 1999, total: 10000, firstDoneAt: 0 });
    expect(formatRunning(p, 2000, 'en')).toBe('reading assets 1,999/10,000 files · 1,000/s');
    expect(formatRunning({ ...p, done: 2000 }, 2000, 'en')).toBe(
      'reading assets 2,000/10,000 files · 1,000/s · about 8.0 s left',
    );
  });

  it('the time left follows the recent rate, within 1.5x of the real time left from a fifth on (a replayed build)', () => {
    // a site build's shape: the first pages slow (2,000 at 40 ms), the rest fast (18,000 at 5 ms)
    let now = 0;
    const tracker = new ProgressTracker({ now: () => now, rss: () => 0, refreshMs: 100 });
    const pages = tracker.start('render', 'pages', 20000);
    const times: number[] = [];
    for (let i = 0; i < 20000; i++) times.push((times.at(-1) ?? 0) + (i < 2000 ? 40 : 5));
    const end = times.at(-1) as number;
    let worst = 1;
    for (let i = 0; i < 20000; i++) {
      now = times[i] as number;
      pages.advance();
      if (i % 500 !== 0 || i < 4000) continue;
      const shown = /about (.+) left/.exec(formatRunning(tracker.running()[0] as PhaseRecord, now, 'en'))?.[1];
      const realMs = end - now;
      if (shown === undefined) {
        expect(realMs, `no estimate at ${i}`).toBeLessThan(1000);
        continue;
      }
      const m = /^(?:(\d+) min )?([\d.]+) s$/.exec(shown);
      const shownMs = (Number(m?.[1] ?? 0) * 60 + Number(m?.[2])) * 1000;
      worst = Math.max(worst, shownMs / realMs, realMs / shownMs);
    }
    expect(worst).toBeLessThanOrEqual(1.5);
  });

  it('no rate before half a second of counting; its time so far instead', () => {
    expect(formatRunning(phase({ done: 3, total: 10, firstDoneAt: 900 }), 1000, 'en')).toBe(
      'reading assets 3/10 files · 1.0 s',
    );
    expect(formatRunning(phase({ id: 'bundle', unit: 'steps' }), 4200, 'en')).toBe('bundling the site · 4.2 s');
  });

  it('no total: count and rate, no estimate', () => {
    expect(formatRunning(phase({ id: 'pages', unit: 'pages', done: 800, firstDoneAt: 0 }), 1000, 'en')).toBe(
      'rendering pages 800 pages · 800/s',
    );
  });

  it('a finished phase, one unit in the singular', () => {
    expect(formatEnded(phase({ done: 20000, endedAt: 3210 }), 'en')).toBe('reading assets: 20,000 files in 3.2 s');
    expect(formatEnded(phase({ id: 'routing', done: 1, endedAt: 400 }), 'en')).toBe(
      'checking routing: 1 file in 0.4 s',
    );
    expect(formatEnded(phase({ id: 'bundle', endedAt: 7000 }), 'zh-CN')).toBe('打包站点: 7.0 s');
  });

  it('scoped and unknown phase ids', () => {
    expect(phaseLabel('base:assets', 'en')).toBe('base: reading assets');
    expect(phaseLabel('import', 'en')).toBe('importing');
    expect(phaseLabel('lsp:index', 'zh-CN')).toBe('lsp: 索引工作区');
    expect(phaseLabel('frobnicate', 'en')).toBe('frobnicate');
  });

  it('durations and sizes', () => {
    expect(formatDuration(450)).toBe('0.5 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
    expect(formatDuration(3_725_000)).toBe('1 h 02 min');
    expect(formatBytes(412 * 1024 * 1024)).toBe('412 MiB');
    expect(formatBytes(1.5 * 1024 * 1024 * 1024)).toBe('1.5 GiB');
  });

  it('--timings: one row per phase and the total, aligned (CJK counts two cells)', () => {
    const mib = 1024 * 1024;
    const rows = timingsTable(
      [
        phase({ done: 20000, total: 20000, endedAt: 3210, peakRss: 412 * mib }),
        phase({ id: 'routing', done: 1, total: 1, startedAt: 1000, endedAt: 1120, peakRss: 98 * mib }),
      ],
      { elapsedMs: 3400, peakRss: 420 * mib },
      'en',
    );
    expect(rows).toEqual([
      'phase              time  peak memory  count',
      'reading assets    3.2 s      412 MiB  20,000 files',
      'checking routing  0.1 s       98 MiB  1 file',
      'total             3.4 s      420 MiB',
    ]);
    const zh = timingsTable(
      [phase({ done: 2, endedAt: 1000, peakRss: mib })],
      { elapsedMs: 1000, peakRss: mib },
      'zh-CN',
    );
    expect(zh[1]).toBe('读取资产  1.0 s     1 MiB  2 个文件');
  });
});
