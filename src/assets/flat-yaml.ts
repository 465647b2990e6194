/**
 * A fast path for the flat frontmatter nearly every world entry has: one `key: value` per line,
 * where the value is a single-line plain scalar or a single-line flow list of plain scalars:
 *
 *     id: places-00136
 *     keys: [雾渡, 陆言羽, 灰原]
 *     priority: 77
 *
 * It returns exactly what `yaml`'s parseDocument + the YAML layer's readTree give (the tree with its
 * values, types and spans, or the too-large outcome, under the same budget), or null for anything
 * outside that shape, which then goes to `yaml`. Nothing is
 * guessed: quotes, comments, blank or indented lines, anchors, tags, block scalars, duplicate
 * keys, and any plain scalar whose core-schema type is not plainly a string, a small integer or
 * `true`/`false` (`1.5`, `~`, `0x1F`, `.nan`, `NULL`, `+1`, `-3`) make it step aside. Why it exists:
 * `yaml`'s lexer and CST parser are most of a validation run's per-file time on such a block,
 * and this scan costs a small fraction of that (docs/assets.md). The differential property
 * test (test/property/flat-yaml.property.test.ts) holds the two paths to the same answer, and
 * docs/assets.md records the decision.
 */
import type { Span } from './model.js';
import type { TooLarge, YamlBudget } from '../common/yaml/budget.js';
import type { ScalarValue, YamlMap, YamlNode, YamlPair, YamlScalar, YamlSeq } from '../common/yaml/tree.js';

const COLON = 58;
const SPACE = 32;
const COMMA = 44;
const OPEN = 91;
const CLOSE = 93;

/** Keys the core schema reads as null or a boolean: their string form would differ. */
const NOT_STRING = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']);
const SMALL_INT = /^(?:0|[1-9][0-9]{0,14})$/;

function isKeyStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

function isKeyChar(c: number): boolean {
  return isKeyStart(c) || (c >= 48 && c <= 57) || c === 45;
}

/**
 * Characters that may change how YAML reads a line, anywhere in a value: comments, mapping
 * colons, tabs, C0/C1 controls, DEL, line and paragraph separators, the BOM and noncharacters.
 */
function isUnsafe(c: number): boolean {
  return (
    c < SPACE ||
    c === 35 || // #
    c === COLON ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0xfeff ||
    c === 0xfffe ||
    c === 0xffff
  );
}

/** Flow indicators: they end or nest a plain scalar inside `[...]`. */
function isFlowIndicator(c: number): boolean {
  return c === COMMA || c === OPEN || c === CLOSE || c === 123 || c === 125;
}

/** YAML indicators and number/null starters that must not open a plain scalar on this path. */
function isBadStart(c: number): boolean {
  switch (c) {
    case 33: // !
    case 34: // "
    case 37: // %
    case 38: // &
    case 39: // '
    case 42: // *
    case 43: // +
    case 44: // ,
    case 45: // -
    case 46: // .
    case 62: // >
    case 63: // ?
    case 64: // @
    case 91: // [
    case 93: // ]
    case 96: // `
    case 123: // {
    case 124: // |
    case 125: // }
    case 126: // ~
      return true;
    default:
      return c === SPACE || isUnsafe(c);
  }
}

/** The core-schema value of a plain scalar, or undefined when this path does not decide it. */
function resolvePlain(source: string): ScalarValue | undefined {
  const c = source.charCodeAt(0);
  if (c >= 48 && c <= 57) return SMALL_INT.test(source) ? Number(source) : undefined;
  if (source === 'true') return true;
  if (source === 'false') return false;
  if (NOT_STRING.has(source)) return undefined;
  return source;
}

interface Cursor {
  readonly text: string;
  /** File line of the YAML line being read, and its start offset in text. */
  readonly line: number;
  readonly lineStart: number;
}

function spanAt(cur: Cursor, from: number, to: number): Span {
  return { line: cur.line, column: from - cur.lineStart + 1, endLine: cur.line, endColumn: to - cur.lineStart + 1 };
}

function scalar(cur: Cursor, from: number, to: number): YamlScalar | null {
  const source = cur.text.slice(from, to);
  const value = resolvePlain(source);
  if (value === undefined) return null;
  return { kind: 'scalar', value, quoted: false, source, span: spanAt(cur, from, to) };
}

/** A plain scalar filling [from, end): no unsafe character, no trailing space (checked by the caller). */
function blockPlain(cur: Cursor, from: number, end: number): YamlScalar | null {
  const { text } = cur;
  if (isBadStart(text.charCodeAt(from))) return null;
  for (let i = from + 1; i < end; i++) if (isUnsafe(text.charCodeAt(i))) return null;
  return scalar(cur, from, end);
}

/** `[a, b, c]` filling [from, end) exactly, every item a plain scalar, no empty item. */
function flowList(cur: Cursor, from: number, end: number): YamlSeq | null {
  const { text } = cur;
  if (text.charCodeAt(end - 1) !== CLOSE) return null;
  const items: YamlNode[] = [];
  let i = from + 1;
  while (text.charCodeAt(i) === SPACE) i++;
  if (i === end - 1) return { kind: 'seq', items, span: spanAt(cur, from, end) };
  for (;;) {
    const start = i;
    if (isBadStart(text.charCodeAt(start))) return null;
    let last = start + 1; // one past the last non-space character of the item
    for (i = start + 1; i < end; i++) {
      const c = text.charCodeAt(i);
      if (isFlowIndicator(c)) break;
      if (isUnsafe(c)) return null;
      if (c !== SPACE) last = i + 1;
    }
    const item = scalar(cur, start, last);
    if (item === null) return null;
    items.push(item);
    const c = text.charCodeAt(i);
    if (c === CLOSE) return i === end - 1 ? { kind: 'seq', items, span: spanAt(cur, from, end) } : null;
    if (c !== COMMA) return null;
    i++;
    while (text.charCodeAt(i) === SPACE) i++;
    if (i >= end - 1) return null; // a trailing comma: leave it to yaml
  }
}

/**
 * Charge the nodes of one pair's value (at depth 1; a list's items at depth 2) to `budget`, in the
 * order readTree counts them; the outcome for the node that passes the limit, if one does.
 */
function charge(budget: YamlBudget, value: YamlNode): TooLarge | null {
  const fit = budget.limits.nodes - budget.used;
  budget.used += value.kind === 'seq' ? 1 + value.items.length : 1;
  if (budget.used <= budget.limits.nodes) return null;
  const item = value.kind === 'seq' && fit > 0 ? value.items[fit - 1] : undefined;
  return item ? budget.exceeded(2, item.span) : budget.exceeded(1, value.span);
}

/**
 * The tree of a flat frontmatter block, its too-large outcome, or null when it is not one. `text`
 * is the YAML between the delimiters (newlines already `\n`); `lineOffset` is the number of file
 * lines before it; `budget` is fresh (a block that is not flat is walked again under a new one).
 */
export function flatFrontmatter(text: string, lineOffset: number, budget: YamlBudget): YamlMap | TooLarge | null {
  const length = text.length;
  if (length === 0 || text.charCodeAt(length - 1) !== 10) return null;
  const pairs: YamlPair[] = [];
  const seen = new Set<string>();
  budget.used++; // the mapping itself
  // Kept until the whole block is known to be flat: a block that is not is yaml's to judge.
  let tooLarge: TooLarge | null = null;
  let line = 1 + lineOffset;
  let lineStart = 0;
  while (lineStart < length) {
    const end = text.indexOf('\n', lineStart);
    if (!isKeyStart(text.charCodeAt(lineStart))) return null;
    let i = lineStart + 1;
    while (i < end && isKeyChar(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== COLON || text.charCodeAt(i + 1) !== SPACE) return null;
    const key = text.slice(lineStart, i);
    if (NOT_STRING.has(key) || seen.has(key)) return null;
    seen.add(key);
    const cur: Cursor = { text, line, lineStart };
    const keySpan = spanAt(cur, lineStart, i);
    i += 2;
    while (text.charCodeAt(i) === SPACE) i++;
    if (i >= end || text.charCodeAt(end - 1) === SPACE) return null;
    const value = text.charCodeAt(i) === OPEN ? flowList(cur, i, end) : blockPlain(cur, i, end);
    if (value === null) return null;
    tooLarge ??= charge(budget, value);
    pairs.push({ key, keySpan, value });
    line++;
    lineStart = end + 1;
  }
  if (tooLarge) return tooLarge;
  return { kind: 'map', pairs, span: { line: 1 + lineOffset, column: 1, endLine: line, endColumn: 1 } };
}
