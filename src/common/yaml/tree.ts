/**
 * The node tree of the YAML layer: a plain, serialisable view of a YAML document with the position
 * of every node (so it crosses worker threads), walked from yaml's document under a `YamlBudget`.
 * Frontmatter checks read it as it is; routing, scenario and config files read it as plain values
 * with a map of spans (plain.ts).
 */
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, visit } from 'yaml';
import type { Document, Node as AstNode, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import type { Span } from '../spans.js';
import type { TooLarge, YamlBudget } from './budget.js';
import type { SpanOf } from './positions.js';

export type ScalarValue = string | number | boolean | null;

interface NodeBase {
  readonly span: Span;
  /** Set on the node an alias expanded to; its `span` is then the alias's, below it the anchor's. */
  readonly alias?: true;
}
export interface YamlScalar extends NodeBase {
  readonly kind: 'scalar';
  readonly value: ScalarValue;
  /** True for `"..."` and `'...'` (a quoted number is a string). */
  readonly quoted: boolean;
  /** The source text of a plain scalar, for messages (`.nan`, `5000`). */
  readonly source: string;
}
export interface YamlSeq extends NodeBase {
  readonly kind: 'seq';
  readonly items: readonly YamlNode[];
}
export interface YamlPair {
  /** The key as frontmatter reads it: a scalar's value as a string (`''` for null), else the key's YAML. */
  readonly key: string;
  readonly keySpan: Span;
  readonly value: YamlNode;
  /** The key's own node, when it is not a string scalar (a number, null, a collection, an alias). */
  readonly keyNode?: YamlNode;
}
export interface YamlMap extends NodeBase {
  readonly kind: 'map';
  readonly pairs: readonly YamlPair[];
}
export type YamlNode = YamlScalar | YamlSeq | YamlMap;

/** A parsed document and where its offsets are. */
export interface TreeSource {
  readonly doc: Document;
  readonly span: SpanOf;
}

const ORIGIN: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/** Unwinds the walk at the first limit passed; `readTree` returns its outcome (it never escapes). */
class Stop {
  readonly outcome: TooLarge;
  constructor(outcome: TooLarge) {
    this.outcome = outcome;
  }
}

interface Walk {
  readonly doc: Document;
  readonly span: SpanOf;
  readonly budget: YamlBudget;
  /** The collections being walked, outermost first: an alias to one of them is a cycle. */
  readonly open: Set<unknown>;
}

/**
 * The tree of `node` (a node of `source.doc`), or `TooLarge` once the walk passes the budget's
 * limits. `fallback` is the span of a node that has no position of its own.
 */
export function readTree(
  node: unknown,
  source: TreeSource,
  budget: YamlBudget,
  fallback: Span = ORIGIN,
): YamlNode | TooLarge {
  try {
    return walk({ doc: source.doc, span: source.span, budget, open: new Set() }, node, 0, fallback, undefined);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    budget.alias = undefined;
    return e.outcome;
  }
}

/** Anchored nodes by name, in document order, per document (built on its first alias). */
const anchorTables = new WeakMap<Document, Map<string, AstNode[]>>();

/**
 * The node an alias refers to: the last node with that anchor defined before the alias. One walk
 * of the document builds the table, instead of yaml's `Alias.resolve`, which walks the whole
 * document for every alias (quadratic on thousands of aliases).
 */
function resolveAlias(doc: Document, name: string, at: number): AstNode | undefined {
  let anchors = anchorTables.get(doc);
  if (!anchors) {
    const table = new Map<string, AstNode[]>();
    visit(doc, (_key, node) => {
      if (isNode(node) && node.anchor && !isAlias(node)) {
        const list = table.get(node.anchor) ?? [];
        list.push(node);
        table.set(node.anchor, list);
      }
    });
    anchorTables.set(doc, table);
    anchors = table;
  }
  let found: AstNode | undefined;
  for (const n of anchors.get(name) ?? []) if ((n.range?.[0] ?? 0) < at) found = n;
  return found;
}

function rangeOf(node: unknown): readonly number[] | undefined {
  return isNode(node) ? (node.range ?? undefined) : undefined;
}

function scalarOf(value: unknown): ScalarValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

function scalarNode(node: Scalar, span: Span): YamlScalar {
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  const source = typeof node.source === 'string' ? node.source : String(node.value ?? '');
  return { kind: 'scalar', value: scalarOf(node.value), quoted, source, span };
}

function nullNode(span: Span): YamlScalar {
  return { kind: 'scalar', value: null, quoted: false, source: '', span };
}

/**
 * One node at `depth`: counted first, so a walk stops at the node that passes a limit. `key` is
 * the span of the key holding the node, the place of a too-large node without a position.
 */
function walk(w: Walk, node: unknown, depth: number, fallback: Span, key: Span | undefined): YamlNode {
  const range = rangeOf(node);
  const budget = w.budget;
  const counted = budget.limits.counts !== 'aliased' || budget.alias !== undefined;
  if ((counted && ++budget.used > budget.limits.nodes) || depth > budget.limits.depth)
    throw new Stop(budget.exceeded(depth, range ? w.span(range) : (key ?? ORIGIN)));
  const span = range ? w.span(range) : fallback;
  if (isScalar(node)) return scalarNode(node, span);
  if (isAlias(node)) {
    const target = resolveAlias(w.doc, node.source, range?.[0] ?? Infinity);
    if (!target) return nullNode(span);
    if (w.open.has(target)) throw new Stop({ kind: 'too-large', reason: 'cycle', limit: 0, span });
    const outer = budget.alias === undefined && range !== undefined;
    if (outer) budget.alias = span;
    const resolved = walk(w, target, depth + 1, span, undefined);
    if (outer) budget.alias = undefined;
    return { ...resolved, span, alias: true };
  }
  if (isMap(node) || isSeq(node)) {
    w.open.add(node);
    try {
      return collection(w, node, depth, span);
    } finally {
      w.open.delete(node);
    }
  }
  return nullNode(span);
}

/** A mapping or a sequence, its items walked one level deeper. */
function collection(w: Walk, node: YAMLMap | YAMLSeq, depth: number, span: Span): YamlNode {
  if (isMap(node)) {
    const pairs: YamlPair[] = [];
    for (const item of node.items) {
      if (!isPair(item)) continue;
      const k = item.key;
      const keyRange = rangeOf(k);
      const keySpan = keyRange ? w.span(keyRange) : span;
      let keyNode: YamlNode | undefined;
      if (isScalar(k)) {
        if (typeof k.value !== 'string') keyNode = scalarNode(k, keySpan);
      } else if (k !== null && k !== undefined) keyNode = walk(w, k, depth + 1, keySpan, undefined);
      const key = isScalar(k) ? String(k.value ?? '') : String(k ?? '');
      const value =
        item.value === null || item.value === undefined
          ? nullNode(keySpan)
          : walk(w, item.value, depth + 1, keySpan, keyRange ? keySpan : undefined);
      pairs.push(keyNode ? { key, keySpan, value, keyNode } : { key, keySpan, value });
    }
    return { kind: 'map', pairs, span };
  }
  const items: YamlNode[] = [];
  for (const item of node.items) items.push(walk(w, item, depth + 1, span, undefined));
  return { kind: 'seq', items, span };
}

/** What a node is, in words for messages: `string`, `number`, `list`, `mapping`, ... */
export function describeNode(node: YamlNode): string {
  if (node.kind === 'seq') return 'list';
  if (node.kind === 'map') return 'mapping';
  const v = node.value;
  if (v === null) return 'null';
  return typeof v;
}
