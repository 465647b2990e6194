/**
 * A fingerprint of a diagnostic that survives line moves: code + file + what identifies the
 * problem (the diagnostic's `key`, else its English message, which never contains a position).
 * Used by SARIF `partialFingerprints` and by the Action's `filter-mode: new` baseline.
 * FNV-1a 64-bit over UTF-8: pure, browser-safe, no node:crypto.
 */
import type { Diagnostic, MessageData } from './define.js';
import { lookupCode } from './registry.js';
import { renderDiagnostic } from './render.js';

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

/** FNV-1a 64-bit of the UTF-8 bytes of `text`, as 16 hex digits. */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}

function stableData(data: MessageData): string {
  return JSON.stringify(Object.keys(data).sort().map((k) => [k, data[k]]));
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
