/**
 * PNG cards: our chunk reader against a PNG built by a second implementation (Python's struct and
 * zlib, test/fixtures/bridge/make-python-card.py), and our writer read back by that other
 * implementation (read-png-card.py): CRCs, chunk order, both card chunks, the image intact.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BridgeInputError,
  cardPng,
  exportCard,
  ImportRun,
  importFile,
  readPngChunks,
  readTextChunk,
  writePng,
} from '../../../src/bridge/index.js';
import { FIXTURES, fixture, importAll } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'rp-bridge-png-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function readWithPython(bytes: Uint8Array): { chunks: string[]; ccv3: unknown; chara: unknown; pixels: number } {
  const file = join(dir, `card-${Math.random().toString(36).slice(2)}.png`);
  writeFileSync(file, bytes);
  return JSON.parse(execFileSync('python3', [join(FIXTURES, 'read-png-card.py'), file], { encoding: 'utf8' })) as never;
}

describe('PNG chunks', () => {
  it('reads a card PNG written by another implementation, preferring ccv3 over chara', async () => {
    const chunks = readPngChunks(fixture('python-card.png'));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'tEXt', 'IDAT', 'tEXt', 'IEND']);
    expect(chunks.map((c) => readTextChunk(c)?.keyword ?? null)).toEqual([null, 'chara', null, 'ccv3', null]);
    const { graph, run } = await importAll([{ name: 'card.png', bytes: fixture('python-card.png') }]);
    expect(graph.characters.map((c) => c.name)).toEqual(['米拉']);
    const avatar = run.files.find((f) => f.path === 'characters/米拉/avatar.png');
    expect(avatar).toBeDefined();
    // the avatar is the card's image without the card chunks
    expect(readPngChunks(avatar?.bytes as Uint8Array).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('refuses a damaged chunk (CRC), a truncated file and a PNG without a card', () => {
    const bytes = new Uint8Array(fixture('python-card.png'));
    const damaged = bytes.slice();
    damaged[60] = (damaged[60] as number) ^ 0x01; // inside the chara chunk's text
    expect(() => readPngChunks(damaged)).toThrow(/CRC/);
    expect(() => readPngChunks(bytes.subarray(0, 100))).toThrow(/truncated/);
    const plain = writePng(readPngChunks(bytes).filter((c) => c.type !== 'tEXt'));
    expect(() => importFile(plain, 'x.png', new ImportRun())).toThrow(BridgeInputError);
    expect(() => importFile(plain, 'x.png', new ImportRun())).toThrow(/no character card/);
  });

  it('exports a V3 card PNG that an independent reader accepts: both chunks, the avatar image intact', async () => {
    const { graph, files } = await importAll([{ name: 'card.png', bytes: fixture('python-card.png') }]);
    const v3 = exportCard(graph, '米拉', 'ccv3');
    const v2 = exportCard(graph, '米拉', 'ccv2');
    const png = cardPng(files['characters/米拉/avatar.png'] as Uint8Array, '米拉', { ccv3: v3, chara: v2 });
    const read = readWithPython(png);
    expect(read.chunks).toEqual(['IHDR', 'IDAT', 'tEXt', 'tEXt', 'IEND']);
    expect(read.ccv3).toEqual(v3);
    expect(read.chara).toEqual(v2);
    expect(read.pixels).toBe(4 * (1 + 4 * 3));
  });

  it('generates a plain image when the character has none', () => {
    const card = { spec: 'chara_card_v2', spec_version: '2.0', data: { name: 'x' } };
    const read = readWithPython(cardPng(null, 'x', { chara: card }));
    expect(read.chunks).toEqual(['IHDR', 'IDAT', 'tEXt', 'IEND']);
    expect(read.chara).toEqual(card);
    expect(read.pixels).toBe(64 * (1 + 64 * 3));
  });
});
