/**
 * A conservative width of a line of text, for laying out SVG labels without a browser: the pictures
 * set their labels in a monospace font, where a narrow character is 0.6 em (DejaVu Sans Mono,
 * Menlo, Consolas: 0.60–0.62) and a wide one (CJK, Hangul, kana, full-width forms, emoji) is 1 em.
 */

/** East Asian Wide and Fullwidth ranges, and the emoji planes: one em in a monospace font. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u;

/** Width of one narrow character, in em (a little over the usual 0.6 to stay on the safe side). */
export const NARROW_EM = 0.62;

/** Width of `text` in em. Combining marks and zero-width characters count as narrow (an overestimate). */
export function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? 1 : NARROW_EM;
  return w;
}

/**
 * `text` cut to at most `maxEm` wide, ending in `…` when cut (whole code points, never half a
 * surrogate pair). Returns the text unchanged when it fits; '' when not even `…` fits.
 */
export function fitText(text: string, maxEm: number): string {
  if (textWidthEm(text) <= maxEm) return text;
  const ellipsis = 1; // `…` is narrow in most monospace fonts, wide in some CJK ones: count it as 1 em
  if (maxEm < ellipsis) return '';
  let out = '';
  let w = 0;
  for (const ch of text) {
    const cw = WIDE.test(ch) ? 1 : NARROW_EM;
    if (w + cw + ellipsis > maxEm) break;
    out += ch;
    w += cw;
  }
  return `${out}…`;
}
