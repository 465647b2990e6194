/**
 * A fingerprint of a diagnostic that survives line moves and rewordings: code + file + what
 * identifies the problem (the diagnostic's `key`, else its data: ids, key names, values), never
 * the rendered message or its locale, and no position (`line`, `column` fields are left out).
 * Used by SARIF `partialFingerprints` and by the Action's `filter-mode: new` baseline.
 * FNV-1a 64-bit over UTF-8: pure, browser-safe, no node:crypto.
 */
import type { Diagnostic, MessageData } from './define.js';

/**
 * FNV-1a 64-bit of the UTF-8 bytes of `text`, as 16 hex digits. Computed on two 32-bit halves
 * (prime 2^40 + 0x1b3: multiply by 0x1b3, add the value shifted left by 40), no BigInt.
 */
export function fnv1a64(text: string): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (const byte of new TextEncoder().encode(text)) {
    lo = (lo ^ byte) >>> 0;
    const low = lo * 0x1b3;
    const carry = Math.floor(low / 0x100000000);
    hi = (hi * 0x1b3 + carry + ((lo << 8) >>> 0)) % 0x100000000;
    lo = low >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** Data fields that hold a position: a line move must not change the fingerprint. */
const POSITION = new Set(['line', 'column', 'endLine', 'endColumn', 'offset']);

function stableData(data: MessageData): string {
  return JSON.stringify(
    Object.keys(data)
      .filter((k) => !POSITION.has(k))
      .sort()
      .map((k) => [k, data[k]]),
  );
}

/** What identifies the problem apart from where it is. */
function identity(d: Diagnostic): string {
  return d.key ?? stableData(d.data);
}

export function fingerprint(d: Diagnostic): string {
  return fnv1a64([d.code, d.file ?? '', identity(d)].join('\u0000'));
}
