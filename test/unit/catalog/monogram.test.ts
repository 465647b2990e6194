import { describe, expect, it } from 'vitest';
import { MONOGRAM_COLOURS, monogram } from '../../../src/catalog/pictures/monogram.js';

/** WCAG relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('monogram', () => {
  it('takes the first letters of two Latin words, else the first character', () => {
    expect(monogram('Ada Lovelace', 'ada').letters).toBe('AL');
    expect(monogram('alice', 'alice').letters).toBe('A');
    expect(monogram('爱丽丝', 'alice').letters).toBe('爱');
    expect(monogram('  “Bob”', 'bob').letters).toBe('B');
    expect(monogram('', 'zed').letters).toBe('Z');
  });
  it('keeps a grapheme cluster whole (an emoji with its modifier)', () => {
    expect(monogram('👩🏽‍🚀 pilot', 'p').letters).toBe('👩🏽‍🚀');
  });
  it('gives a character the same colour every time, and different ids spread over the colours', () => {
    expect(monogram('A', 'alice').colour).toBe(monogram('Other name', 'alice').colour);
    const used = new Set(Array.from({ length: 100 }, (_, i) => monogram('x', `c${i}`).colour));
    expect(used.size).toBeGreaterThan(6);
  });
  it('every background holds white letters at a contrast of at least 4.5:1', () => {
    for (const c of MONOGRAM_COLOURS) expect(1.05 / (luminance(c) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the site draws the monogram colours from the same list', () => {
  it('site.css has a .mono-<n> class per colour, in order', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(new URL('../../../site/src/styles/site.css', import.meta.url), 'utf8');
    const classes = [...css.matchAll(/\.mono-(\d+) \{\s*background: (#[0-9a-f]{6});/g)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    expect(classes).toEqual(MONOGRAM_COLOURS.map((c, i) => [i, c]));
  });
});
