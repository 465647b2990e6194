import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/catalog/search.js';

/** The folding as first written: what `foldForSearch` must keep returning. */
const reference = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

// Every character `\s` matches, characters NFKC turns into spaces (U+00A8, U+00AF, U+00B4 decompose
// to a space and a combining mark), full-width and case-changing letters, CJK, surrogate pairs.
const pieces = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u00a8',
  '\u00af',
  '\u00b4',
  '\u0308',
  'a',
  'Z',
  'İ',
  'ß',
  'Σ',
  'ＡＢ',
  '甲',
  '雾渡',
  '😀',
  '\ud800',
];

describe('foldForSearch', () => {
  it('gives what normalize + toLowerCase + replace(/\\s+/g, " ") gives, for any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((a) => a.join('')),
          fc.string({ unit: 'binary', maxLength: 60 }),
        ),
        (text) => {
          expect(foldForSearch(text)).toBe(reference(text));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('keeps leading, trailing and empty text as the reference does', () => {
    for (const text of ['', ' ', '  a  ', '\n甲\t乙\n', '\u00a8']) expect(foldForSearch(text)).toBe(reference(text));
  });
});
