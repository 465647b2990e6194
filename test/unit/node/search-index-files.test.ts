/**
 * writeSearchIndex (the integration's writer of data/search/) writes exactly the files
 * buildSearchIndex makes, byte for byte, into a folder that need not exist yet.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/catalog/search-index/build.js';
import { writeSearchIndex } from '../../../src/node/search-index-files.js';
import type { SearchSource } from '../../../src/catalog/search.js';

/** `n` world entries with distinct Chinese and Latin text, so the index has many shards and chunks. */
function docs(n: number): SearchSource[] {
  const words = ['王都', '星港', 'astra', 'harbour', '龙骨', 'lantern', '雾海', 'archive'];
  return Array.from({ length: n }, (_, i) => {
    const id = `entry-${i}`;
    const text = words.map((w, j) => `${w}${(i * 7 + j) % 97}`).join(' ');
    return {
      kind: 'entry',
      id,
      title: id,
      href: `worlds/w/entries/${id}/`,
      names: [id],
      keys: [text.slice(0, 8)],
      body: text,
    };
  });
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

describe('writeSearchIndex', () => {
  it('writes every file of the index, with the same text, under a new folder', async () => {
    const sources = docs(300);
    const root = mkdtempSync(join(tmpdir(), 'rp-search-files-'));
    dirs.push(root);
    const folder = join(root, 'dist/data/search');
    const written = await writeSearchIndex(sources, folder);
    const { files } = buildSearchIndex(sources);
    expect(files.size).toBeGreaterThan(20);
    expect(written).toBe(files.size);
    expect(filesUnder(folder)).toEqual([...files.keys()].sort());
    for (const [path, text] of files) expect(readFileSync(join(folder, path), 'utf8'), path).toBe(text);
  });

  it('writes a manifest for an empty catalog', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rp-search-files-'));
    dirs.push(root);
    await writeSearchIndex([], root);
    expect(JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'))).toMatchObject({ docs: 0 });
  });
});
