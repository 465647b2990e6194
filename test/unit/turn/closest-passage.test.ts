import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestPassage } from '../../../src/turn/closest-passage.js';
import { classifyQuoteMiss } from '../../../src/turn/quote-diff.js';
import { canonicalPath, escapePointerToken, legacyCanonicalPath } from '../../../src/turn/targets.js';

const passage = (text: string, quote: string) => {
  const p = closestPassage(text, quote);
  return p ? [text.slice(p.start, p.end), p.distance] : null;
};

describe('closestPassage', () => {
  it('finds an exact occurrence with distance 0', () => {
    expect(passage('前往王都吧', '王都')).toEqual(['王都', 0]);
  });
  it('leaves added marks outside the passage', () => {
    expect(passage('他说好的。', '「好的」')).toEqual(['好的', 2]);
  });
  it('aligns a one-character difference', () => {
    expect(passage('甲，乙，丙', '甲,乙')).toEqual(['甲，乙', 1]);
  });
  it('returns null for empty input and for oversized problems', () => {
    expect(closestPassage('', 'a')).toBeNull();
    expect(closestPassage('a'.repeat(100_001), 'b'.repeat(1000))).toBeNull();
  });
  it('gives distance 0 and the quote itself for any substring', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.nat(), fc.nat(), (text, a, b) => {
        const i = a % text.length;
        const j = i + 1 + (b % (text.length - i));
        const quote = text.slice(i, j);
        const p = closestPassage(text, quote)!;
        expect(p.distance).toBe(0);
        expect(text.slice(p.start, p.end)).toBe(quote);
      }),
    );
  });
});

describe('classifyQuoteMiss', () => {
  const text = '她说：“我们走吧，天快黑了。”然后转身离开。';
  it('names each kind of miss', () => {
    expect(classifyQuoteMiss(text, '「我们走吧」')).toBe('quotation-marks');
    expect(classifyQuoteMiss(text, '我们走吧,天快黑了')).toBe('punctuation');
    expect(classifyQuoteMiss('a  b', 'a b')).toBe('whitespace');
    expect(classifyQuoteMiss(text, '我们走吧然后转身')).toBe('spliced');
    expect(classifyQuoteMiss(text, '咱们出发')).toBe('paraphrase');
  });
});

describe('canonical paths', () => {
  it('compiles domain, entity id and dotted field', () => {
    expect(canonicalPath({ domain: 'appearance', field: 'hair.length' })).toBe('/appearance/hair/length');
    expect(canonicalPath({ domain: 'relationship', entityId: 'bob', field: 'trust' })).toBe('/relationship/bob/trust');
    expect(canonicalPath({ domain: 'inventory', entityId: '~/x' })).toBe('/inventory/~0~1x');
  });
  it('escapes ~ before /', () => {
    expect(escapePointerToken('a~1')).toBe('a~01');
  });
  it('reads legacy paths as written or from dotted form', () => {
    expect(legacyCanonicalPath('/appearance/hair')).toBe('/appearance/hair');
    expect(legacyCanonicalPath('appearance.hair.length')).toBe('/appearance/hair/length');
  });
});
