/** PNG files made byte by byte for the avatar faults: chunks with right or broken checksums. */
import { crc32, deflateSync } from 'node:zlib';

export const chunk = (type: string, data: Buffer, broken = false): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(body) ^ (broken ? 1 : 0)) >>> 0);
  return Buffer.concat([head, body, crc]);
};
export const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The header of a `width` × `height` 8-bit RGB picture. */
export const ihdr = (width: number, height: number): Buffer => {
  const data = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 0]);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  return chunk('IHDR', data);
};
export const IHDR = ihdr(4, 4);
export const IDAT = (broken = false): Buffer => chunk('IDAT', deflateSync(Buffer.alloc(4 * 13, 0x80)), broken);
export const IEND = chunk('IEND', Buffer.alloc(0));
