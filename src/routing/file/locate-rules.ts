/**
 * Find the rule list in a routing document. Accepted shapes (docs/routing.md):
 * a bare list of rules; a mapping with `rules:`; a loader-entry list whose entry has `config.rules`
 * (the entry named `@chatluna/routing` or with id `routing` wins, else the first one with rules).
 */
import { isMap, isScalar, isSeq } from 'yaml';
import type { Node, YAMLMap } from 'yaml';
import type { PlainKind } from '../../common/yaml/plain.js';

export type LocatedRules =
  | {
      readonly ok: true;
      readonly items: readonly unknown[];
      readonly range?: readonly number[];
      readonly shape: 'list' | 'rules-mapping' | 'loader-entry';
    }
  | { readonly ok: false; readonly found: PlainKind };

function get(map: YAMLMap, key: string): unknown {
  for (const pair of map.items) if (isScalar(pair.key) && pair.key.value === key) return pair.value;
  return undefined;
}

function kindOf(node: unknown): PlainKind {
  if (node == null) return 'null';
  if (isSeq(node)) return 'list';
  if (isMap(node)) return 'mapping';
  if (isScalar(node)) {
    const v = node.value;
    return v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string';
  }
  return 'string';
}

function entryRules(item: unknown): unknown {
  if (!isMap(item)) return undefined;
  const config = get(item, 'config');
  return isMap(config) ? get(config, 'rules') : undefined;
}

export function locateRules(contents: Node | null | undefined): LocatedRules {
  if (contents == null || (isScalar(contents) && contents.value === null))
    return { ok: true, items: [], shape: 'list' };
  if (isMap(contents)) {
    const rules = get(contents, 'rules');
    if (isSeq(rules))
      return { ok: true, items: rules.items, range: rules.range ?? undefined, shape: 'rules-mapping' } as LocatedRules;
    if (rules == null && contents.items.some((p) => isScalar(p.key) && p.key.value === 'rules')) {
      return { ok: true, items: [], shape: 'rules-mapping' };
    }
    return { ok: false, found: rules === undefined ? 'mapping' : kindOf(rules) };
  }
  if (!isSeq(contents)) return { ok: false, found: kindOf(contents) };
  const entries = contents.items.filter((item) => isSeq(entryRules(item)));
  if (entries.length > 0) {
    const named = entries.find((e) => {
      const m = e as YAMLMap;
      const name = get(m, 'name');
      const id = get(m, 'id');
      return (isScalar(name) && name.value === '@chatluna/routing') || (isScalar(id) && id.value === 'routing');
    });
    const rules = entryRules(named ?? entries[0]);
    if (isSeq(rules))
      return { ok: true, items: rules.items, range: rules.range ?? undefined, shape: 'loader-entry' } as LocatedRules;
  }
  return { ok: true, items: contents.items, range: contents.range ?? undefined, shape: 'list' } as LocatedRules;
}
