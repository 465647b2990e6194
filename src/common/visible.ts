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

const BREAKS = /[\n\r\u0085\u2028\u2029]/g;
const BREAK_NAMES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r' };

/**
 * Text from an asset on one line: line breaks shown as `\n`, `\r` or `\u{2028}`, and `visible`'s
 * escapes. A value never starts a line of its own, so a log reader (GitHub's runner) cannot take
 * part of it for a command (`x\n::error::…`).
 */
export function oneLine(text: string): string {
  return visible(text.replace(BREAKS, (c) => BREAK_NAMES[c] ?? `\\u{${(c.codePointAt(0) as number).toString(16)}}`));
}

type Data = string | number | boolean | null | undefined | readonly Data[] | { readonly [key: string]: Data };

/** `data` with every string in it on one line (`oneLine`): the values a message template interpolates. */
export function oneLineData<T>(data: T): T {
  const walk = (v: unknown): unknown =>
    typeof v === 'string'
      ? oneLine(v)
      : Array.isArray(v)
        ? v.map(walk)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  return walk(data as Data) as T;
}

/** What JSON.stringify leaves raw that a terminal acts on: DEL, C1 controls, bidirectional overrides, line separators. */
const JSON_RAW = /[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/**
 * JSON text (JSON.stringify's output) with the characters JSON.stringify leaves raw but a terminal
 * acts on written as `\uXXXX` escapes: the same document to a parser, inert on a screen. They can
 * only stand inside strings, where an escape means the same character.
 */
export function inertJson(text: string): string {
  return text.replace(JSON_RAW, (c) => `\\u${(c.codePointAt(0) as number).toString(16).padStart(4, '0')}`);
}

/**
 * A line of text output that no log reader takes for a command: GitHub's runner executes a line
 * that starts (after spaces) with `::`, or that holds `##[` anywhere (its older syntax). The text
 * format's own lines never do; a file name or value can, so the `:` or `#` is shown escaped.
 */
export function inertLogLine(line: string): string {
  return line.replace(/^(\s*):(?=:)/, '$1\\u{3a}').replace(/##\[/g, '#\\u{23}[');
}
