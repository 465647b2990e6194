import { describe, expect, it } from 'vitest';
import {
  marker,
  MAX_REVIEW_COMMENTS,
  planReview,
  planStale,
  postedFingerprints,
  resolvedBody,
  suggestedLine,
} from '../../../src/action/review.js';
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

describe('review comments stay true', () => {
  it('one comment per finding, and the findings beyond the cap are counted, not dropped silently', () => {
    const patch = '@@ -1,0 +1,40 @@\n' + Array.from({ length: 40 }, (_, i) => `+line ${i + 1}`).join('\n');
    const diff: PullDiff = {
      source: 'api',
      truncated: false,
      files: new Map([[FILE, fileDiff(FILE, null, 'modified', patch)]]),
    };
    const many = Array.from({ length: 35 }, (_, i) =>
      finding({ line: i + 1, endLine: i + 1, data: { ref: `w${i}`, suggestion: null } }),
    );
    const twice = [...many, many[0]!];
    const plan = planReview(twice, diff, 'all', new Set(), () => 'x', 'en');
    expect(plan.comments).toHaveLength(MAX_REVIEW_COMMENTS);
    expect(plan.overCap).toBe(35 - MAX_REVIEW_COMMENTS);
    expect(new Set(plan.comments.map((c) => c.line)).size).toBe(plan.comments.length);
  });

  it('removes our stale comments, resolves replied ones, and leaves current, human and resolved ones', () => {
    const posted = [
      { ours: true, id: 1, body: `current ${marker('aaaaaaaaaaaaaaaa')}`, inReplyTo: null },
      { ours: true, id: 2, body: `gone ${marker('bbbbbbbbbbbbbbbb')}`, inReplyTo: null },
      { ours: true, id: 3, body: `gone, replied ${marker('cccccccccccccccc')}`, inReplyTo: null },
      { ours: false, id: 4, body: 'thanks, fixed', inReplyTo: 3 },
      { ours: false, id: 5, body: 'a human comment', inReplyTo: null },
      {
        ours: true,
        id: 6,
        body: resolvedBody(`old ${marker('dddddddddddddddd')}`, 'f'.repeat(40), 'en'),
        inReplyTo: null,
      },
      { ours: false, id: 7, body: `quoting a gone one: ${marker('eeeeeeeeeeeeeeee')}`, inReplyTo: null },
    ];
    const plan = planStale(posted, new Set(['aaaaaaaaaaaaaaaa']));
    expect(plan.remove.map((c) => c.id)).toEqual([2]);
    expect(plan.resolve.map((c) => c.id)).toEqual([3]);
  });
});
