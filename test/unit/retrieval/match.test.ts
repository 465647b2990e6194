import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForMatch } from '../../../src/retrieval/fold.js';
import { matchEntry } from '../../../src/retrieval/match.js';
import { entry } from './build-graph.js';

const m = (keys: Partial<{ keys: string[]; aliases: string[]; secondaryKeys: string[] }>, ...messages: string[]) =>
  matchEntry(entry({ id: 'e', ...keys }), messages.map(foldForMatch));

describe('foldForMatch', () => {
  it('folds full-width Latin and digits to ASCII lower case', () => {
    expect(foldForMatch('ＡＢＣ１２３')).toBe('abc123');
    expect(foldForMatch('Astra')).toBe('astra');
  });
  it('folds half-width katakana to full-width', () => {
    expect(foldForMatch('ｶﾀｶﾅ')).toBe('カタカナ');
  });
  it('gives what NFKC, lower-casing and NFKC give, the fast path for ASCII and CJK ideographs included', () => {
    const full = (t: string) => t.normalize('NFKC').toLowerCase().normalize('NFKC');
    // near the fast path's edges: capitals, the ideographic space, compatibility ideographs, full-width forms
    const edgy = fc.constantFrom('A', 'Z', '@', '[', '`', '{', '~', ' ', '\u3000', '\uF900', '\uFF21', '\u4E00', '\u9FFF', '\uA000');
    const text = fc.array(fc.oneof(edgy, fc.string({ unit: 'grapheme', maxLength: 3 })), { maxLength: 8 }).map((a) => a.join(''));
    fc.assert(fc.property(text, (t) => foldForMatch(t) === full(t)), { numRuns: 2000 });
    expect(foldForMatch('王都 gate')).toBe('王都 gate');
    expect(foldForMatch('\uF900')).toBe('\u8C48'); // a compatibility ideograph: not the fast path
  });
  it('is locale-independent for the Turkish dotted I', () => {
    expect(foldForMatch('İ')).toBe('i̇');
    expect(foldForMatch('I')).toBe('i');
  });
});

describe('matchEntry', () => {
  it('matches mixed case in both directions', () => {
    expect(m({ keys: ['Astra'] }, 'welcome to ASTRA').primary).toBe(1);
    expect(m({ keys: ['astra'] }, 'Astra awaits').primary).toBe(1);
  });
  it('matches a full-width key against half-width text and back', () => {
    expect(m({ keys: ['ＡＢＣ'] }, 'the abc guild').primary).toBe(1);
    expect(m({ keys: ['abc'] }, 'ＡＢＣ商会').primary).toBe(1);
  });
  it('matches a Chinese key inside a longer run of text', () => {
    const r = m({ keys: ['王都'] }, '前往王都吧');
    expect(r.score).toBe(1);
    expect(r.matched).toEqual([{ kind: 'key', key: '王都', message: 0 }]);
  });
  it('matches Japanese and Korean substrings', () => {
    expect(m({ keys: ['東京'] }, '明日は東京へ行きます').primary).toBe(1);
    expect(m({ keys: ['서울'] }, '내일서울에가요').primary).toBe(1);
    expect(m({ keys: ['서울'] }, '부산에 가요').primary).toBe(0);
  });
  it('counts distinct primary keys and aliases once each', () => {
    const r = m({ keys: ['王都', '塞勒恩'], aliases: ['首都'] }, '王都又叫塞勒恩，是首都', '王都');
    expect(r.primary).toBe(3);
    expect(r.score).toBe(3);
  });
  it('counts keys that fold to the same text once', () => {
    expect(m({ keys: ['Astra', 'astra', 'ＡＳＴＲＡ'] }, 'astra').primary).toBe(1);
  });
  it('gives secondary keys half a point, only with a primary match', () => {
    expect(m({ keys: ['王都'], secondaryKeys: ['皇宫'] }, '王都的皇宫').score).toBe(1.5);
    const alone = m({ keys: ['王都'], secondaryKeys: ['皇宫'] }, '皇宫很大');
    expect(alone.score).toBe(0);
    expect(alone.secondary).toBe(0);
    expect(alone.matched).toEqual([{ kind: 'secondary', key: '皇宫', message: 0 }]);
  });
  it('treats a key listed as primary and secondary as primary only', () => {
    const r = m({ keys: ['王都'], secondaryKeys: ['王都'] }, '王都');
    expect(r.score).toBe(1);
    expect(r.secondary).toBe(0);
  });
  it('never matches across two messages', () => {
    expect(m({ keys: ['王都'] }, '前往王', '都城').primary).toBe(0);
  });
  it('ignores blank and whitespace-only keys and trims keys', () => {
    const r = m({ keys: ['', '   ', ' 王都 '] }, '王都');
    expect(r.primary).toBe(1);
    expect(r.matched[0]?.key).toBe('王都');
    expect(m({ keys: ['  '] }, 'anything').hasPrimary).toBe(false);
  });
  it('reports the first message a key was found in', () => {
    expect(m({ keys: ['guard'] }, 'hello', 'the guard', 'guard again').matched[0]?.message).toBe(1);
  });
});
