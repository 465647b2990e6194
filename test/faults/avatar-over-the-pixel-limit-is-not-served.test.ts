/**
 * Issue 42 S5: a 400-megapixel avatar (a PNG of about 1 MB) was served unresized: sharp refuses
 * pictures over its input limit, so the site's image pipeline copied the original into six files
 * named `.webp`, each 1.6 GB to decode in a phone's browser. Now a picture over the limit is not
 * used: `validate` warns at the file (`character.avatar-unreadable`, its size in the message) and
 * the catalog shows the generated picture. Sizes are read from the header of PNG, JPEG and WebP.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageProblem, imageSize, MAX_IMAGE_PIXELS } from '../../src/common/image-check.js';
import { folderWith, removeAll, runCli } from './support/cli-run.js';
import { IDAT, IEND, ihdr, SIGNATURE } from './support/png-bytes.js';

const made: string[] = [];
afterAll(() => removeAll(made));

const png = (w: number, h: number) => Buffer.concat([SIGNATURE, ihdr(w, h), IDAT(), IEND]);
/** A baseline JPEG's start, an APP0 segment, the frame header (SOF0) and the end marker. */
const jpeg = (w: number, h: number) => {
  const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(h, 5);
  sof.writeUInt16BE(w, 7);
  const app0 = Buffer.from([0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
};
/** A WebP with the extended header (VP8X), which holds the canvas size. */
const webp = (w: number, h: number) => {
  const body = Buffer.alloc(18);
  body.write('VP8X', 0, 'latin1');
  body.writeUInt32LE(10, 4);
  body.writeUIntLE(w - 1, 12, 3);
  body.writeUIntLE(h - 1, 15, 3);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
};

describe('a picture over the pixel limit', () => {
  it.each([
    ['avatar.png', png(20_000, 20_000)],
    ['avatar.jpg', jpeg(30_000, 30_000)],
    ['avatar.webp', webp(16_384, 16_385)],
  ])('%s: its size is read and refused', (name, bytes) => {
    expect(imageProblem(bytes, name)).toMatch(/pixels, more than the 268,402,689 a picture may have$/);
  });

  it.each([
    ['avatar.png', png(16_383, 16_383)],
    ['avatar.jpg', jpeg(4_000, 6_000)],
    ['avatar.webp', webp(2_048, 2_048)],
  ])('%s at or under it: used', (name, bytes) => {
    const ext = name.slice(7) as 'png' | 'jpg' | 'webp';
    const size = imageSize(bytes, ext);
    expect(size).not.toBeNull();
    expect((size?.width ?? 0) * (size?.height ?? 0)).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    expect(imageProblem(bytes, name)).toBeNull();
  });

  it('validate warns at the file with the size; the character goes on without its picture', async () => {
    const dir = await folderWith(made, { 'characters/c/CHARACTER.md': '---\nname: C\n---\n\nC.\n' });
    await writeFile(join(dir, 'characters/c/avatar.png'), png(20_000, 20_000));
    const r = await runCli(dir, ['validate', '--format', 'json', '--locale', 'en', '--fail-on', 'never']);
    const found = (JSON.parse(r.stdout) as { diagnostics: { code: string; file: string; message: string }[] })
      .diagnostics;
    expect(found.map((f) => `${f.code} ${f.file}`)).toEqual(['character.avatar-unreadable characters/c/avatar.png']);
    expect(found[0]?.message).toContain('20,000 × 20,000 pixels');
    const exported = await runCli(dir, ['export', '--character', 'c', '--out', 'c.png']);
    expect(exported.code).toBe(0);
  });
});
