/**
 * The search tokenizer's one promise (src/catalog/search-index/tokens.ts): every term a query is
 * narrowed by stands in every text that holds the query, so a phrase that occurs in a document is
 * never lost by the index. Texts mix Latin words shorter and longer than a key keeps, Chinese runs
 * of one and more characters, punctuation between scripts, the names separator and characters
 * outside the Basic Multilingual Plane (a query may cut one in half); queries are cut anywhere.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gramsOf, pairsOf, queryPairs } from '../../src/catalog/search-index/tokens.js';

const pieces = [
  'the',
  'a',
  'of',
  'river',
  'silver',
  'crossing',
  'cro',
  'harbour',
  '00042',
  'é',
  'e\u0301',
  '今天',
  '天',
  '守夜人',
  'の',
  '한국',
  '𠀀',
  '𐐨',
  '😀',
  ' ',
  '。',
  '，',
  '-',
  '\u0000',
];
const text = fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((a) => a.join(''));

describe('the search tokenizer', () => {
  it('narrows a query only by terms that every text holding it holds', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, a, b) => {
        const start = a % (t.length + 1);
        const q = t.slice(start, start + (b % (t.length - start + 1)));
        const terms = new Set<string>();
        gramsOf(t, terms);
        pairsOf(t, terms);
        const missing = queryPairs(q).filter((k) => !terms.has(k));
        expect(missing).toEqual([]);
        const grams = new Set<string>();
        gramsOf(q, grams);
        expect([...grams].filter((g) => !terms.has(g))).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the mixed and the Latin phrases of the generated prose their keys', () => {
    // not vacuous: the property above holds for these with keys to check
    expect(queryPairs('今天。 the').length).toBeGreaterThan(0);
    expect(queryPairs('river crossing').length).toBe(2);
  });
});
