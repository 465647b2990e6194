/** Plain text for `<meta name="description">` and Open Graph: Markdown stripped, one line, clipped. */
import { plainText } from '@rp-assets/core/catalog/plain-text.js';

/** Search engines show about 155 characters; a description is cut at a word (or a CJK character) before. */
export const META_CHARS = 155;

export function metaText(text: string): string {
  const plain = plainText(text).replace(/\s+/g, ' ').trim();
  if ([...plain].length <= META_CHARS) return plain;
  const cut = [...plain].slice(0, META_CHARS - 1).join('');
  const atWord = cut.replace(/\s+\S*$/u, '');
  return `${atWord.length > META_CHARS / 2 ? atWord : cut}…`;
}
