/**
 * A plain, serialisable view of a YAML document with the position of every node: what the checks
 * read (types and spans) without keeping yaml's classes around (so it crosses worker threads).
 */
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, visit } from 'yaml';
import type { Document, LineCounter, Node as YamlAstNode } from 'yaml';
import type { Span } from './spans.js';

export type ScalarValue = string | number | boolean | null;

export interface YamlScalar {
  readonly kind: 'scalar';
  readonly value: ScalarValue;
  /** True for `"..."` and `'...'` (a quoted number is a string). */
  readonly quoted: boolean;
  /** The source text of a plain scalar, for messages (`.nan`, `5000`). */
  readonly source: string;
  readonly span: Span;
}
export interface YamlSeq {
  readonly kind: 'seq';
  readonly items: readonly YamlNode[];
  readonly span: Span;
}
export interface YamlPair {
  readonly key: string;
  readonly keySpan: Span;
  readonly value: YamlNode;
}
export interface YamlMap {
  readonly kind: 'map';
  readonly pairs: readonly YamlPair[];
  readonly span: Span;
}
export type YamlNode = YamlScalar | YamlSeq | YamlMap;

/** Alias expansion is bounded so that a "billion laughs" frontmatter cannot blow up. */
export const MAX_YAML_NODES = 100_000;

export class YamlTooLarge extends Error {}

export interface TreeContext {
  readonly doc: Document;
  readonly lines: LineCounter;
  /** Lines before the YAML text in the original file (the opening `---`). */
  readonly lineOffset: number;
  nodes: number;
  /** Anchored nodes by name, in document order (built on the first alias). */
  anchors?: Map<string, YamlAstNode[]>;
}

/**
 * The node an alias refers to: the last node with that anchor defined before the alias. One walk
 * of the document builds the table, instead of yaml's `Alias.resolve`, which walks the whole
 * document for every alias (quadratic on thousands of aliases).
 */
function resolveAlias(ctx: TreeContext, name: string, at: number): YamlAstNode | undefined {
  if (!ctx.anchors) {
    const anchors = new Map<string, YamlAstNode[]>();
    visit(ctx.doc, (_key, node) => {
      if (isNode(node) && node.anchor && !isAlias(node)) {
        const list = anchors.get(node.anchor) ?? [];
        list.push(node);
        anchors.set(node.anchor, list);
      }
    });
    ctx.anchors = anchors;
  }
  let found: YamlAstNode | undefined;
  for (const n of ctx.anchors.get(name) ?? []) if ((n.range?.[0] ?? 0) < at) found = n;
  return found;
}

/** Index of the line holding `offset` (binary search over LineCounter's line starts). */
function lineIndex(starts: readonly number[], offset: number, low = 0): number {
  let lo = low;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function spanOf(ctx: TreeContext, start: number, end: number): Span {
  const starts = ctx.lines.lineStarts;
  if (starts.length === 0)
    return {
      line: 1 + ctx.lineOffset,
      column: start + 1,
      endLine: 1 + ctx.lineOffset,
      endColumn: Math.max(start, end) + 1,
    };
  const e = Math.max(start, end);
  const a = lineIndex(starts, start);
  const b = e < (starts[a + 1] ?? Infinity) ? a : lineIndex(starts, e, a);
  return {
    line: a + 1 + ctx.lineOffset,
    column: start - (starts[a] as number) + 1,
    endLine: b + 1 + ctx.lineOffset,
    endColumn: e - (starts[b] as number) + 1,
  };
}

function rangeSpan(ctx: TreeContext, node: YamlAstNode | null | undefined, fallback: Span): Span {
  const r = node?.range;
  return r ? spanOf(ctx, r[0], r[1]) : fallback;
}

function scalarOf(value: unknown): ScalarValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

export function toTree(ctx: TreeContext, node: unknown, fallback: Span): YamlNode {
  if (++ctx.nodes > MAX_YAML_NODES) throw new YamlTooLarge();
  if (isScalar(node)) {
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    const span = rangeSpan(ctx, node, fallback);
    const source = typeof node.source === 'string' ? node.source : String(node.value ?? '');
    return { kind: 'scalar', value: scalarOf(node.value), quoted, source, span };
  }
  if (isAlias(node)) {
    const target = resolveAlias(ctx, node.source, node.range?.[0] ?? Infinity);
    const span = rangeSpan(ctx, node, fallback);
    if (!target) return { kind: 'scalar', value: null, quoted: false, source: '', span };
    const resolved = toTree(ctx, target, span);
    return { ...resolved, span } as YamlNode;
  }
  if (isMap(node)) {
    const span = rangeSpan(ctx, node, fallback);
    const pairs: YamlPair[] = [];
    for (const item of node.items) {
      if (!isPair(item)) continue;
      const k = item.key;
      const keySpan = rangeSpan(ctx, isScalar(k) || isMap(k) || isSeq(k) || isAlias(k) ? k : null, span);
      const key = isScalar(k) ? String(k.value ?? '') : String(k ?? '');
      const value: YamlNode =
        item.value === null || item.value === undefined
          ? { kind: 'scalar', value: null, quoted: false, source: '', span: keySpan }
          : toTree(ctx, item.value, keySpan);
      pairs.push({ key, keySpan, value });
    }
    return { kind: 'map', pairs, span };
  }
  if (isSeq(node)) {
    const span = rangeSpan(ctx, node, fallback);
    return { kind: 'seq', items: node.items.map((i) => toTree(ctx, i, span)), span };
  }
  return { kind: 'scalar', value: null, quoted: false, source: '', span: fallback };
}

/** What a node is, in words for messages: `string`, `number`, `list`, `mapping`, ... */
export function describeNode(node: YamlNode): string {
  if (node.kind === 'seq') return 'list';
  if (node.kind === 'map') return 'mapping';
  const v = node.value;
  if (v === null) return 'null';
  return typeof v;
}
