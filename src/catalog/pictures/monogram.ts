/**
 * The picture of a character without an avatar image: one or two letters of its name on a colour of
 * its own. Pure, so the pages (Astro) and the search page's script draw the same monogram.
 *
 * Letters: a name with two or more Latin/Cyrillic/Greek words gives the first letter of the first two
 * (`Ada Lovelace` -> `AL`); any other name gives its first character (`爱丽丝` -> `爱`, `alice` -> `A`),
 * a grapheme cluster (an emoji with its modifiers stays whole). An empty name falls back to the id.
 * Colour: one of a fixed set of hues picked by a hash of the id, so a character keeps its colour across
 * builds; every background holds white text at a contrast of at least 4.5:1 (tested).
 */

/** The backgrounds (sRGB hex), dark enough for white letters in both themes. */
export const MONOGRAM_COLOURS: readonly string[] = [
  '#1f5f99',
  '#7a3e9d',
  '#a23b3b',
  '#2d6a4f',
  '#8a5a00',
  '#3b5bab',
  '#9c2f6e',
  '#4f5d2f',
  '#006d77',
  '#6b4e3d',
];

export interface Monogram {
  readonly letters: string;
  readonly colour: string;
  /** Index of `colour` in MONOGRAM_COLOURS (the site's class `mono-<n>`). */
  readonly colourIndex: number;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const firstGrapheme = (s: string): string => segmenter.segment(s)[Symbol.iterator]().next().value?.segment ?? '';

/** FNV-1a over the UTF-16 code units: stable and spread enough for ten buckets. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function monogram(name: string, id: string): Monogram {
  const source = name.trim() || id.trim();
  const words = source
    .split(/[\s\-_·.]+/u)
    .filter((w) => /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u.test(w));
  const letters =
    words.length >= 2
      ? `${firstGrapheme(words[0] ?? '')}${firstGrapheme(words[1] ?? '')}`
      : firstGrapheme(source.replace(/^[\s\p{P}]+/u, '') || source);
  const colourIndex = hash(id) % MONOGRAM_COLOURS.length;
  return { letters: letters.toLocaleUpperCase(), colour: MONOGRAM_COLOURS[colourIndex] ?? '#1f5f99', colourIndex };
}
