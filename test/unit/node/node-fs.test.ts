import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileTooLargeError, NotAFileError } from '../../../src/common/fs.js';
import { nodeFileSystem, readRegularFileSync } from '../../../src/node/node-fs.js';

const dir = mkdtempSync(join(tmpdir(), 'rp-node-fs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readRegularFileSync', () => {
  it('reads a file of exactly maxBytes and refuses one byte more on the open descriptor', () => {
    const at = join(dir, 'limit.md');
    writeFileSync(at, 'a'.repeat(64));
    expect(readRegularFileSync(at, 64).length).toBe(64);
    expect(() => readRegularFileSync(at, 63)).toThrow(FileTooLargeError);
    try {
      readRegularFileSync(at, 63);
    } catch (e) {
      expect(e).toMatchObject({ size: 64, limit: 63 });
    }
  });

  it('refuses a huge sparse file without allocating it', () => {
    const at = join(dir, 'huge.md');
    writeFileSync(at, '');
    truncateSync(at, 50 * 1024 * 1024);
    expect(() => readRegularFileSync(at, 10 * 1024 * 1024)).toThrow(FileTooLargeError);
  });

  it('reads empty files and returns an unpooled buffer of the exact length', () => {
    const at = join(dir, 'empty.md');
    writeFileSync(at, '');
    expect(readRegularFileSync(at).length).toBe(0);
    const small = join(dir, 'small.md');
    writeFileSync(small, '---\nid: x\n---\n');
    const bytes = readRegularFileSync(small);
    expect(Buffer.from(bytes).toString('utf8')).toBe('---\nid: x\n---\n');
    expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
  });

  it('refuses directories and FIFOs without blocking', () => {
    const sub = join(dir, 'folder.md');
    mkdirSync(sub);
    expect(() => readRegularFileSync(sub)).toThrow(NotAFileError);
    const fifo = join(dir, 'pipe.md');
    execFileSync('mkfifo', [fifo]);
    // a blocking open would wait forever for a writer; the test would time out
    expect(() => readRegularFileSync(fifo)).toThrow(NotAFileError);
  });

  it('is what nodeFileSystem().readFile uses, with hostPath giving absolute paths', async () => {
    const fs = nodeFileSystem();
    await expect(fs.readFile(join(dir, 'limit.md'), 10)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(fs.hostPath?.('a/b.md')).toBe(join(process.cwd(), 'a/b.md'));
    expect(fs.hostPath?.('/x/y.md')).toBe('/x/y.md');
  });
});
