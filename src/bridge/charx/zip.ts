/**
 * CHARX (Character Card V3): a zip with `card.json` at its root and assets under `assets/`;
 * RisuAI's usual export puts the card's JPEG in front of the zip (still a valid zip: its central
 * directory at the end says where the zip starts). Read with fflate's streaming unzip, fed in
 * small slices so that no step can inflate more than a bounded amount before the running total
 * is checked: a zip bomb stops at the limit.
 */
import { Unzip, UnzipInflate } from 'fflate';
import type { UnzipFile } from 'fflate';
import { BridgeInputError } from '../shared/errors.js';

/** What a CHARX may inflate to, all files read together. */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
const SLICE = 16 * 1024;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

const u32 = (b: Uint8Array, at: number): number =>
  at >= 0 && at + 4 <= b.length
    ? ((b[at] as number) |
        ((b[at + 1] as number) << 8) |
        ((b[at + 2] as number) << 16) |
        ((b[at + 3] as number) << 24)) >>>
      0
    : -1;

/**
 * The zip inside `bytes` and what comes before it (RisuAI's JPEG), or null when there is none.
 * The last end-of-directory record says where the central directory is and how big; its first
 * entry says where the first file's local header is, counted from the zip's start (a zip
 * appended as it was) or from the file's (a writer that counted the prefix in). The zip is read
 * from that local header on, so the prefix is whatever comes before it.
 */
export function findZip(bytes: Uint8Array): { readonly zip: Uint8Array; readonly prefix: Uint8Array } | null {
  if (u32(bytes, 0) === LOCAL_HEADER) return { zip: bytes, prefix: bytes.subarray(0, 0) };
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (u32(bytes, at) !== END_OF_DIRECTORY) continue;
    const directory = at - u32(bytes, at + 12);
    if (u32(bytes, directory) !== CENTRAL_HEADER) return null;
    const firstLocal = u32(bytes, directory + 42);
    for (const zipStart of [directory - u32(bytes, at + 16), 0]) {
      const local = zipStart + firstLocal;
      if (local > 0 && u32(bytes, local) === LOCAL_HEADER)
        return { zip: bytes.subarray(local), prefix: bytes.subarray(0, local) };
    }
    return null;
  }
  return null;
}

/** Every file of the zip (folders left out), by path; a BridgeInputError past `limit` inflated bytes. */
export function readCharx(bytes: Uint8Array, limit = MAX_UNZIPPED_BYTES): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let bomb = false;
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name.endsWith('/')) return;
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
