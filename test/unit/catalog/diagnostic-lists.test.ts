/** The pieces of the paginated lists (issue 18): the file index of /diagnostics/ and the pager's arithmetic. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFileIndex, encodeFileIndex, fileFindings, matchFiles } from '../../../src/catalog/diagnostic-files.js';
import { clip, pageHref, pageOf, pagerWindow } from '../../../site/src/lists.js';

const list = (files: (string | null)[]) => files.map((file) => ({ file }));

describe('the diagnostics file index', () => {
  it('gives each run of a file its first position and count; findings without a file are skipped', () => {
    const l = list([null, 'a.md', 'a.md', 'b/c.md', null, 'b/d.md', 'b/d.md', 'b/d.md']);
    expect(fileFindings(l)).toEqual([
      { file: 'a.md', first: 1, count: 2 },
      { file: 'b/c.md', first: 3, count: 1 },
      { file: 'b/d.md', first: 5, count: 3 },
    ]);
    expect(encodeFileIndex(l)).toEqual([
      [0, 'a.md', 1, 2],
      [0, 'b/c.md', 3, 1],
      [2, 'd.md', 5, 3],
    ]);
  });

  it('decodes what it encodes, through JSON, for any paths (sorted or not, any Unicode)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.string({ unit: 'binary', maxLength: 12 }), { nil: null }), { maxLength: 40 }),
        (files) => {
          const l = list(files);
          const back = decodeFileIndex(JSON.parse(JSON.stringify(encodeFileIndex(l))));
          expect(back).toEqual(fileFindings(l));
        },
      ),
    );
  });

  it('keeps surrogate pairs whole in the shared prefix', () => {
    const rows = encodeFileIndex(list(['𠀀a.md', '𠀁b.md']));
    expect(rows[1]?.[0]).toBe(0);
    expect(decodeFileIndex(rows).map((f) => f.file)).toEqual(['𠀀a.md', '𠀁b.md']);
  });

  it('decodes anything malformed as no files', () => {
    for (const bad of [null, 3, 'x', [[0, 'a', 1]], [[0, 2, 1, 1]], [['0', 'a', 1, 1]], {}])
      expect(decodeFileIndex(bad)).toEqual([]);
  });

  it('matches a file or a folder as a case-insensitive substring, and nothing for an empty query', () => {
    const files = fileFindings(list(['Worlds/astra/a.md', 'worlds/astra/b.md', 'worlds/other/c.md']));
    expect(matchFiles(files, 'worlds/ASTRA/').map((f) => f.file)).toEqual(['Worlds/astra/a.md', 'worlds/astra/b.md']);
    expect(matchFiles(files, '  c.md ').map((f) => f.file)).toEqual(['worlds/other/c.md']);
    expect(matchFiles(files, '  ')).toEqual([]);
  });
});

describe('the pages of a list', () => {
  it('puts page 1 at the list URL and page n under it', () => {
    expect(pageHref('worlds/astra/', 1)).toBe('worlds/astra/');
    expect(pageHref('worlds/astra/', 7)).toBe('worlds/astra/7/');
    expect([1, 100, 101, 200, 201].map((p) => pageOf(p, 100))).toEqual([1, 1, 2, 2, 3]);
  });

  it('numbers the first, the last and two pages either side of the current one', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pagerWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pagerWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (last, k) => {
        const current = 1 + (k % last);
        const w = pagerWindow(current, last);
        const numbers = w.filter((n): n is number => n !== null);
        expect(numbers).toContain(1);
        expect(numbers).toContain(last);
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(w.length).toBeLessThanOrEqual(9);
      }),
    );
  });

  it('clips long cell text by characters, not UTF-16 units', () => {
    expect(clip('short')).toBe('short');
    const long = '𠀀'.repeat(200);
    expect(Array.from(clip(long, 10))).toHaveLength(10);
    expect(clip(long, 10).endsWith('…')).toBe(true);
    expect(clip('𠀀'.repeat(10), 10)).toBe('𠀀'.repeat(10));
  });
});
