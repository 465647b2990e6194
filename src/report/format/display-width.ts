/** Terminal display width: East Asian wide characters count 2 (string-width), with an ASCII fast path. */
import stringWidth from 'string-width';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function displayWidth(text: string): number {
  return PRINTABLE_ASCII.test(text) ? text.length : stringWidth(text);
}
