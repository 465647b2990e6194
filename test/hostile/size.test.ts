/**
 * Hostile sizes: a 50 MB entry, generated into a temp dir (never committed). Bounded time and heap;
 * the big file gets a diagnostic. 100,000 tiny entries in one folder: size.scale.test.ts.
 */
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codesAt, validateSafely } from './support/safe-run.js';
import { BASE, makeTree } from './support/tree.js';

describe('hostile sizes', () => {
  it('refuses a 50 MB entry with a diagnostic, without running out of a 256 MB heap', () => {
    const file = 'roleplay/worlds/astra/entries/huge.md';
    const dir = makeTree(BASE);
    const fd = openSync(join(dir, file), 'w');
    writeSync(fd, '---\nid: huge\nkeys: [巨大]\n---\n\n');
    const line = Buffer.from('这是一行很长的正文，用来把文件撑到五十兆字节。This line pads the file.\n');
    const block = Buffer.concat(Array.from({ length: 1024 }, () => line));
    for (let written = 0; written < 50 * 1024 * 1024; written += block.length) writeSync(fd, block);
    closeSync(fd);
    try {
      const r = validateSafely(dir, ['roleplay'], null, { maxOldSpaceMb: 256, timeoutMs: 120_000 });
      expect(codesAt(r, file)).toContain('asset.too-large');
      expect(r.entryIds).toContain('guard');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
