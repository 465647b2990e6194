/**
 * Progress in a terminal: one live line on stderr, redrawn in place by yocto-spinner (a spinner
 * frame, then the running phase's counts, rate and time left), nothing for a run that ends within
 * `delayMs`, and cleared when the run ends, so the terminal keeps only the report.
 * yocto-spinner also hides the cursor while it draws and restores it on Ctrl-C.
 */
import type { WriteStream } from 'node:tty';
import stringWidth from 'string-width';
import yoctoSpinner from 'yocto-spinner';
import type { Spinner } from 'yocto-spinner';
import type { Locale } from '../../diagnostics/define.js';
import { formatRunning } from '../../node/progress/format.js';
import type { ProgressOutput } from '../../node/progress/plain-lines.js';
import type { PhaseRecord, ProgressTracker } from '../../node/progress/tracker.js';

export interface LiveLineOptions {
  readonly stream: WriteStream;
  readonly locale: Locale;
  /** Nothing is drawn before the run is this old. Default 1,000 ms. */
  readonly delayMs?: number;
}

/** How often the counts are redrawn (the spinner animates on its own 80 ms timer). */
const REDRAW_MS = 100;

/** `text` cut to `columns` display cells (a CJK character takes two), with an ellipsis. */
export function fitWidth(text: string, columns: number): string {
  if (stringWidth(text) <= columns) return text;
  let out = '';
  for (const ch of text) {
    if (stringWidth(`${out}${ch}…`) > columns) break;
    out += ch;
  }
  return `${out}…`;
}

/**
 * The line's text: every running phase, the newest first (it is the one moving; a cut line keeps
 * it), fitted to the terminal's width less the spinner frame, its space and one cell that keeps
 * the cursor off the last column.
 */
export function liveText(running: readonly PhaseRecord[], now: number, locale: Locale, columns: number): string {
  const all = [...running].reverse().map((p) => formatRunning(p, now, locale));
  return fitWidth(all.join(' | '), Math.max(10, columns - 3));
}

export function liveLine(tracker: ProgressTracker, options: LiveLineOptions): ProgressOutput {
  const { stream, locale } = options;
  const delayMs = options.delayMs ?? 1000;
  let spinner: Spinner | null = null;
  let closed = false;
  let text = '';
  const current = (): string => {
    const running = tracker.running();
    return running.length === 0 ? text : liveText(running, tracker.now(), locale, stream.columns || 80);
  };
  const draw = (): void => {
    if (closed) return;
    if (spinner === null) {
      if (tracker.now() - tracker.startedAt < delayMs || tracker.running().length === 0) return;
      text = current();
      spinner = yoctoSpinner({ text, stream }).start();
      return;
    }
    const next = current();
    if (next !== text) spinner.text = text = next;
  };
  tracker.addView({ phaseStarted: draw, phaseEnded: draw, refresh: draw });
  const tick = setInterval(() => tracker.refresh(), REDRAW_MS);
  tick.unref();
  return {
    close: () => {
      if (closed) return;
      closed = true;
      clearInterval(tick);
      spinner?.stop();
    },
  };
}
