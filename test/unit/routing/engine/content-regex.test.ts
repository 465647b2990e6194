/** The RE2 translation must mean what `new RegExp(text)` means (checked on short strings). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileContentRegex, toRe2 } from '../../../../src/routing/predicates/content-regex.js';

const tokens = [
  'a',
  'b',
  'Q',
  '.',
  '\\s',
  '\\S',
  '\\d',
  '\\w',
  '\\W',
  '\\b',
  '[ab]',
  '[^a]',
  '[\\s:]',
  '[[:alpha:]]',
  '\\u3000',
  '\\x41',
  '\\Q',
  '\\z',
  '\\.',
  'x*',
  'a+?',
  '(a|b)',
  '(?:ab)?',
  'b{2}',
  '^',
  '$',
  '\\v',
  '\\t',
  '\\n',
];
const pattern = fc.array(fc.constantFrom(...tokens), { minLength: 1, maxLength: 5 }).map((t) => t.join(''));
const text = fc
  .array(
    fc.constantFrom(
      'a',
      'b',
      'Q',
      'z',
      'A',
      'x',
      '1',
      ' ',
      '\u3000',
      '\n',
      '\r',
      '\u2028',
      '\u000b',
      ':',
      '[',
      ']',
      '.',
      '_',
    ),
    { maxLength: 8 },
  )
  .map((c) => c.join(''));

describe('content regex translation', () => {
  it('agrees with the native engine on every generated pattern and message', () => {
    fc.assert(
      fc.property(pattern, text, (p, s) => {
        let native: RegExp;
        try {
          native = new RegExp(p);
        } catch {
          return; // invalid in JS: a predicate error, tested elsewhere
        }
        expect(compileContentRegex(p).test(s)).toBe(native.test(s));
      }),
      { numRuns: 3000 },
    );
  });

  it('sends JS-only syntax to the native engine', () => {
    for (const p of ['(a)\\1', '\\k<x>', '\\cJ', '\\0', '\\p{L}', '[]a', '[^]']) expect(toRe2(p)).toBeNull();
    expect(compileContentRegex('(a)\\1').test('aa')).toBe(true);
  });
});
