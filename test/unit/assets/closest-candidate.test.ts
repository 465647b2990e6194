import { describe, expect, it } from 'vitest';
import { closestCandidate } from '../../../src/common/closest-candidate.js';
import { BUDGET_KEYS } from '../../../src/common/budget-keys.js';

describe('closestCandidate', () => {
  it('finds budget keys despite typos, case and separators', () => {
    expect(closestCandidate('contexTotal', BUDGET_KEYS)).toBe('contextTotal');
    expect(closestCandidate('max_entries', BUDGET_KEYS)).toBe('maxEntries');
    expect(closestCandidate('RecentMessages', BUDGET_KEYS)).toBe('recentMessages');
  });
  it('finds a world id one letter off', () => {
    expect(closestCandidate('astara', ['astra', 'orbit'])).toBe('astra');
  });
  it('returns null when nothing is close', () => {
    expect(closestCandidate('banana', BUDGET_KEYS)).toBeNull();
    expect(closestCandidate('ab', ['xy'])).toBeNull();
    expect(closestCandidate('x', [])).toBeNull();
  });
  it('never suggests the word itself and breaks ties by code-unit order', () => {
    expect(closestCandidate('astra', ['astra'])).toBeNull();
    expect(closestCandidate('cat', ['cbt', 'cat2', 'bat'])).toBe('bat');
  });
});
