/**
 * Terminal safety for the text format: control characters (C0 except newline and tab, DEL, C1)
 * and bidirectional overrides in user data (file names, ids, YAML values) are shown as `\u{…}`
 * escapes, so an asset cannot move the cursor, recolour the terminal or reorder what is printed.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function visible(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u{${(c.codePointAt(0) as number).toString(16)}}`);
}
