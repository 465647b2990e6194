/**
 * A fingerprint of a diagnostic that survives line moves: code + file + what identifies the
 * problem (the diagnostic's `key`, else its English message, which never contains a position).
 * Used by SARIF `partialFingerprints` and by the Action's `filter-mode: new` baseline.
 * FNV-1a 64-bit over UTF-8: pure, browser-safe, no node:crypto.
 */
import type { Diagnostic, MessageData } from './define.js';
import { lookupCode } from './registry.js';
import { renderDiagnostic } from './render.js';

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

function stableData(data: MessageData): string {
  return JSON.stringify(
    Object.keys(data)
      .sort()
      .map((k) => [k, data[k]]),
  );
}

/** What identifies the problem apart from where it is. */
function identity(d: Diagnostic): string {
  if (d.key !== undefined) return d.key;
  if (lookupCode(d.code) === undefined) return stableData(d.data);
  return renderDiagnostic(d, 'en').message;
}

export function fingerprint(d: Diagnostic): string {
  return fnv1a64([d.code, d.file ?? '', identity(d)].join('\u0000'));
}
