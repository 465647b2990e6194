/**
 * Merging one namespace across the matched rules in compareRules order (spec: 合并策略):
 * deep merge (objects recurse; scalars, arrays, null replace) or whole replacement, with the
 * locks of earlier rules blocking later writes in both directions, every blocked write recorded.
 */
import { isPlainObject } from '../model/json-value.js';
import { LockTrie, type LockOwner } from './locks.js';
import type { MergeMode } from '../namespaces/namespace-definition.js';
import type { JsonObject, JsonValue, SuppressedWrite } from '../model/types.js';

/** One rule's part in one namespace: its write (if any) and its locks on that namespace. */
export interface Contribution {
  readonly ruleId: string;
  /** `values[ns]`; undefined when the rule only locks. */
  readonly value: JsonValue | undefined;
  readonly locks: readonly { readonly segments: readonly string[]; readonly path: string }[];
}

export interface SourceNode {
  ruleId?: string;
  children?: Map<string, SourceNode>;
}

export interface MergeResult {
  readonly value: JsonValue | undefined;
  readonly sources: SourceNode;
  readonly suppressed: readonly SuppressedWrite[];
}

type Mutable = { [key: string]: JsonValue };

const dotted = (ns: string, segs: readonly string[]): string => (segs.length ? `${ns}.${segs.join('.')}` : ns);

/** Pure deep merge without locks: objects recurse, everything else (arrays, null) replaces. */
export function deepMerge(base: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (!isPlainObject(patch)) return patch;
  const out: Mutable = isPlainObject(base) ? { ...base } : {};
  for (const key of Object.keys(patch)) {
    const next = deepMerge(Object.hasOwn(out, key) ? out[key] : undefined, patch[key] as JsonValue);
    Object.defineProperty(out, key, { value: next, writable: true, enumerable: true, configurable: true });
  }
  return out;
}

/** Every leaf of `value` below `segs`: scalars, arrays, null and empty objects. */
function leaves(segs: readonly string[], value: JsonValue): [string[], JsonValue][] {
  const out: [string[], JsonValue][] = [];
  const stack: [string[], JsonValue][] = [[[...segs], value]];
  while (stack.length > 0) {
    const [p, v] = stack.pop() as [string[], JsonValue];
    if (isPlainObject(v) && Object.keys(v).length > 0) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push([[...p, keys[i] as string], v[keys[i] as string] as JsonValue]);
    } else out.push([p, v]);
  }
  return out;
}

/** A node attributed whole to one rule gets written below: attribute its existing keys instead. */
function explode(src: SourceNode, value: Mutable): SourceNode {
  if (src.ruleId === undefined) return src;
  const ruleId = src.ruleId;
  delete src.ruleId;
  src.children = new Map(Object.keys(value).map((k) => [k, { ruleId }]));
  return src;
}

class NamespaceState {
  value: JsonValue | undefined = undefined;
  readonly sources: SourceNode = {};

  /** The container object at `segs` (created, replacing a non-object, when missing). */
  ensureObject(segs: readonly string[]): Mutable {
    if (!isPlainObject(this.value)) {
      this.value = {};
      delete this.sources.ruleId;
      this.sources.children = new Map();
    }
    let node = this.value as Mutable;
    let src = explode(this.sources, node);
    for (const s of segs) {
      const children = (src.children ??= new Map());
      let child = children.get(s);
      if (!isPlainObject(Object.hasOwn(node, s) ? node[s] : undefined)) {
        Object.defineProperty(node, s, { value: {}, writable: true, enumerable: true, configurable: true });
        child = { children: new Map() };
        children.set(s, child);
      } else if (!child) {
        child = { children: new Map() };
        children.set(s, child);
      }
      node = node[s] as Mutable;
      src = explode(child, node);
    }
    return node;
  }

  isObjectAt(segs: readonly string[]): boolean {
    let v: JsonValue | undefined = this.value;
    for (const s of segs) v = isPlainObject(v) && Object.hasOwn(v, s) ? v[s] : undefined;
    return isPlainObject(v);
  }

  setLeaf(segs: readonly string[], value: JsonValue, ruleId: string): void {
    if (segs.length === 0) {
      this.value = isPlainObject(value) ? { ...value } : value;
      this.sources.ruleId = ruleId;
      delete this.sources.children;
      return;
    }
    const parent = this.ensureObject(segs.slice(0, -1));
    const key = segs[segs.length - 1] as string;
    const stored = isPlainObject(value) ? {} : value; // an empty object becomes our own container
    Object.defineProperty(parent, key, { value: stored, writable: true, enumerable: true, configurable: true });
    let src = this.sources;
    for (const s of segs.slice(0, -1)) src = src.children?.get(s) as SourceNode;
    (src.children ??= new Map()).set(key, { ruleId });
  }
}

function firstLock(locks: LockTrie): LockOwner | undefined {
  return locks.lockAtOrAbove([]) ?? locks.lockBelow([]);
}

function writeDeep(
  state: NamespaceState,
  ns: string,
  c: Contribution,
  value: JsonValue,
  locks: LockTrie,
  out: SuppressedWrite[],
): void {
  const stack: [readonly string[], JsonValue][] = [[[], value]];
  const block = (segs: readonly string[], v: JsonValue, by: LockOwner) => {
    for (const [p, leaf] of leaves(segs, v))
      out.push({ path: dotted(ns, p), ruleId: c.ruleId, value: leaf, lockedBy: by });
  };
  while (stack.length > 0) {
    const [segs, v] = stack.pop() as [readonly string[], JsonValue];
    const above = locks.size ? locks.lockAtOrAbove(segs) : undefined;
    if (above) {
      block(segs, v, above);
      continue;
    }
    if (isPlainObject(v) && Object.keys(v).length > 0) {
      state.ensureObject(segs);
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push([[...segs, keys[i] as string], (v as JsonObject)[keys[i] as string] as JsonValue]);
      continue;
    }
    if (isPlainObject(v)) {
      if (!state.isObjectAt(segs)) state.setLeaf(segs, v, c.ruleId);
      continue;
    }
    const below = locks.size ? locks.lockBelow(segs) : undefined;
    if (below) {
      out.push({ path: dotted(ns, segs), ruleId: c.ruleId, value: v, lockedBy: below });
      continue;
    }
    state.setLeaf(segs, v, c.ruleId);
  }
}

/** An incremental merge of one namespace: apply contributions in compareRules order. */
export class NamespaceMerger {
  private readonly state = new NamespaceState();
  private readonly locks = new LockTrie();
  private readonly suppressed: SuppressedWrite[] = [];

  constructor(
    private readonly ns: string,
    private readonly mode: MergeMode,
  ) {}

  /** The current merged value (live: copy before keeping it across further applies). */
  get value(): JsonValue | undefined {
    return this.state.value;
  }

  apply(c: Contribution): void {
    const { ns, locks } = this;
    if (c.value !== undefined) {
      if (this.mode === 'replace') {
        const by = locks.size ? firstLock(locks) : undefined;
        if (by) this.suppressed.push({ path: ns, ruleId: c.ruleId, value: c.value, lockedBy: by });
        else this.state.setLeaf([], c.value, c.ruleId);
      } else writeDeep(this.state, ns, c, c.value, locks, this.suppressed);
    }
    for (const l of c.locks) locks.add(l.segments, { path: l.path, ruleId: c.ruleId });
  }

  result(): MergeResult {
    return { value: this.state.value, sources: this.state.sources, suppressed: this.suppressed };
  }
}

/** Merge one namespace; `contributions` are in compareRules order. */
export function mergeNamespace(ns: string, mode: MergeMode, contributions: readonly Contribution[]): MergeResult {
  const merger = new NamespaceMerger(ns, mode);
  for (const c of contributions) merger.apply(c);
  return merger.result();
}

/** Flatten the source tree against the final (gated, pre-default) value: dotted leaf path -> rule id. */
export function flattenSources(
  ns: string,
  root: SourceNode,
  value: JsonValue | undefined,
  out: { [path: string]: string },
): void {
  if (value === undefined) return;
  const stack: [SourceNode, JsonValue, string[]][] = [[root, value, []]];
  while (stack.length > 0) {
    const [node, v, segs] = stack.pop() as [SourceNode, JsonValue, string[]];
    if (node.ruleId !== undefined) {
      for (const [p] of leaves(segs, v)) out[dotted(ns, p)] = node.ruleId;
      continue;
    }
    if (!node.children || !isPlainObject(v)) continue;
    const entries = [...node.children.entries()].reverse();
    for (const [k, child] of entries) if (Object.hasOwn(v, k)) stack.push([child, v[k] as JsonValue, [...segs, k]]);
  }
}
