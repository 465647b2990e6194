/**
 * Progress where no line can be redrawn (CI logs, pipes, TERM=dumb): nothing for a run that ends
 * within `delayMs`; then a line when a phase starts and when it ends, and at most one line every
 * `intervalMs` with the counts of the running phases, so a log shows where a long run is.
 */
import type { Locale } from '../../diagnostics/define.js';
import { phaseLabel } from './labels.js';
import { formatEnded, formatRunning } from './format.js';
import type { PhaseRecord, ProgressTracker, ProgressView } from './tracker.js';

export interface PlainLinesOptions {
  /** Writes one line (the text ends with a newline). */
  readonly write: (text: string) => void;
  /** Put before each line, e.g. `rp-assets validate: `. */
  readonly prefix: string;
  readonly locale: Locale;
  /** Nothing is written before the run is this old. Default 1,000 ms. */
  readonly delayMs?: number;
  /** At most one count line this often. Default 10,000 ms. */
  readonly intervalMs?: number;
}

export interface ProgressOutput {
  /** Stops the timers and leaves nothing behind (idempotent). */
  close(): void;
}

export function plainLines(tracker: ProgressTracker, options: PlainLinesOptions): ProgressOutput {
  const { write, prefix, locale } = options;
  const delayMs = options.delayMs ?? 1000;
  const intervalMs = options.intervalMs ?? 10_000;
  const announced = new Set<PhaseRecord>();
  let shown = false;
  let lastLine = 0;
  let closed = false;
  const line = (text: string): void => write(`${prefix}${text}\n`);
  const announce = (p: PhaseRecord): void => {
    announced.add(p);
    line(`${phaseLabel(p.id, locale)}…`);
  };
  /** Shows the run once it is `delayMs` old, with every phase then running; true when it did now. */
  const reveal = (): boolean => {
    if (shown || closed || tracker.now() - tracker.startedAt < delayMs) return false;
    shown = true;
    lastLine = tracker.now();
    for (const p of tracker.running()) announce(p);
    return true;
  };
  const view: ProgressView = {
    phaseStarted: (p) => {
      if (!reveal() && shown && !closed) announce(p);
    },
    phaseEnded: (p) => {
      if (!closed && announced.has(p)) line(formatEnded(p, locale));
    },
    refresh: () => {
      reveal();
      const now = tracker.now();
      if (!shown || closed || now - lastLine < intervalMs) return;
      const running = tracker.running();
      if (running.length === 0) return;
      lastLine = now;
      line(running.map((p) => formatRunning(p, now, locale)).join('; '));
    },
  };
  tracker.addView(view);
  // Timers of their own, so a line comes even while no work advances; unref'd: they never keep
  // the process alive.
  const tick = setInterval(() => tracker.refresh(), Math.max(10, Math.min(intervalMs, delayMs, 1000)));
  tick.unref();
  return {
    close: () => {
      closed = true;
      clearInterval(tick);
    },
  };
}
