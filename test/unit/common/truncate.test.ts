import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { truncate } from '../../../src/common/truncate.js';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('abc', 3)).toBe('abc');
  });

  it('cuts to max units ending in an ellipsis', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
  });

  it('never splits a surrogate pair at the cut', () => {
    // the cut would fall after the high surrogate of 😀 (units 3 and 4 of the text)
    const out = truncate('abc😀def', 5);
    expect(out).toBe('abc…');
    expect(loneSurrogate.test(out)).toBe(false);
  });

  it('a 4,000-unit annotation of emoji stays well-formed (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 1, max: 400 }), (s, max) => {
        const out = truncate(s, max);
        expect(out.length).toBeLessThanOrEqual(Math.max(max, 1));
        expect(loneSurrogate.test(out)).toBe(loneSurrogate.test(s));
        if (s.length <= max) expect(out).toBe(s);
        else expect(s.startsWith(out.slice(0, -1))).toBe(true);
      }),
    );
  });
});
