/**
 * The words of progress, shared by the faces: a phase's counts with its rate and the time left,
 * a duration, a memory size. Pure functions of a `PhaseRecord` and the time.
 */
import type { Locale } from '../../diagnostics/define.js';
import type { PhaseRecord } from './tracker.js';
import { phaseLabel, unitLabel } from './labels.js';

const WORDS = {
  en: { perSecond: '/s', left: (t: string) => `about ${t} left`, done: (c: string, t: string) => `${c} in ${t}` },
  'zh-CN': { perSecond: '/秒', left: (t: string) => `约剩 ${t}`, done: (c: string, t: string) => `${c}，用时 ${t}` },
} as const;

/** A rate or an estimate needs this much of a phase behind it to mean anything. */
const MIN_MEASURED_MS = 500;
/** The share of a phase done before its time left is shown: earlier, the rate says little about the rest. */
const MIN_SHARE_FOR_ESTIMATE = 0.2;

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** `0.4 s`, `12.3 s`, `2 min 05 s`, `1 h 02 min`. */
export function formatDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(whole / 3600)} h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')} min`;
}

/** `512 MiB`, `1.2 GiB`. */
export function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib < 1024 ? `${Math.round(mib)} MiB` : `${(mib / 1024).toFixed(1)} GiB`;
}

/** `1,234/20,000 files` or `1,234 files` (no total yet), or empty when nothing is counted yet and no total is known. */
export function formatDone(p: PhaseRecord, locale: Locale): string {
  const unit = unitLabel(p.unit, locale, p.total ?? p.done);
  if (p.total !== null) return `${formatCount(p.done)}/${formatCount(p.total)} ${unit}`;
  return p.done > 0 ? `${formatCount(p.done)} ${unit}` : '';
}

/**
 * One running phase: `reading assets 1,234/20,000 files · 3,210/s · about 6 s left`; without
 * counts, its time so far (`bundling the site · 4.2 s`).
 */
export function formatRunning(p: PhaseRecord, now: number, locale: Locale): string {
  const w = WORDS[locale];
  const parts = [phaseLabel(p.id, locale)];
  const done = formatDone(p, locale);
  const elapsed = now - p.startedAt;
  // the rate from the first unit done: a phase may take a while to find its work (Astro lists
  // every page before it renders the first)
  const counting = p.firstDoneAt === null ? 0 : now - p.firstDoneAt;
  if (done === '') {
    parts.push(formatDuration(elapsed));
    return parts.join(' · ');
  }
  parts[0] = `${parts[0]} ${done}`;
  if (counting < MIN_MEASURED_MS || p.done === 0) {
    parts.push(formatDuration(elapsed));
    return parts.join(' · ');
  }
  // the rate of the last moments (tracker.ts, RATE_WINDOW_MS): a phase whose units get faster or
  // slower is estimated from what it does now, not from its start
  const since = p.recent !== null && now - p.recent.at >= MIN_MEASURED_MS ? p.recent : null;
  const rate =
    since === null ? (p.done * 1000) / counting : ((p.done - since.done) * 1000) / Math.max(1, now - since.at);
  parts.push(`${formatCount(rate)}${w.perSecond}`);
  const share = p.total === null || p.total === 0 ? 0 : p.done / p.total;
  if (share < MIN_SHARE_FOR_ESTIMATE || rate <= 0 || p.total === null) return parts.join(' · ');
  const leftMs = ((p.total - p.done) / rate) * 1000;
  if (leftMs >= 1000) parts.push(w.left(formatDuration(leftMs)));
  return parts.join(' · ');
}

/** A finished phase: `reading assets: 20,000 files in 3.2 s`. */
export function formatEnded(p: PhaseRecord, locale: Locale): string {
  const time = formatDuration((p.endedAt ?? p.startedAt) - p.startedAt);
  const counted = p.done > 0 ? `${formatCount(p.done)} ${unitLabel(p.unit, locale, p.done)}` : '';
  return `${phaseLabel(p.id, locale)}: ${counted === '' ? time : WORDS[locale].done(counted, time)}`;
}
