/**
 * Dot-path locks (spec: 点路径锁), in both directions, over a trie of lock paths relative to one
 * namespace. Checks cost O(path length): 1,000-segment paths and 10,000 locks stay linear.
 */

export interface LockOwner {
  /** The full dotted lock path as written in `locked`. */
  readonly path: string;
  readonly ruleId: string;
}

interface LockNode {
  owner?: LockOwner;
  readonly children: Map<string, LockNode>;
}

export class LockTrie {
  private readonly root: LockNode = { children: new Map() };
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Lock `segments` (relative to the namespace; [] locks the whole namespace). The first owner is kept. */
  add(segments: readonly string[], owner: LockOwner): void {
    let node = this.root;
    for (const s of segments) {
      let next = node.children.get(s);
      if (!next) {
        next = { children: new Map() };
        node.children.set(s, next);
      }
      node = next;
    }
    if (!node.owner) {
      node.owner = owner;
      this.count++;
    }
  }

  /** (a) A lock on `segments` itself or on one of its ancestors (the shallowest one). */
  lockAtOrAbove(segments: readonly string[]): LockOwner | undefined {
    let node: LockNode | undefined = this.root;
    if (node.owner) return node.owner;
    for (const s of segments) {
      node = node.children.get(s);
      if (!node) return undefined;
      if (node.owner) return node.owner;
    }
    return undefined;
  }

  /** (b) A lock strictly below `segments` (the first one found). */
  lockBelow(segments: readonly string[]): LockOwner | undefined {
    let node: LockNode | undefined = this.root;
    for (const s of segments) {
      node = node.children.get(s);
      if (!node) return undefined;
    }
    const stack = [...node.children.values()];
    while (stack.length > 0) {
      const n = stack.pop() as LockNode;
      if (n.owner) return n.owner;
      stack.push(...n.children.values());
    }
    return undefined;
  }
}
