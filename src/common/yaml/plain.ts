/**
 * The node tree as plain data with the key/value span of every node, for the checks of routing,
 * scenario and config files, which work on plain values and still point at the exact place.
 */
import type { NodePath, NodeSpan, Span } from '../spans.js';
import { pointerSegment } from '../spans.js';
import type { TooLarge, YamlBudget } from './budget.js';
import type { TreeSource, YamlNode } from './tree.js';
import { readTree } from './tree.js';
import { setOwn } from '../own.js';

export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

/** Plain data and the spans of its nodes, keyed by `pointer()` path. */
export interface PlainDoc {
  readonly kind: 'plain';
  readonly root: Plain;
  readonly nodes: Map<string, NodeSpan>;
}

/**
 * The plain data of `node` (a node of `source.doc`; null for an empty document) and its spans, or
 * `TooLarge` once the walk passes the budget's limits.
 */
export function readPlain(node: unknown, source: TreeSource, budget: YamlBudget): PlainDoc | TooLarge {
  const nodes = new Map<string, NodeSpan>();
  const tree = readTree(node, source, budget);
  if (tree.kind === 'too-large') return tree;
  // No node, no place: an empty document has no spans (its null still counts as a node).
  if (node === null || node === undefined) return { kind: 'plain', root: null, nodes };
  return { kind: 'plain', root: plainOf(tree, nodes), nodes };
}

/**
 * Plain value of `node`; the span of every node below it is recorded under its pointer (`at` is the
 * pointer of `node` itself, built one segment at a time; `key` the span of the key holding it). An
 * expanded alias is one place: nothing below it is recorded, so a diagnostic there points at the alias.
 */
export function plainOf(node: YamlNode, spans: Map<string, NodeSpan>, at = '', key?: Span): Plain {
  spans.set(at, key ? { key, value: node.span } : { value: node.span });
  const below = node.alias ? new Map<string, NodeSpan>() : spans;
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'seq') return node.items.map((item, i) => plainOf(item, below, at + pointerSegment(i)));
  const out: { [key: string]: Plain } = {};
  for (const pair of node.pairs) {
    const k = pair.keyNode ? keyString(pair.keyNode) : pair.key;
    setOwn(out, k, plainOf(pair.value, below, at + pointerSegment(k), pair.keySpan));
  }
  return out;
}

/** A key that is not a string scalar, as plain data reads it: `1`, `null`, `a,b`. */
function keyString(node: YamlNode): string {
  return node.kind === 'scalar' ? String(node.value) : String(plainOf(node, new Map()));
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
