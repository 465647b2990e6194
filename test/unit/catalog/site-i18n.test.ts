import { describe, expect, it } from 'vitest';
import { dict } from '../../../site/src/i18n.js';

describe('site interface dictionary', () => {
  it('has the same keys in zh-CN and en, none empty', () => {
    const zh = dict('zh-CN');
    const en = dict('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(en.reasons).sort()).toEqual(Object.keys(zh.reasons).sort());
    for (const d of [zh, en]) for (const [k, v] of Object.entries(d)) expect(v, k).not.toBe('');
  });

  it('names every retrieval exclusion reason', () => {
    const reasons = ['budget', 'maxEntries', 'duplicate-id', 'disabled', 'no-match', 'never-matchable'];
    expect(Object.keys(dict('en').reasons).sort()).toEqual([...reasons].sort());
  });
});
