import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/catalog/plain-text.js';

describe('plainText', () => {
  it('keeps the words of Markdown and drops its marks', () => {
    expect(plainText('A **bold** `code` and [a link](https://x.example) and _em_.')).toBe(
      'A bold code and a link and em.',
    );
    expect(plainText('# Title\n\n- one\n- two')).toBe('Title one two');
    expect(plainText('![the alt](x.png) after')).toBe('the alt after');
    expect(plainText('观星塔的**见习法师**，`好奇心`旺盛。')).toBe('观星塔的见习法师，好奇心旺盛。');
  });
  it('drops raw HTML', () => {
    expect(plainText('safe <script>alert(1)</script> text')).toBe('safe alert(1) text');
    expect(plainText('<div onclick="x">\n\nhello')).toBe('hello');
  });
  it('returns text with no Markdown as it is, whitespace collapsed', () => {
    expect(plainText('  A wandering cartographer\nfrom across the sea. ')).toBe(
      'A wandering cartographer from across the sea.',
    );
    expect(plainText('')).toBe('');
  });
});
