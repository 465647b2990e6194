/** A plain generated image for a card whose character has no PNG avatar: 64×64, one colour from its name. */
import { zlibSync } from 'fflate';
import { writePng } from '../../common/png.js';

const SIZE = 64;

export function plainPng(seed: string): Uint8Array {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  // a muted colour: each channel in 96..223
  const rgb = [96 + (h & 0x7f), 96 + ((h >>> 8) & 0x7f), 96 + ((h >>> 16) & 0x7f)];
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, SIZE);
  view.setUint32(4, SIZE);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const raw = new Uint8Array(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3); // filter byte 0 (None)
    for (let x = 0; x < SIZE; x++) raw.set(rgb, row + 1 + x * 3);
  }
  return writePng([
    { type: 'IHDR', data: header },
    { type: 'IDAT', data: zlibSync(raw) },
    { type: 'IEND', data: new Uint8Array(0) },
  ]);
}
