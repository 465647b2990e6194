/**
 * Whether an avatar file is an image a catalog or a card can use: the format its name says, whole
 * (PNG: every chunk's length and checksum, IHDR first, an IEND; JPEG: its start and end markers;
 * WebP: its RIFF header, size and first chunk). What is checked is structure, not pixels: a file
 * that passes may still decode to nonsense, one that fails is refused by some readers and breaks
 * a site build (Astro refuses the whole build on an image it cannot read).
 */
import { PngError, readPngChunks } from './png.js';

/** Why `bytes`, named `name`, is not a usable image, in English; null when it is one. */
export function imageProblem(bytes: Uint8Array, name: string): string | null {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'png') return pngProblem(bytes);
  if (ext === 'jpg' || ext === 'jpeg') return jpegProblem(bytes);
  if (ext === 'webp') return webpProblem(bytes);
  return `\`.${ext ?? ''}\` is no avatar format (PNG, WebP, JPEG)`;
}

function pngProblem(bytes: Uint8Array): string | null {
  try {
    const chunks = readPngChunks(bytes);
    if (chunks[0]?.type !== 'IHDR') return 'the PNG does not start with its IHDR chunk';
    if (!chunks.some((c) => c.type === 'IDAT')) return 'the PNG has no image data (IDAT)';
    return null;
  } catch (e) {
    if (e instanceof PngError) return e.message;
    throw e;
  }
}

function jpegProblem(b: Uint8Array): string | null {
  if (!(b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)) return 'not a JPEG file (the start marker is missing)';
  // the end-of-image marker, allowing for bytes some writers add after it
  const tail = b.subarray(Math.max(0, b.length - 1024));
  for (let i = tail.length - 2; i >= 0; i--) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return null;
  return 'the JPEG is truncated (no end-of-image marker)';
}

const ascii = (b: Uint8Array, from: number, to: number): string => String.fromCharCode(...b.subarray(from, to));

function webpProblem(b: Uint8Array): string | null {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP')
    return 'not a WebP file (the RIFF/WEBP header is missing)';
  const size = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(4, true);
  if (size + 8 > b.length) return 'the WebP is truncated (shorter than its header says)';
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(ascii(b, 12, 16))) return 'the WebP has no image chunk (VP8, VP8L or VP8X)';
  return null;
}
