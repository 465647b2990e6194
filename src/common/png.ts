/**
 * PNG chunks, read and written with their CRC checked (PNG specification, section 5): the avatars
 * the loader checks (image-check.ts) and the cards the bridge reads and writes, which live in
 * `tEXt` chunks named `chara` (V2) and `ccv3` (V3): keyword, NUL, Latin-1 text, which for cards is
 * base64. Our own small reader: the registry's PNG chunk packages are unmaintained.
 */

/** Why a PNG cannot be read: one sentence, with the byte where it went wrong. */
export class PngError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PngError';
  }
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

export interface PngChunk {
  readonly type: string;
  readonly data: Uint8Array;
  /** The CRC read with the chunk (checked); `writePng` reuses it instead of computing it again. */
  readonly crc?: number;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * CRC-32 of the parts one after another. An indexed loop: `for…of` over a typed array runs the
 * iterator protocol per byte, 6× slower on a 60 MB avatar (issue 42 I7; docs/performance.md).
 */
export function crc32(parts: readonly Uint8Array[]): number {
  let c = 0xffffffff;
  for (const bytes of parts)
    for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Bytes as Latin-1 text, a slice at a time (a spread of a long array overflows the stack). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/** A `tEXt` keyword is 1 to 79 Latin-1 bytes (PNG specification, 11.3.4.3). */
const MAX_KEYWORD = 79;

/** Every chunk in order, up to and including IEND; a bad length, CRC or a missing IEND is refused. */
export function readPngChunks(bytes: Uint8Array): PngChunk[] {
  if (!isPng(bytes)) throw new PngError('not a PNG file (the signature is missing)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new PngError(`PNG truncated inside a chunk header at byte ${at}`);
    const length = view.getUint32(at);
    const typeBytes = bytes.subarray(at + 4, at + 8);
    const type = latin1(typeBytes);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new PngError(`PNG chunk at byte ${at} has an invalid type`);
    if (at + 12 + length > bytes.length)
      throw new PngError(`PNG truncated: chunk ${type} at byte ${at} runs past the end of the file`);
    const data = bytes.subarray(at + 8, at + 8 + length);
    const crc = view.getUint32(at + 8 + length);
    if (crc !== crc32([typeBytes, data]))
      throw new PngError(`PNG chunk ${type} at byte ${at} fails its CRC check (the file is damaged)`);
    chunks.push({ type, data, crc });
    at += 12 + length;
    if (type === 'IEND') return chunks;
  }
  throw new PngError('PNG truncated: no IEND chunk');
}

export function writePng(chunks: readonly PngChunk[]): Uint8Array {
  const size = 8 + chunks.reduce((n, c) => n + 12 + c.data.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(PNG_SIGNATURE, 0);
  let at = 8;
  for (const c of chunks) {
    const typeBytes = Uint8Array.from(c.type, (ch) => ch.charCodeAt(0));
    view.setUint32(at, c.data.length);
    out.set(typeBytes, at + 4);
    out.set(c.data, at + 8);
    view.setUint32(at + 8 + c.data.length, c.crc ?? crc32([typeBytes, c.data]));
    at += 12 + c.data.length;
  }
  return out;
}

/** A `tEXt` chunk's keyword and text (Latin-1), or null when it is not one (no keyword of 1 to 79 bytes). */
export function readTextChunk(chunk: PngChunk): { keyword: string; text: string } | null {
  if (chunk.type !== 'tEXt') return null;
  const nul = chunk.data.subarray(0, MAX_KEYWORD + 1).indexOf(0);
  if (nul < 1) return null;
  return { keyword: latin1(chunk.data.subarray(0, nul)), text: latin1(chunk.data.subarray(nul + 1)) };
}

/** A `tEXt` chunk; `text` must be Latin-1 (cards store base64, which is ASCII). */
export function textChunk(keyword: string, text: string): PngChunk {
  const data = new Uint8Array(keyword.length + 1 + text.length);
  for (let i = 0; i < keyword.length; i++) data[i] = keyword.charCodeAt(i);
  for (let i = 0; i < text.length; i++) data[keyword.length + 1 + i] = text.charCodeAt(i) & 0xff;
  return { type: 'tEXt', data };
}

/**
 * The PNG with its `tEXt` chunks named in `drop` removed and `add` put just before IEND; `chunks`
 * as `readPngChunks` returned them (read once: a 60 MB avatar is not checked twice).
 */
export function replaceTextChunks(
  chunks: readonly PngChunk[],
  drop: readonly string[],
  add: readonly PngChunk[],
): Uint8Array {
  const kept = chunks.filter((c) => {
    const t = readTextChunk(c);
    return !(t && drop.includes(t.keyword));
  });
  const iend = kept.length - 1;
  return writePng([...kept.slice(0, iend), ...add, ...kept.slice(iend)]);
}
