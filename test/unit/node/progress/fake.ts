/** A tracker on a clock and a memory probe the test moves by hand. */
import { ProgressTracker } from '../../../../src/node/progress/tracker.js';

export interface FakeRun {
  readonly tracker: ProgressTracker;
  /** Moves the clock forward by `ms`. */
  readonly tick: (ms: number) => void;
  /** Sets what the memory probe reads next (bytes). */
  readonly setRss: (bytes: number) => void;
}

export function fakeRun(refreshMs = 100): FakeRun {
  let now = 0;
  let rss = 100 * 1024 * 1024;
  const tracker = new ProgressTracker({ now: () => now, rss: () => rss, refreshMs });
  return { tracker, tick: (ms) => void (now += ms), setRss: (b) => void (rss = b) };
}
