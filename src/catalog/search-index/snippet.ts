/**
 * The passage around a match, in the text as written: the match is found in the folded text (the
 * same folding as the index), then mapped back to the original through a per-unit folding.
 */
import { foldForSearch } from '../search.js';

export interface Snippet {
  readonly before: string;
  readonly match: string;
  readonly after: string;
  /** Whether text was cut before `before` / after `after`. */
  readonly cutStart: boolean;
  readonly cutEnd: boolean;
}

// A whitespace run, a code point with its combining marks, or stray marks: units that fold on
// their own to what they fold to in context, almost always (checked below).
const UNIT = /\s+|\P{M}\p{M}*|\p{M}+/gu;

/**
 * For each code unit of foldForSearch(text), where its unit starts and ends in `text`; null when
 * folding unit by unit does not give the folded whole (NFKC or case mapping across units).
 */
function foldMap(text: string): { folded: string; starts: number[]; ends: number[] } | null {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const m of text.matchAll(UNIT)) {
    const f = foldForSearch(m[0]);
    folded += f;
    for (let i = 0; i < f.length; i++) {
      starts.push(m.index);
      ends.push(m.index + m[0].length);
    }
  }
  return folded === foldForSearch(text) ? { folded, starts, ends } : null;
}

const squash = (s: string): string => s.replace(/\s+/g, ' ');

/** The first match of the folded query `q` in `text`, with `around` characters of context each side. */
export function snippetOf(text: string, q: string, around = 40): Snippet | null {
  if (q === '') return null;
  const map = foldMap(text);
  // fallback: show the folded text itself, which always holds the match as found
  const source = map === null ? foldForSearch(text) : text;
  const folded = map === null ? source : map.folded;
  const at = folded.indexOf(q);
  if (at < 0) return null;
  const start = map === null ? at : (map.starts[at] as number);
  const end = map === null ? at + q.length : (map.ends[at + q.length - 1] as number);
  const from = Math.max(0, start - around);
  const to = Math.min(source.length, end + around * 2);
  return {
    before: squash(source.slice(from, start)).trimStart(),
    match: squash(source.slice(start, end)),
    after: squash(source.slice(end, to)).trimEnd(),
    cutStart: from > 0,
    cutEnd: to < source.length,
  };
}
