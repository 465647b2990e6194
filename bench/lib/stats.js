/** Small statistics and formatting helpers for the benchmark report. */

export function median(values) {
  const v = [...values].sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

export const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const ratio = (r) => `${r.toFixed(2)}x`;
export const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

/** A figure of the report: what, its value as text, the target as text, and whether it is met. */
export function figure(name, value, target = '', ok = null) {
  return { name, value, target, ok };
}
