/**
 * Turn a yaml node into plain data while recording the key/value span of every node below it, so
 * checks work on plain values and still point at the exact place. Aliases are expanded within a
 * node budget (a "billion laughs" file stops at the budget instead of exhausting memory).
 */
import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Alias, Document, Node } from 'yaml';
import type { NodePath, NodeSpan, Span } from './spans.js';
import { pointerSegment } from './spans.js';

export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

export interface TreeContext {
  readonly doc: Document.Parsed;
  span(range: readonly number[]): Span;
  /** Nodes left to expand; shared across the walk of one file. */
  budget: TreeBudget;
}

/** What the walk of one file may still expand, and where it first went past the limit. */
export interface TreeBudget {
  remaining: number;
  /** Set once: the outermost alias being expanded when the limit was hit (else the node itself). */
  exceeded?: { readonly span: Span; readonly reason: 'nodes' | 'depth' };
  /** The outermost alias under expansion, while one is. */
  alias?: Span;
}

export const NODE_BUDGET = 200_000;
/** Nesting deeper than this is refused (and reported), like too many nodes. */
export const MAX_DEPTH = 200;

/** The message data of a `*.yaml-too-large` diagnostic. */
export function tooLargeData(exceeded: NonNullable<TreeBudget['exceeded']>): { reason: string; limit: number } {
  return { reason: exceeded.reason, limit: exceeded.reason === 'depth' ? MAX_DEPTH : NODE_BUDGET };
}

/** A fresh budget for the walk of one file. */
export function treeBudget(): TreeBudget {
  return { remaining: NODE_BUDGET };
}

type AliasContext = NonNullable<Parameters<Alias['resolve']>[1]>;
const aliasContexts = new WeakMap<Document.Parsed, AliasContext>();

/**
 * `alias.resolve(doc)` walks the whole document on every call, which is quadratic for a file with
 * thousands of aliases; given a context, yaml lists the anchors once per document and reuses it.
 */
function resolveAlias(alias: Alias, doc: Document.Parsed): ReturnType<Alias['resolve']> {
  let c = aliasContexts.get(doc);
  if (!c) {
    c = { anchors: new Map(), doc, keep: false, mapAsMap: false, mapKeyWarned: false, maxAliasCount: -1 };
    aliasContexts.set(doc, c);
  }
  return alias.resolve(doc, c);
}

function rangeOf(node: unknown): readonly number[] | undefined {
  const r = (node as { range?: readonly number[] | null } | null)?.range;
  return r ?? undefined;
}

/**
 * Plain value of `node`; the span of every node below it is recorded under its `pointer()` path
 * (`at` is the pointer of `node` itself, built one segment at a time). Returns null past the budget.
 */
export function toPlain(
  node: unknown,
  ctx: TreeContext,
  spans: Map<string, NodeSpan>,
  at = '',
  key?: Span,
  depth = 0,
): Plain {
  const range = rangeOf(node);
  if (ctx.budget.remaining-- <= 0 || depth > MAX_DEPTH) {
    const here = range ? ctx.span(range) : key;
    const span = ctx.budget.alias ?? here ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
    ctx.budget.exceeded ??= { span, reason: depth > MAX_DEPTH ? 'depth' : 'nodes' };
    return null;
  }
  if (range) spans.set(at, key ? { key, value: ctx.span(range) } : { value: ctx.span(range) });
  else if (key) spans.set(at, { key, value: key });
  if (isAlias(node)) {
    const target = resolveAlias(node, ctx.doc);
    if (!target) return null;
    const outer = ctx.budget.alias === undefined && range !== undefined;
    if (outer) ctx.budget.alias = ctx.span(range);
    try {
      return toPlain(target, ctx, new Map(), at, undefined, depth + 1);
    } finally {
      if (outer) delete ctx.budget.alias;
    }
  }
  if (isScalar(node)) return scalarValue(node.value);
  if (isSeq(node))
    return node.items.map((item, i) => toPlain(item, ctx, spans, at + pointerSegment(i), undefined, depth + 1));
  if (isMap(node)) {
    const out: { [key: string]: Plain } = {};
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const k = isScalar(pair.key)
        ? String(pair.key.value)
        : pair.key == null
          ? ''
          : String(toPlain(pair.key, ctx, new Map()));
      const keyRange = rangeOf(pair.key);
      const keySpan = keyRange ? ctx.span(keyRange) : undefined;
      const child = at + pointerSegment(k);
      if (pair.value == null) {
        if (keySpan) spans.set(child, { key: keySpan, value: keySpan });
        setOwn(out, k, null);
      } else setOwn(out, k, toPlain(pair.value as Node, ctx, spans, child, keySpan, depth + 1));
    }
    return out;
  }
  return null;
}

/** `out[key] = value` without the `__proto__` setter: a key written `__proto__` stays a key. */
function setOwn(out: { [key: string]: Plain }, key: string, value: Plain): void {
  Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
}

function scalarValue(v: unknown): Plain {
  if (v === null || typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Date) return v.toISOString();
  return v === undefined ? null : String(v);
}

export type PlainKind = 'null' | 'boolean' | 'number' | 'string' | 'list' | 'mapping';

export function plainKind(v: Plain | undefined): PlainKind {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'object') return 'mapping';
  return typeof v as 'boolean' | 'number' | 'string';
}

export function isMapping(v: Plain | undefined): v is { [key: string]: Plain } {
  return plainKind(v) === 'mapping';
}

/**
 * The items of a scenario file (`routing.tests.yaml`, `retrieval.tests.yaml`): the document is a
 * list, or a mapping whose `tests:` is one (`base` is then `['tests']`); an empty document is an
 * empty list. Null for any other shape.
 */
export function scenarioItems(root: Plain): { readonly list: Plain[]; readonly base: NodePath } | null {
  if (Array.isArray(root)) return { list: root, base: [] };
  if (isMapping(root) && Array.isArray(root['tests'])) return { list: root['tests'], base: ['tests'] };
  return root === null ? { list: [], base: [] } : null;
}
