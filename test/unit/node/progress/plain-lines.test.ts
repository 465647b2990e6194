/**
 * Progress in CI logs and pipes: nothing for a run under the delay, a line per phase, and at most
 * one count line per interval (driven by a fake clock: no test waits 10 s).
 */
import { describe, expect, it } from 'vitest';
import { plainLines } from '../../../../src/node/progress/plain-lines.js';
import { fakeRun } from './fake.js';

function logged(delayMs = 1000, intervalMs = 10_000) {
  const run = fakeRun();
  const lines: string[] = [];
  const out = plainLines(run.tracker, {
    write: (t) => lines.push(t),
    prefix: 'rp-assets validate: ',
    locale: 'en',
    delayMs,
    intervalMs,
  });
  return { ...run, lines, out };
}

describe('plain progress lines', () => {
  it('print nothing for a run that ends within the delay', () => {
    const { tracker, tick, lines, out } = logged();
    const p = tracker.start('assets', 'files', 100);
    tick(900);
    p.advance(100);
    tracker.refresh();
    p.end();
    out.close();
    expect(lines).toEqual([]);
  });

  it('a line per phase, and at most one count line per interval', () => {
    const { tracker, tick, lines, out } = logged(1000, 10_000);
    const assets = tracker.start('assets', 'files', 20_000);
    tick(1000);
    tracker.refresh(); // the delay is over: the running phase is named
    for (let s = 0; s < 25; s++) {
      assets.advance(800);
      tick(1000);
      tracker.refresh();
    }
    assets.end();
    const routing = tracker.start('routing', 'files', 1);
    tick(300);
    routing.advance();
    routing.end();
    out.close();
    expect(lines).toEqual([
      'rp-assets validate: reading assets…\n',
      'rp-assets validate: reading assets 8,000/20,000 files · 800/s · about 15.0 s left\n',
      'rp-assets validate: reading assets 16,000/20,000 files · 800/s · about 5.0 s left\n',
      'rp-assets validate: reading assets: 20,000 files in 26.0 s\n',
      'rp-assets validate: checking routing…\n',
      'rp-assets validate: checking routing: 1 file in 0.3 s\n',
    ]);
  });

  it('says nothing more once closed', () => {
    const { tracker, tick, lines, out } = logged(0, 10);
    const p = tracker.start('pages', 'pages', null);
    out.close();
    tick(100);
    p.advance();
    tracker.refresh();
    p.end();
    expect(lines).toEqual(['rp-assets validate: rendering pages…\n']);
  });
});
