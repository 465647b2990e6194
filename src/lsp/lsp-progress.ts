/**
 * The core's `Progress` (src/common/progress.ts) shown as LSP work-done progress, as the CLI shows it
 * as a terminal line: the faces' tracker (src/node/progress/tracker.ts) records the phases, and
 * this view sends a `report` when a phase starts, at most every `refreshMs` while it advances, and
 * when it ends, each with the phase's words and counts (`reading assets 1,234/10,000 files`, the
 * CLI's) and a percentage that never goes down (a growing total would lower it; LSP wants it
 * rising). The caller sends `begin` and `done`.
 */
import type { WorkDoneProgressReporter } from 'vscode-languageserver';
import type { Locale } from '../common/locale.js';
import type { Progress } from '../common/progress.js';
import { formatDone } from '../node/progress/format.js';
import { phaseLabel } from '../node/progress/labels.js';
import { ProgressTracker } from '../node/progress/tracker.js';
import type { PhaseRecord, TrackerOptions } from '../node/progress/tracker.js';

/** `reading assets 1,234/10,000 files`, or the label alone before anything is counted. */
function phaseMessage(p: PhaseRecord, locale: Locale): string {
  const done = formatDone(p, locale);
  return done === '' ? phaseLabel(p.id, locale) : `${phaseLabel(p.id, locale)} ${done}`;
}

export function workDoneProgress(
  reporter: WorkDoneProgressReporter,
  locale: Locale,
  options: TrackerOptions = {},
): Progress {
  const tracker = new ProgressTracker({ rss: () => 0, ...options });
  let percentage = 0;
  const send = (p: PhaseRecord): void => {
    // the first phase (the assets) is the bulk of an indexing: its share of files done
    const first = tracker.phases[0];
    if (first === p && p.total !== null && p.total > 0)
      percentage = Math.max(percentage, Math.floor((100 * Math.min(p.done, p.total)) / p.total));
    reporter.report(percentage, phaseMessage(p, locale));
  };
  tracker.addView({
    phaseStarted: send,
    phaseEnded: send,
    refresh: () => {
      const running = tracker.running();
      const last = running[running.length - 1];
      if (last !== undefined) send(last);
    },
  });
  return tracker;
}
