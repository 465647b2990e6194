/**
 * JSON text with positions: a parse tree (jsonc-parser, comments and trailing commas refused),
 * offsets -> 1-based line/column in the original file, JSON Pointer -> node, and the file offset of
 * a character inside a string literal (escapes accounted for).
 */
import { getNodeValue, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { jsonTooDeepAt, MAX_JSON_DEPTH } from '../common/json-syntax.js';

export interface JsonSource {
  readonly file: string;
  /** The decoded text, BOM kept as a character (so columns match the original file). */
  readonly text: string;
  readonly lineStarts: readonly number[];
}

export interface Position {
  readonly line: number;
  readonly column: number;
}

export function jsonSource(file: string, text: string): JsonSource {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lineStarts.push(i + 1);
  }
  return { file, text, lineStarts };
}

export function positionAt(src: JsonSource, offset: number): Position {
  let lo = 0;
  let hi = src.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((src.lineStarts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (src.lineStarts[lo] as number) + 1 };
}

export interface Parsed {
  readonly root: Node | undefined;
  readonly errors: readonly { readonly offset: number; readonly length: number; readonly error: string }[];
}

/** Deeper nesting is refused before parsing: the parser and the tree walks recurse. */
export const MAX_DEPTH = MAX_JSON_DEPTH;

export function parseJson(src: JsonSource): Parsed {
  const deep = jsonTooDeepAt(src.text);
  if (deep !== -1)
    return {
      root: undefined,
      errors: [{ offset: deep, length: 1, error: `NestingTooDeep (over ${MAX_DEPTH} levels)` }],
    };
  const errors: ParseError[] = [];
  // A BOM is not JSON whitespace: the parser sees a space in its place, so offsets stay the same.
  const text = src.text.charCodeAt(0) === 0xfeff ? ' ' + src.text.slice(1) : src.text;
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  return {
    root,
    errors: errors.map((e) => ({ offset: e.offset, length: e.length, error: printParseErrorCode(e.error) })),
  };
}

export function valueOf(node: Node): unknown {
  return getNodeValue(node);
}

/** Segments of a JSON Pointer (`/a/0/b`), unescaped. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The node a JSON Pointer names: a segment is an index in arrays and a key in objects. */
export function nodeAt(root: Node, pointer: string): Node | undefined {
  let node: Node | undefined = root;
  for (const seg of pointerSegments(pointer)) {
    if (!node) return undefined;
    if (node.type === 'array') node = /^(0|[1-9]\d*)$/.test(seg) ? node.children?.[Number(seg)] : undefined;
    else if (node.type === 'object') {
      const prop: Node | undefined = [...(node.children ?? [])].reverse().find((p) => p.children?.[0]?.value === seg);
      node = prop?.children?.[1];
    } else return undefined;
  }
  return node;
}

/** The key node of property `name` in object `node`. */
export function propertyKeyNode(node: Node, name: string): Node | undefined {
  if (node.type !== 'object') return undefined;
  for (const p of node.children ?? []) {
    const key = p.children?.[0];
    if (key && key.value === name) return key;
  }
  return undefined;
}

/** A place (file, start and end) for a node. */
export function nodePlace(src: JsonSource, node: Node) {
  const start = positionAt(src, node.offset);
  const end = positionAt(src, node.offset + node.length);
  return { file: src.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

/** File offset of the decoded string index `index` inside the string literal `node`. */
export function stringCharOffset(src: JsonSource, node: Node, index: number): number {
  let raw = node.offset + 1;
  let decoded = 0;
  const end = node.offset + node.length - 1;
  while (raw < end && decoded < index) {
    if (src.text[raw] === '\\') raw += src.text[raw + 1] === 'u' ? 6 : 2;
    else raw += 1;
    decoded++;
  }
  return raw;
}

/** Duplicate keys in any object of the tree: the later key node of each pair, with the first. */
export function duplicateKeys(root: Node): { readonly first: Node; readonly again: Node }[] {
  const out: { first: Node; again: Node }[] = [];
  const walk = (n: Node): void => {
    if (n.type === 'object') {
      const seen = new Map<string, Node>();
      for (const p of n.children ?? []) {
        const key = p.children?.[0];
        if (!key || typeof key.value !== 'string') continue;
        const first = seen.get(key.value);
        if (first) out.push({ first, again: key });
        else seen.set(key.value, key);
      }
    }
    for (const c of n.children ?? []) walk(c);
  };
  walk(root);
  return out;
}
