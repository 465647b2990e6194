/** Positions inside a YAML file, 1-based, as an editor shows them (BOM not counted, CRLF = one line end). */
export interface Span {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** The key and value positions of one node, addressed by its path below the rule. */
export interface NodeSpan {
  /** The key of the pair holding the node (absent for sequence items and the rule itself). */
  readonly key?: Span;
  readonly value: Span;
}

/**
 * Positions of one rule: every node below it, keyed by `pointer(path)` where `path` is relative to
 * the rule (`['filter', 'operands', 0, 'kind']`, `['values', 'chat.model', 'model']`, `['locked', 0]`).
 */
export interface RuleSpans {
  /** The rule's index in the file's rule list. */
  readonly index: number;
  readonly nodes: ReadonlyMap<string, NodeSpan>;
}

export type NodePath = readonly (string | number)[];

/** A JSON-Pointer-like key for a node path (`/filter/operands/0`); `~` and `/` escaped. */
export function pointer(path: NodePath): string {
  let out = '';
  for (const s of path) out += pointerSegment(s);
  return out;
}

/**
 * The spans of the node at `prefix` and below, re-keyed relative to it: one list item of a file
 * (a rule, a scenario) addressed like a document of its own. `index` is its place in the list.
 */
export function spansBelow(nodes: ReadonlyMap<string, NodeSpan>, prefix: NodePath, index: number): RuleSpans {
  const head = pointer(prefix);
  const own = new Map<string, NodeSpan>();
  for (const [k, v] of nodes) if (k === head || k.startsWith(head + '/')) own.set(k.slice(head.length), v);
  return { index, nodes: own };
}

/** One segment of a pointer: `/` and the segment, `~` and `/` escaped. */
export function pointerSegment(s: string | number): string {
  const t = String(s);
  return '/' + (t.includes('~') || t.includes('/') ? t.replace(/~/g, '~0').replace(/\//g, '~1') : t);
}

/**
 * The span of `path` (its key, when asked and present, else its value), falling back to the nearest
 * ancestor that has one, so a diagnostic always has a place.
 */
export function spanAt(
  spans: RuleSpans | undefined,
  path: NodePath,
  which: 'key' | 'value' = 'value',
): Span | undefined {
  if (!spans) return undefined;
  for (let n = path.length; n >= 0; n--) {
    const node = spans.nodes.get(pointer(path.slice(0, n)));
    if (!node) continue;
    if (which === 'key' && n === path.length && node.key) return node.key;
    return n === path.length || !node.key ? node.value : node.key;
  }
  return undefined;
}

/**
 * The items of a scenario list, each read with its own spans (`spansBelow`), the first of each
 * name kept: `read` returns null for an item it reported as broken, `duplicate` reports a later
 * item whose name is taken (given the spans of that item). Shared by the routing and retrieval
 * scenario loaders.
 */
export function readNamedItems<T extends { readonly name: string }, Item>(
  list: readonly Item[],
  base: NodePath,
  nodes: ReadonlyMap<string, NodeSpan>,
  read: (raw: Item, spans: RuleSpans) => T | null,
  duplicate: (item: T, spans: RuleSpans) => void,
): T[] {
  const names = new Set<string>();
  return list.flatMap((raw, i): T[] => {
    const spans = spansBelow(nodes, [...base, i], i);
    const item = read(raw, spans);
    if (item === null) return [];
    if (names.has(item.name)) {
      duplicate(item, spans);
      return [];
    }
    names.add(item.name);
    return [item];
  });
}
