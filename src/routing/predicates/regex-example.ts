/**
 * A best-effort example string for a simple regex (literals, escapes, classes, ?, *, +, groups with
 * alternation take their first branch). Null when the pattern uses something it does not model;
 * callers always verify the example against the real regex.
 */

/** The example being written: where the pattern is read, the text so far, the last atom's text, open groups. */
interface Example {
  readonly pattern: string;
  i: number;
  out: string;
  /** What the last atom added to `out` (what a quantifier after it repeats or drops). */
  last: string;
  /** Where each open group's text starts in `out`. */
  readonly groups: number[];
}

/** Reads the construct at `e.i` (and moves `e.i` to its last character); false when it is not modelled. */
type Step = (e: Example) => boolean;

const append = (e: Example, text: string): true => {
  e.last = text;
  e.out += text;
  return true;
};

/** What the modelled escapes match: a space, a digit, a word character, or nothing (word boundaries). */
const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['s', ' '],
  ['d', '0'],
  ['w', 'a'],
  ['b', ''],
  ['B', ''],
]);

/** `\x`: a modelled class escape, or the escaped punctuation itself; other letters and digits are not modelled. */
const escape: Step = (e) => {
  const n = e.pattern[++e.i];
  if (n === undefined) return false;
  const text = ESCAPES.get(n) ?? (/[a-zA-Z0-9]/.test(n) ? null : n);
  return text !== null && append(e, text);
};

/** `[...]`: its first character (negated classes and a leading escape are not modelled). */
const characterClass: Step = (e) => {
  const end = e.pattern.indexOf(']', e.i + 2);
  const first = e.pattern[e.i + 1];
  if (end < 0 || first === '^' || first === '\\' || first === undefined) return false;
  e.i = end;
  return append(e, first);
};

/** `*` and `?`: zero times, so the last atom is taken back. */
const optional: Step = (e) => {
  e.out = e.out.slice(0, e.out.length - e.last.length);
  e.last = '';
  return true;
};

/** `{n}`, `{n,}`, `{n,m}`: the last atom n times. */
const repeat: Step = (e) => {
  const m = /^\{(\d+)(,\d*)?\}/.exec(e.pattern.slice(e.i));
  if (!m) return false;
  e.out = e.out.slice(0, e.out.length - e.last.length) + e.last.repeat(Number(m[1]));
  e.i += m[0].length - 1;
  e.last = '';
  return true;
};

/** `(` and `(?:`; other group kinds (lookarounds, named groups) are not modelled. */
const openGroup: Step = (e) => {
  if (e.pattern[e.i + 1] === '?') {
    if (e.pattern[e.i + 2] !== ':') return false;
    e.i += 2;
  }
  e.groups.push(e.out.length);
  e.last = '';
  return true;
};

/** `)`: the group's text becomes the last atom. */
const closeGroup: Step = (e) => {
  const start = e.groups.pop();
  if (start === undefined) return false;
  e.last = e.out.slice(start);
  return true;
};

/** `|`: keeps the first branch, skipping to the end of the enclosing group (or the pattern). */
const alternative: Step = (e) => {
  let depth = 0;
  for (e.i++; e.i < e.pattern.length; e.i++) {
    const d = e.pattern[e.i];
    if (d === '\\') {
      e.i++;
      continue;
    }
    if (d === '(') depth++;
    else if (d === ')') {
      if (depth === 0) {
        e.i--;
        break;
      }
      depth--;
    }
  }
  e.last = '';
  return true;
};

/** Anchors and `+` (once is enough) add nothing and end the last atom. */
const nothing: Step = (e) => {
  e.last = '';
  return true;
};

const STEPS: ReadonlyMap<string, Step> = new Map([
  ['^', nothing],
  ['$', nothing],
  ['+', nothing],
  ['\\', escape],
  ['.', (e: Example) => append(e, 'a')],
  ['[', characterClass],
  ['*', optional],
  ['?', optional],
  ['{', repeat],
  ['(', openGroup],
  [')', closeGroup],
  ['|', alternative],
]);

export function exampleForRegex(pattern: string): string | null {
  const e: Example = { pattern, i: 0, out: '', last: '', groups: [] };
  for (; e.i < pattern.length; e.i++) {
    const c = pattern[e.i] as string;
    const step = STEPS.get(c);
    if (step === undefined) append(e, c);
    else if (!step(e)) return null;
  }
  return e.groups.length === 0 ? e.out : null;
}
