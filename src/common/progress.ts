/**
 * How far long work is, in the core's terms: a phase (a stable id such as `assets`), how many units
 * of it are done, of how many (when known), and what a unit is (`files`, `pages`, ...). The core
 * only counts. A face decides what to show and when: a live line in a terminal, a plain line per
 * phase and now and then in CI logs, collapsible groups in the Action, work-done progress in an
 * editor; and nothing for work that ends within about a second. No clock, console or process here.
 * Reference: docs/cli.md "Progress".
 *
 * Usage in a long command (the importer, the language server's first indexing, ...):
 *
 *     const phase = progress.start('import', 'entries', entries.length);
 *     for (const e of entries) { write(e); phase.advance(); }
 *     phase.end();
 *
 * or `withPhase(progress, 'import', 'entries', entries.length, async (phase) => ...)`, which ends
 * the phase when the work throws too. Callers that are not asked for progress pass nothing and get
 * `NO_PROGRESS`.
 */

/** One phase under way. */
export interface PhaseProgress {
  /** `count` more units are done (default 1). */
  advance(count?: number): void;
  /** The number of units became known, or grew (a folder walk finds more files). */
  setTotal(total: number): void;
  /** The phase is over. Calling it again does nothing. */
  end(): void;
}

/** What long work reports to. Phases may overlap (the routing check runs while entries load). */
export interface Progress {
  /**
   * A phase starts. `phase` is a stable kebab-case id (faces may show a label for it); `unit` names
   * what is counted, plural (`files`, `entries`, `pages`, `probes`); `total` is the number of units
   * when known, else null (then `setTotal` when it is).
   */
  start(phase: string, unit: string, total?: number | null): PhaseProgress;
}

const NO_PHASE: PhaseProgress = {
  advance: () => {},
  setTotal: () => {},
  end: () => {},
};

/** The default: counts go nowhere. */
export const NO_PROGRESS: Progress = { start: () => NO_PHASE };

/** Run `work` as one phase, ended however it settles. */
export async function withPhase<T>(
  progress: Progress,
  phase: string,
  unit: string,
  total: number | null,
  work: (phase: PhaseProgress) => Promise<T>,
): Promise<T> {
  const p = progress.start(phase, unit, total);
  try {
    return await work(p);
  } finally {
    p.end();
  }
}

/**
 * The same reporter with every phase id prefixed by `scope` and a colon (`base:assets`), for a
 * command that runs one pipeline more than once (`diff` loads both sides).
 */
export function scopedProgress(progress: Progress, scope: string): Progress {
  return { start: (phase, unit, total) => progress.start(`${scope}:${phase}`, unit, total) };
}
