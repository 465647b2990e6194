/**
 * Asset-derived text in the job summary and PR comments must render as the text it is: never as a
 * link, an image, a mention, an HTML tag, a heading or a table cell break (issue 13, item 10).
 *
 * The registry's messages mark values as code spans (`` `name` ``); a value may itself hold a
 * backtick, so the text is not trusted to pair them. Each backtick-delimited part is HTML-escaped
 * and every ASCII punctuation character is backslash-escaped (CommonMark lets any of them be), the
 * odd parts wrapped in `<code>`. Escaping `:` and `@` also stops autolinks and mentions.
 *
 * GitHub links issue references (`#7`, `owner/repo#42`, `GH-9`) in the rendered text, after the
 * Markdown is parsed, so escapes do not stop them: outside code a zero-width space splits them
 * (inside code GitHub links nothing). Bidirectional controls (U+202E…) would reorder what a
 * reviewer reads, in code too: each is shown as its code point, `[U+202E]`.
 */
const HTML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapePart(part: string): string {
  // backslashes first (not on `&<>"`, which become entities, nor `;`, which ends them)
  return part.replace(/[!#$%'()*+,\-./:=?@[\\\]^_`{|}~]/g, '\\$&').replace(/[&<>"]/g, (c) => HTML[c] as string);
}

/** A zero-width space, as an entity: it breaks the patterns GitHub autolinks without showing. */
const ZWSP = '&#8203;';

/** The Unicode bidirectional controls: embeddings, overrides, isolates and the implicit marks. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `text` with every bidirectional control shown as its code point. */
export function visibleBidi(text: string): string {
  return text.replace(BIDI, (c) => `[U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`);
}

/** One line of inert Markdown: line breaks become `<br>`. */
export function inertInline(text: string): string {
  return (
    visibleBidi(text)
      .split('`')
      .map((part, i) => (i % 2 === 1 ? `<code>${escapePart(part)}</code>` : escapePart(part)))
      .join('')
      // autolinks (`https://…`, `www.…`, `a@b.c`) and mentions survive backslash escapes
      .replace(/:\\\//g, `:${ZWSP}\\/`)
      .replace(/(w)(w\\\.)/gi, `$1${ZWSP}$2`)
      .replace(/\\@/g, `\\@${ZWSP}`)
      // issue references: `#7`, `owner/repo#42` (escaped `\#`), `GH-9` (escaped `GH\-`)
      .replace(/\\#(?=\d)/g, `\\#${ZWSP}`)
      .replace(/(\bGH)\\-(?=\d)/gi, `$1\\-${ZWSP}`)
      .replace(/\r\n?|\n/g, '<br>')
  );
}

/** A fence for `code`: longer than any run of backticks in it. */
export function fenceFor(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}
