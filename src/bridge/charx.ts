/**
 * CHARX (Character Card V3): a zip with `card.json` at its root and assets under `assets/`.
 * Read with fflate's streaming unzip, fed in small slices so that no step can inflate more than
 * a bounded amount before the running total is checked: a zip bomb stops at the limit.
 */
import { Unzip, UnzipInflate } from 'fflate';
import type { UnzipFile } from 'fflate';
import { BridgeInputError } from './errors.js';

/** What a CHARX may inflate to, all files read together. */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
const SLICE = 16 * 1024;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** `card.json` and the image files under `assets/` (for the avatar), by path. */
export function readCharx(bytes: Uint8Array, limit = MAX_UNZIPPED_BYTES): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let bomb = false;
  const wanted = (name: string) => name === 'card.json' || /^assets\/[^]*\.(png|jpe?g|webp)$/i.test(name);
  const unzip = new Unzip((file: UnzipFile) => {
    if (!wanted(file.name)) return;
    const parts: Uint8Array[] = [];
    file.ondata = (err, data, final) => {
      if (err) throw new BridgeInputError(`CHARX entry ${file.name} cannot be inflated (${err.message})`);
      total += data.length;
      if (total > limit) {
        bomb = true;
        file.terminate();
        return;
      }
      parts.push(data);
      if (final) files.set(file.name, concat(parts));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !bomb; at += SLICE)
      unzip.push(bytes.subarray(at, Math.min(bytes.length, at + SLICE)), at + SLICE >= bytes.length);
  } catch (e) {
    if (e instanceof BridgeInputError) throw e;
    throw new BridgeInputError(`not a readable zip file (${(e as Error).message})`);
  }
  if (bomb) throw new BridgeInputError(`CHARX inflates to more than ${limit / 1024 / 1024} MiB (a zip bomb?); refused`);
  if (!files.has('card.json')) throw new BridgeInputError('CHARX has no card.json at its root');
  return files;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
