/**
 * Text as a reader of the rendered output sees it, with a way back to where each character came
 * from: Markdown backslash escapes dropped (`ghp\_x` reads `ghp_x`), HTML character references
 * decoded (`&#95;`, `&lowbar;`), zero-width characters removed. The redactor (secrets.ts) looks
 * for secrets in this view and masks the original text where they came from, so a token survives
 * no escaping, ours (inert-markdown.ts escapes every punctuation character of asset text), one an
 * asset wrote itself, or both (issue 42 A1).
 */

/** Named references for the characters a token can hold (GitHub tokens, base64, auth values). */
const NAMED: Readonly<Record<string, string>> = {
  lowbar: '_',
  UnderBar: '_',
  period: '.',
  hyphen: '-',
  dash: '-',
  equals: '=',
  plus: '+',
  sol: '/',
  tilde: '~',
  colon: ':',
  amp: '&',
};

const REFERENCE = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z]{2,8}));/;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/;
const PUNCTUATION = /[!-/:-@[-`{-~]/;

export interface EscapedView {
  readonly text: string;
  /** For each character of `text`, the offset in the original where it starts. */
  readonly starts: readonly number[];
  /** For each character of `text`, the offset in the original just after it. */
  readonly ends: readonly number[];
}

/**
 * The view, undone again while that changes it (at most four times): text escaped twice, ours
 * over an asset's (`&amp;#95;` renders as `&#95;`, which a reader decodes at a glance), reads the same.
 */
export function escapedView(original: string): EscapedView {
  let view = onePass(original);
  for (let round = 0; round < 3; round++) {
    const next = onePass(view.text);
    if (next.text === view.text) break;
    view = {
      text: next.text,
      starts: next.starts.map((i) => view.starts[i] as number),
      ends: next.ends.map((i) => view.ends[i - 1] as number),
    };
  }
  return view;
}

function onePass(original: string): EscapedView {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < original.length;) {
    const c = original[i] as string;
    if (c === '\\' && PUNCTUATION.test(original[i + 1] ?? '')) {
      i += 1; // a backslash escape: the character after it stands for itself
      continue;
    }
    if (ZERO_WIDTH.test(c)) {
      i += 1;
      continue;
    }
    let decoded = c;
    let length = 1;
    if (c === '&') {
      const m = REFERENCE.exec(original.slice(i, i + 12));
      const code = m?.[1] !== undefined ? Number(m[1]) : m?.[2] !== undefined ? parseInt(m[2], 16) : null;
      const named = m?.[3] !== undefined ? NAMED[m[3]] : undefined;
      if (m !== null && (named !== undefined || (code !== null && code <= 0x10ffff))) {
        decoded = named ?? String.fromCodePoint(code as number);
        length = m[0].length;
      }
    }
    if (!ZERO_WIDTH.test(decoded)) {
      for (let k = 0; k < decoded.length; k++) {
        text += decoded[k];
        starts.push(i);
        ends.push(i + length);
      }
    }
    i += length;
  }
  return { text, starts, ends };
}
