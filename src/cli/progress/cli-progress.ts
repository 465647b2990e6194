/**
 * How a command shows its progress (docs/cli.md, "Progress"), on stderr only, so stdout (a report,
 * `--format json`, a pipe) is the same with and without it:
 * - stderr a terminal (and TERM not `dumb`, and no `CI` variable): a live line (live-line.ts);
 * - otherwise (CI logs, pipes, TERM=dumb): plain lines, one per phase and at most one every 10 s;
 * - `--quiet`: neither. `--timings`: the time and peak memory per phase at the end.
 * Nothing is shown for a run that ends within a second. `RP_ASSETS_PROGRESS_DELAY` and
 * `RP_ASSETS_PROGRESS_INTERVAL` (milliseconds) change that second and those 10 s.
 */
import type { Locale } from '../../diagnostics/define.js';
import type { Progress } from '../../common/progress.js';
import { plainLines } from '../../node/progress/plain-lines.js';
import type { ProgressOutput } from '../../node/progress/plain-lines.js';
import { ProgressTracker } from '../../node/progress/tracker.js';
import type { CliIo } from '../io.js';

/** The options every long command takes (node:util parseArgs config). */
export const PROGRESS_OPTIONS = {
  quiet: { type: 'boolean', short: 'q' },
  timings: { type: 'boolean' },
} as const;

export const PROGRESS_HELP = `  -q, --quiet             no progress on stderr (a live line in a terminal, else a line per
                          phase and every 10 s); nothing is shown for work under a second
  --timings               print the time and peak memory of each phase at the end (stderr)`;

export interface CliProgress {
  readonly progress: Progress;
  /** Takes the progress off the screen (before the command writes its result). Idempotent. */
  stop(): void;
  /** `stop`, then the `--timings` table when asked. Idempotent. */
  finish(): Promise<void>;
}

export interface CliProgressOptions {
  readonly quiet: boolean;
  readonly timings: boolean;
  readonly locale: Locale;
}

function milliseconds(value: string | undefined, fallback: number): number {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Whether a line can be redrawn: stderr a terminal that is not `dumb`, and not a CI job. */
export function canRedraw(io: CliIo): boolean {
  return io.stderrTerminal !== undefined && io.env.TERM !== 'dumb' && io.env.CI === undefined;
}

/** How old a run must be before anything is shown (`RP_ASSETS_PROGRESS_DELAY` overrides it), ms. */
export const PROGRESS_DELAY_MS = 1000;
/** The least time between two count lines of the plain output (`RP_ASSETS_PROGRESS_INTERVAL`), ms. */
export const PROGRESS_INTERVAL_MS = 10_000;

/**
 * The live line (yocto-spinner, string-width) and the timings table (string-width) are loaded only
 * when they are used: a run in a pipe or a CI log loads neither (string-width alone costs about as
 * much CPU to load as counting 50,000 files).
 */
export async function startCliProgress(io: CliIo, command: string, options: CliProgressOptions): Promise<CliProgress> {
  const tracker = new ProgressTracker();
  const delayMs = milliseconds(io.env.RP_ASSETS_PROGRESS_DELAY, PROGRESS_DELAY_MS);
  let output: ProgressOutput | null = null;
  if (!options.quiet) {
    const terminal = canRedraw(io) ? io.stderrTerminal : undefined;
    output =
      terminal !== undefined
        ? (await import('./live-line.js')).liveLine(tracker, { stream: terminal, locale: options.locale, delayMs })
        : plainLines(tracker, {
            write: (text) => io.stderr(text),
            prefix: `rp-assets ${command}: `,
            locale: options.locale,
            delayMs,
            intervalMs: milliseconds(io.env.RP_ASSETS_PROGRESS_INTERVAL, PROGRESS_INTERVAL_MS),
          });
  }
  // --timings needs memory samples even when nothing is drawn
  const sampler = options.timings && output === null ? setInterval(() => tracker.sample(), 100) : null;
  sampler?.unref();
  let stopped = false;
  let finished = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    output?.close();
    if (sampler !== null) clearInterval(sampler);
  };
  return {
    progress: tracker,
    stop,
    finish: async () => {
      stop();
      if (finished || !options.timings) return;
      finished = true;
      const { timingsTable } = await import('../../node/progress/timings.js');
      const run = { elapsedMs: tracker.now() - tracker.startedAt, peakRss: process.resourceUsage().maxRSS * 1024 };
      const lines = timingsTable(tracker.phases, run, options.locale);
      io.stderr(`rp-assets ${command}: timings\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
    },
  };
}
