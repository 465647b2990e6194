/**
 * The Action's progress (docs/action.md, "Progress in the log"): each phase of the run opens a
 * collapsible log group (`::group::rp-assets: reading assets`) holding its start line, a count
 * line at most every 10 s and its end line with the duration (the same plain lines as the CLI in
 * CI); a phase that starts while another's group is open (the routing check beside the files)
 * logs inside that group. The job summary's footer gives what was checked and the time of each
 * phase. Log groups do not nest, so one is open at a time.
 */
import * as core from '@actions/core';
import type { Locale } from '../diagnostics/define.js';
import type { Progress } from '../common/progress.js';
import { formatEnded } from '../node/progress/format.js';
import { phaseLabel } from '../node/progress/labels.js';
import { plainLines } from '../node/progress/plain-lines.js';
import type { PhaseRecord } from '../node/progress/tracker.js';
import { ProgressTracker } from '../node/progress/tracker.js';

export interface ActionProgress {
  readonly progress: Progress;
  /** The footer line of the job summary: each finished phase with its count and time. */
  footer(): string;
  /** Stops the timers; closes a group still open (a failed run). */
  close(): void;
}

/** The log's own calls, injectable for tests. */
export interface GroupLog {
  startGroup(title: string): void;
  endGroup(): void;
  info(line: string): void;
}

const FOOTER = { en: 'Time per phase', 'zh-CN': '各阶段用时' } as const;

export function actionProgress(locale: Locale, log: GroupLog = core, intervalMs = 10_000): ActionProgress {
  const tracker = new ProgressTracker();
  let open: PhaseRecord | null = null;
  tracker.addView({
    phaseStarted: (p) => {
      if (open !== null) return;
      open = p;
      log.startGroup(`rp-assets: ${phaseLabel(p.id, locale)}`);
    },
  });
  // no delay: a log line costs nothing on screen, and the durations are the point here
  const lines = plainLines(tracker, {
    write: (text) => log.info(text.replace(/\n$/, '')),
    prefix: 'rp-assets: ',
    locale,
    delayMs: 0,
    intervalMs,
  });
  tracker.addView({
    phaseEnded: (p) => {
      if (open !== p) return;
      open = null;
      log.endGroup();
    },
  });
  return {
    progress: tracker,
    footer: () => {
      const done = tracker.phases.filter((p) => p.endedAt !== null);
      return done.length === 0 ? '' : `${FOOTER[locale]}: ${done.map((p) => formatEnded(p, locale)).join(' · ')}`;
    },
    close: () => {
      lines.close();
      if (open !== null) log.endGroup();
      open = null;
    },
  };
}
