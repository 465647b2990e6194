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
}

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

  /** Samples memory and refreshes the views (a view's timer calls it too). */
  refresh(): void {
    this.lastRefresh = this.now();
    this.sample();
    for (const v of this.views) v.refresh?.();
  }

  start(id: string, unit: string, total: number | null = null): PhaseProgress {
    const startedAt = this.now();
    const rec: MutablePhase = { id, unit, done: 0, total, startedAt, firstDoneAt: null, endedAt: null, peakRss: 0 };
    this.records.push(rec);
    this.sample();
    for (const v of this.views) v.phaseStarted?.(rec);
    return {
      advance: (count = 1) => {
        if (rec.firstDoneAt === null) rec.firstDoneAt = this.now();
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
