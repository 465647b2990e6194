/** The leaf writes of a rule and how dot-path locks block them (spec 点路径锁, research b7). */
import type { JsonValue, RoutingRule } from '../model/types.js';
import type { LintNamespaces } from './lint-context.js';

export interface LeafWrite {
  readonly ns: string;
  /** Field path below the namespace; [] for a replace namespace or a non-object namespace value. */
  readonly fieldPath: readonly string[];
  readonly value: JsonValue;
}

export interface LockTarget {
  readonly ns: string;
  readonly fieldPath: readonly string[];
}

const isObject = (v: unknown): v is { readonly [k: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function leafWrites(rule: RoutingRule, namespaces: LintNamespaces): LeafWrite[] {
  const out: LeafWrite[] = [];
  const walk = (ns: string, path: string[], v: JsonValue) => {
    if (isObject(v) && Object.keys(v).length > 0) for (const [k, c] of Object.entries(v)) walk(ns, [...path, k], c);
    else out.push({ ns, fieldPath: path, value: v });
  };
  for (const [ns, v] of Object.entries(rule.values)) {
    if (!namespaces.has(ns)) continue;
    if (namespaces.merge(ns) === 'replace') out.push({ ns, fieldPath: [], value: v });
    else walk(ns, [], v);
  }
  return out;
}

/** The namespace (longest registered prefix) and field path a lock names; null when none. */
export function lockTarget(lock: string, namespaces: LintNamespaces): LockTarget | null {
  let best: string | null = null;
  for (const ns of namespaces.names()) {
    if ((lock === ns || lock.startsWith(ns + '.')) && (best === null || ns.length > best.length)) best = ns;
  }
  if (best === null) return null;
  return { ns: best, fieldPath: lock === best ? [] : lock.slice(best.length + 1).split('.') };
}

const isPrefix = (a: readonly string[], b: readonly string[]) => a.length <= b.length && a.every((s, i) => b[i] === s);

/** Does `lock` block `write` (parent lock blocks children; child lock blocks a non-object parent write)? */
export function blocks(lock: LockTarget, write: LeafWrite, namespaces: LintNamespaces): boolean {
  if (lock.ns !== write.ns) return false;
  if (namespaces.merge(write.ns) === 'replace') return true;
  if (isPrefix(lock.fieldPath, write.fieldPath)) return true;
  return isPrefix(write.fieldPath, lock.fieldPath) && !isObject(write.value);
}

/** Does a later write at `later` overwrite the earlier leaf `earlier` entirely? */
export function overwrites(later: LeafWrite, earlier: LeafWrite, namespaces: LintNamespaces): boolean {
  if (later.ns !== earlier.ns) return false;
  if (namespaces.merge(later.ns) === 'replace') return true;
  if (later.fieldPath.length === earlier.fieldPath.length) return isPrefix(later.fieldPath, earlier.fieldPath);
  return isPrefix(later.fieldPath, earlier.fieldPath) && !isObject(later.value);
}

export function dotted(write: LeafWrite | LockTarget): string {
  return [write.ns, ...write.fieldPath].join('.');
}
