/**
 * The card shapes of the import benchmark (issue 42 I7), besides the World Info file: a CHARX
 * (a zip holding card.json) whose book has N small entries, and a PNG card whose picture is large
 * and barely compressible (random pixels, 4,500 × 4,500, about 61 MB) over a 2,000-entry book.
 * Deterministic: the pixels come from the seeded generator of bench/corpus/rng.js.
 */
import { Buffer } from 'node:buffer';
import { TextEncoder } from 'node:util';
import { zipSync } from 'fflate';
import { crc32, deflateSync } from 'node:zlib';
import { createRng } from './rng.js';

const entries = (n) =>
  Array.from({ length: n }, (_, i) => ({
    keys: [`key${i}`],
    content: `entry ${i} text`,
    enabled: true,
    insertion_order: i,
    id: i,
    name: `e${i}`,
  }));

const card = (spec, name, n) => ({
  spec,
  spec_version: spec === 'chara_card_v3' ? '3.0' : '2.0',
  data: { name, description: 'd', first_mes: 'hi', character_book: { name: `${name} book`, entries: entries(n) } },
});

/** A CHARX of one card whose book has `n` entries. */
export function charxCard(n) {
  return zipSync({ 'card.json': new TextEncoder().encode(JSON.stringify(card('chara_card_v3', 'Many', n))) });
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** A V2 PNG card (`chara` chunk) of a `side` × `side` RGB picture of noise and a book of `n` entries. */
export function bigPngCard(side = 4500, n = 2000) {
  const row = 1 + side * 3;
  const raw = Buffer.alloc(row * side);
  const { next } = createRng(42);
  for (let y = 0; y < side; y++) for (let x = 1; x < row; x++) raw[y * row + x] = Math.floor(next() * 256);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const json = Buffer.from(JSON.stringify(card('chara_card_v2', 'Big Art', n))).toString('base64');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.concat([Buffer.from('chara\0', 'latin1'), Buffer.from(json, 'latin1')])),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
