/**
 * `--timings`: the time and peak memory of each phase, and of the whole run, as a table (the
 * figures the benchmarks measure, for anyone's own repository). Peak memory of a phase is the
 * largest resident set size sampled while it ran (at its start and end and about every 100 ms);
 * the run's is the process's own peak (`process.resourceUsage().maxRSS`).
 */
import stringWidth from 'string-width';
import type { Locale } from '../../diagnostics/define.js';
import { phaseLabel, unitLabel } from './labels.js';
import { formatBytes, formatCount, formatDuration } from './format.js';
import type { PhaseRecord } from './tracker.js';

const HEAD = {
  en: ['phase', 'time', 'peak memory', 'count'],
  'zh-CN': ['阶段', '用时', '内存峰值', '数量'],
} as const;
const TOTAL = { en: 'total', 'zh-CN': '合计' } as const;

export interface RunTotals {
  readonly elapsedMs: number;
  /** Bytes. */
  readonly peakRss: number;
}

function pad(text: string, width: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, width - stringWidth(text)));
  return right ? fill + text : text + fill;
}

/** The table's lines (no trailing newline). Phases in the order they started. */
export function timingsTable(phases: readonly PhaseRecord[], run: RunTotals, locale: Locale): string[] {
  const rows: string[][] = phases.map((p) => [
    phaseLabel(p.id, locale),
    formatDuration((p.endedAt ?? p.startedAt) - p.startedAt),
    formatBytes(p.peakRss),
    p.done > 0 ? `${formatCount(p.done)} ${unitLabel(p.unit, locale, p.done)}` : '',
  ]);
  rows.push([TOTAL[locale], formatDuration(run.elapsedMs), formatBytes(run.peakRss), '']);
  const all = [[...HEAD[locale]], ...rows];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...all.map((r) => stringWidth(r[i] ?? ''))));
  return all.map((r) =>
    r
      .map((cell, i) => pad(cell, widths[i] ?? 0, i === 1 || i === 2))
      .join('  ')
      .trimEnd(),
  );
}
