import { describe, expect, it } from 'vitest';
import { marker, planReview, postedFingerprints, suggestedLine } from '../../../src/action/review.js';
import { fileDiff } from '../../../src/action/diff.js';
import type { PullDiff } from '../../../src/action/diff.js';
import { finding } from './helpers.js';

const FILE = 'roleplay/characters/alice/CHARACTER.md';

describe('suggestedLine', () => {
  it('replaces [column, endColumn) of the line with the suggestion', () => {
    const f = finding({ line: 6, column: 10, endLine: 6, endColumn: 16, suggestion: 'astra' });
    expect(suggestedLine('worlds: [astara]', f)).toBe('worlds: [astra]');
  });

  it('refuses multi-line spans, missing columns and spans past the line', () => {
    expect(suggestedLine('worlds: [astara]', finding({ endLine: 7, suggestion: 'x' }))).toBeNull();
    expect(suggestedLine('worlds: [astara]', finding({ column: null, suggestion: 'x' }))).toBeNull();
    expect(suggestedLine('short', finding({ column: 10, endColumn: 16, suggestion: 'x' }))).toBeNull();
    expect(suggestedLine('worlds: [astara]', finding({}))).toBeNull();
  });
});

describe('planReview', () => {
  const diff: PullDiff = {
    source: 'api',
    truncated: false,
    files: new Map([
      [FILE, fileDiff(FILE, null, 'modified', '@@ -5,2 +5,2 @@\n description: x\n-worlds: [astra]\n+worlds: [astara]')],
    ]),
  };
  const typo = finding({ line: 6, endLine: 6, column: 10, endColumn: 16, suggestion: 'astra' });
  const outside = finding({ line: 20, endLine: 20, suggestion: 'astra', data: { ref: 'zz', suggestion: 'astra' } });
  const noFix = finding({ line: 5, endLine: 5, column: 1, endColumn: 3, data: { ref: 'q', suggestion: null } });
  const text = (_f: string, line: number) => (line === 6 ? 'worlds: [astara]' : 'description: x');

  it('comments only on in-hunk lines, and in `suggestions` mode only where a suggestion block exists', () => {
    const s = planReview([typo, outside, noFix], diff, 'suggestions', new Set(), text, 'en');
    expect(s.comments.map((c) => c.line)).toEqual([6]);
    expect(s.comments[0]?.body).toContain('```suggestion\nworlds: [astra]\n```');
    const all = planReview([typo, outside, noFix], diff, 'all', new Set(), text, 'en');
    expect(all.comments.map((c) => c.line)).toEqual([6, 5]);
  });

  it('skips findings whose marker an earlier run posted', () => {
    const posted = postedFingerprints([`old text\n${marker(typo.fingerprint)}`]);
    const s = planReview([typo, noFix], diff, 'all', posted, text, 'en');
    expect(s.comments.map((c) => c.line)).toEqual([5]);
    expect(s.skipped).toBe(1);
  });
});
