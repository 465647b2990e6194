/**
 * The faces' side of `Progress` (src/common/progress.ts): records each phase's counts, start and end
 * time and peak memory, and tells its views when a phase starts or ends and, while work advances,
 * at most every `refreshMs`. Views draw (a live terminal line, CI log lines, Action groups); the
 * tracker also calls them from `advance`, so a phase that keeps the thread busy (no timer fires
 * during synchronous work) is still shown moving. The clock and the memory probe are injectable.
 */
import type { PhaseProgress, Progress } from '../../common/progress.js';

/** One phase as recorded. Times are milliseconds on the tracker's clock. */
export interface PhaseRecord {
  readonly id: string;
  readonly unit: string;
  readonly done: number;
  readonly total: number | null;
  readonly startedAt: number;
  /** When the first unit was done (null before). */
  readonly firstDoneAt: number | null;
  /** null while the phase runs. */
  readonly endedAt: number | null;
  /** The largest resident set size seen while the phase ran, in bytes. */
  readonly peakRss: number;
  /**
   * The count at a moment up to `RATE_WINDOW_MS` ago (the oldest the tracker still holds), for
   * the recent rate; null before the first unit.
   */
  readonly recent: { readonly at: number; readonly done: number } | null;
}

/** How far back the rate looks: recent enough to follow a phase whose units get faster or slower. */
export const RATE_WINDOW_MS = 10_000;

export interface ProgressView {
  phaseStarted?(phase: PhaseRecord): void;
  phaseEnded?(phase: PhaseRecord): void;
  /** Counts moved (called at most every `refreshMs`, from `advance` or the view's own timer). */
  refresh?(): void;
}

export interface TrackerOptions {
  /** Milliseconds, monotonic. Default `performance.now`. */
  readonly now?: () => number;
  /** Resident set size in bytes. Default `process.memoryUsage.rss`. */
  readonly rss?: () => number;
  /** How often `advance` may refresh the views (and sample memory). Default 100 ms. */
  readonly refreshMs?: number;
}

interface MutablePhase {
  id: string;
  unit: string;
  done: number;
  total: number | null;
  startedAt: number;
  firstDoneAt: number | null;
  endedAt: number | null;
  peakRss: number;
  /** Counts at the refreshes of the last `RATE_WINDOW_MS`, oldest first. */
  marks: { at: number; done: number }[];
  recent: { at: number; done: number } | null;
}

/** Advances between two looks at the clock: a look costs more than counting. */
const CLOCK_EVERY = 16;

export class ProgressTracker implements Progress {
  readonly now: () => number;
  readonly startedAt: number;
  private readonly rss: () => number;
  private readonly refreshMs: number;
  private readonly records: MutablePhase[] = [];
  private readonly views: ProgressView[] = [];
  private lastRefresh: number;
  private untilClock = CLOCK_EVERY;

  constructor(options: TrackerOptions = {}) {
    this.now = options.now ?? (() => performance.now());
    this.rss = options.rss ?? (() => process.memoryUsage.rss());
    this.refreshMs = options.refreshMs ?? 100;
    this.startedAt = this.now();
    this.lastRefresh = this.startedAt;
  }

  addView(view: ProgressView): void {
    this.views.push(view);
  }

  /** Every phase so far, in the order they started. */
  get phases(): readonly PhaseRecord[] {
    return this.records;
  }

  /** The phases still running, in the order they started. */
  running(): readonly PhaseRecord[] {
    return this.records.filter((p) => p.endedAt === null);
  }

  /** Samples memory into every running phase. */
  sample(): void {
    const rss = this.rss();
    for (const p of this.records) if (p.endedAt === null && rss > p.peakRss) p.peakRss = rss;
  }

  /** Samples memory, marks each running phase's count for its recent rate, and refreshes the views (a view's timer calls it too). */
  refresh(): void {
    const now = (this.lastRefresh = this.now());
    this.sample();
    for (const p of this.records) if (p.endedAt === null && p.firstDoneAt !== null) mark(p, now);
    for (const v of this.views) v.refresh?.();
  }

  start(id: string, unit: string, total: number | null = null): PhaseProgress {
    const startedAt = this.now();
    const rec: MutablePhase = {
      id,
      unit,
      done: 0,
      total,
      startedAt,
      firstDoneAt: null,
      endedAt: null,
      peakRss: 0,
      marks: [],
      recent: null,
    };
    this.records.push(rec);
    this.sample();
    for (const v of this.views) v.phaseStarted?.(rec);
    return {
      advance: (count = 1) => {
        if (rec.firstDoneAt === null) {
          rec.firstDoneAt = this.now();
          mark(rec, rec.firstDoneAt);
        }
        rec.done += count;
        if (--this.untilClock > 0) return;
        this.untilClock = CLOCK_EVERY;
        if (this.now() - this.lastRefresh >= this.refreshMs) this.refresh();
      },
      setTotal: (t) => {
        rec.total = t;
      },
      end: () => {
        if (rec.endedAt !== null) return;
        this.sample();
        rec.endedAt = this.now();
        for (const v of this.views) v.phaseEnded?.(rec);
      },
    };
  }
}

/** Adds a mark of the phase's count at `now` and drops those older than the window, keeping one at its edge. */
function mark(p: MutablePhase, now: number): void {
  p.marks.push({ at: now, done: p.done });
  while (p.marks.length > 2 && (p.marks[1] as { at: number }).at <= now - RATE_WINDOW_MS) p.marks.shift();
  p.recent = p.marks[0] ?? null;
}
