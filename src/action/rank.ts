/**
 * Which reported findings become workflow-command annotations. The runner keeps only 10 of each
 * level per step (50 per job), so findings are ranked — in the diff first, new before old, by
 * severity, then file and line — and cut to the caps and `max-annotations`. When something is left
 * out one notice slot is kept for the overflow notice; nothing is dropped silently.
 */
import type { Severity } from '../diagnostics/define.js';
import type { Finding } from './findings.js';
import { compareText } from '../common/compare.js';

/** The runner's per-level cap per step. */
export const PER_LEVEL_CAP = 10;
/** The documented per-job total. */
export const PER_JOB_CAP = 50;

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, hint: 2 };
const LEVEL: Readonly<Record<Severity, 'error' | 'warning' | 'notice'>> = {
  error: 'error',
  warning: 'warning',
  hint: 'notice',
};

export function compareFindings(a: Finding, b: Finding): number {
  return (
    Number(b.inDiff) - Number(a.inDiff) ||
    Number(b.isNew !== false) - Number(a.isNew !== false) ||
    SEVERITY_RANK[a.d.severity] - SEVERITY_RANK[b.d.severity] ||
    Number(a.d.file === null) - Number(b.d.file === null) ||
    compareText(a.d.file ?? '', b.d.file ?? '') ||
    (a.d.line ?? 0) - (b.d.line ?? 0) ||
    (a.d.column ?? 0) - (b.d.column ?? 0) ||
    compareText(a.d.code, b.d.code) ||
    compareText(a.fingerprint, b.fingerprint)
  );
}

export interface Selection {
  /** Annotated, in emission order. */
  readonly annotated: readonly Finding[];
  /** Reported findings at or above `annotate` that did not get an annotation. */
  readonly omitted: readonly Finding[];
  /** Emit the overflow notice (a slot was kept for it). */
  readonly overflowNotice: boolean;
}

export interface SelectOptions {
  /** Lowest severity turned into annotations. */
  readonly annotate: Severity;
  readonly maxAnnotations: number;
  /** Notices the run itself prints first (fork, fallbacks): they use notice slots. */
  readonly metaNotices: number;
}

export function selectAnnotations(findings: readonly Finding[], o: SelectOptions): Selection {
  const eligible = findings
    .filter((f) => f.reported && SEVERITY_RANK[f.d.severity] <= SEVERITY_RANK[o.annotate])
    .sort(compareFindings);
  const total = Math.min(o.maxAnnotations, PER_JOB_CAP) - o.metaNotices;
  const used = { error: 0, warning: 0, notice: o.metaNotices };
  const fits = (level: 'error' | 'warning' | 'notice', count: number, budget: number, noticeReserve: number): boolean =>
    count < budget && used[level] < PER_LEVEL_CAP - (level === 'notice' ? noticeReserve : 0);

  /** Take findings in rank order while their level and the total have room; `reserve` keeps a notice slot. */
  const pick = (reserve: number): Finding[] => {
    used.error = 0;
    used.warning = 0;
    used.notice = o.metaNotices;
    const out: Finding[] = [];
    const budget = total - reserve;
    for (const f of eligible) {
      const level = LEVEL[f.d.severity];
      if (!fits(level, out.length, budget, reserve)) continue;
      used[level]++;
      out.push(f);
    }
    return out;
  };
  let annotated = pick(0);
  let overflowNotice = false;
  if (annotated.length < eligible.length && total >= 1 && o.metaNotices < PER_LEVEL_CAP) {
    annotated = pick(1);
    overflowNotice = true;
  }
  const chosen = new Set(annotated);
  return { annotated, omitted: eligible.filter((f) => !chosen.has(f)), overflowNotice };
}
