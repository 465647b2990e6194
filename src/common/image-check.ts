/**
 * Whether an avatar file is an image a catalog or a card can use: the format its name says, whole
 * (PNG: every chunk's length and checksum, IHDR first, an IEND; JPEG: its start and end markers;
 * WebP: its RIFF header, size and first chunk). What is checked is structure, not pixels: a file
 * that passes may still decode to nonsense, one that fails is refused by some readers and breaks
 * a site build (Astro refuses the whole build on an image it cannot read).
 */
import { PngError, readPngChunks } from './png.js';

/**
 * The most pixels a picture may have: sharp's own input limit (0x3FFF squared), which the site's
 * image pipeline runs under. Past it the pipeline cannot resize the picture and would serve the
 * original as it is (a 400-megapixel PNG of 1 MB decodes to 1.6 GB in a phone's browser), so
 * such a picture is not used (issue 42 S5); every smaller one is resized for the pages.
 */
export const MAX_IMAGE_PIXELS = 268_402_689;

/** Why `bytes`, named `name`, is not a usable image, in English; null when it is one. */
export function imageProblem(bytes: Uint8Array, name: string): string | null {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  const problem =
    ext === 'png'
      ? pngProblem(bytes)
      : ext === 'jpg' || ext === 'jpeg'
        ? jpegProblem(bytes)
        : ext === 'webp'
          ? webpProblem(bytes)
          : `\`.${ext ?? ''}\` is no avatar format (PNG, WebP, JPEG)`;
  if (problem !== null) return problem;
  // a header this reader does not find the size in (an unusual JPEG) is left to the image pipeline
  const size = imageSize(bytes, ext as 'png' | 'jpg' | 'jpeg' | 'webp');
  if (size !== null && size.width * size.height > MAX_IMAGE_PIXELS)
    return `${size.width.toLocaleString('en-US')} × ${size.height.toLocaleString('en-US')} pixels, more than the ${MAX_IMAGE_PIXELS.toLocaleString('en-US')} a picture may have`;
  return null;
}

/** Width and height from the header of a PNG, JPEG or WebP that passed its structure check; null when not found. */
export function imageSize(
  b: Uint8Array,
  ext: 'png' | 'jpg' | 'jpeg' | 'webp',
): { width: number; height: number } | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (ext === 'png') return b.length >= 24 ? { width: v.getUint32(16), height: v.getUint32(20) } : null;
  if (ext === 'webp') return webpSize(b, v);
  return jpegSize(b, v);
}

/** The frame header (SOF0–SOF15 but DHT, JPG and DAC) gives the size; markers are walked by their lengths. */
function jpegSize(b: Uint8Array, v: DataView): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: v.getUint16(at + 5), width: v.getUint16(at + 7) };
    at += 2 + v.getUint16(at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array, v: DataView): { width: number; height: number } | null {
  const kind = ascii(b, 12, 16);
  const u24 = (at: number) => (b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16);
  if (kind === 'VP8X' && b.length >= 30) return { width: 1 + u24(24), height: 1 + u24(27) };
  if (kind === 'VP8L' && b.length >= 25) {
    const bits = v.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (kind === 'VP8 ' && b.length >= 30)
    return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  return null;
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
