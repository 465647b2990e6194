import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateExamples } from '../../../src/budgets/truncate-examples.js';
import { estimateTokens } from '../../../src/budgets/tokens.js';
import { ZERO_EFFECT, negativeEffect } from '../../../src/diagnostics/budget-effects.js';
import { BUDGET_KEYS } from '../../../src/common/budget-keys.js';

describe('truncateExamples', () => {
  it('keeps the first budget * 4 characters', () => {
    expect(truncateExamples('abcdefghij', 2)).toBe('abcdefgh');
    expect(truncateExamples('abc', 1500)).toBe('abc');
  });
  it('gives the empty string for 0', () => {
    expect(truncateExamples('abcdef', 0)).toBe('');
  });
  it('cuts |n| * 4 characters from the end for a negative budget', () => {
    expect(truncateExamples('abcdefghijkl', -2)).toBe('abcd');
    expect(truncateExamples('abc', -1)).toBe('');
  });
  it('matches slice(0, n * 4) for any text and budget', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -50, max: 50 }), (text, n) => {
        expect(truncateExamples(text, n)).toBe(text.slice(0, n * 4));
      }),
    );
  });
  it('keeps a text within its own estimate', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(truncateExamples(text, estimateTokens(text))).toBe(text);
      }),
    );
  });
});

describe('budget effects', () => {
  it('says what 0 turns off for every key, in both locales', () => {
    for (const k of BUDGET_KEYS) {
      expect(ZERO_EFFECT[k]['zh-CN'].length).toBeGreaterThan(3);
      expect(ZERO_EFFECT[k].en.length).toBeGreaterThan(3);
    }
    expect(ZERO_EFFECT.currentState.en).toContain('still injected');
  });
  it('says a negative examples budget cuts from the end and others act like 0', () => {
    expect(negativeEffect('examples', -100).en).toContain('400 characters from the end');
    expect(negativeEffect('maxEntries', -1).en).toBe(`the same as 0: ${ZERO_EFFECT.maxEntries.en}`);
  });
});
