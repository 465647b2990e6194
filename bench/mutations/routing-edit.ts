/**
 * Edits of a routing file through the `yaml` library's document (comments and layout kept, as an
 * author's edit in an editor would keep them): the rules list in any of the shapes the loader
 * reads (a bare list, `rules:`, or the loader-entry shape of the examples).
 */
import { isMap, isSeq, parseDocument } from 'yaml';
import type { YAMLMap, YAMLSeq } from 'yaml';
import type { Document } from 'yaml';

export const ROUTING = 'routing.yaml';

export interface PlainRule {
  readonly id: string;
  readonly filter: Predicate;
  readonly values?: Record<string, unknown>;
  readonly priority?: number;
  readonly locked?: readonly string[];
  readonly enabled?: boolean;
}

export type Predicate = { readonly kind: string; readonly [field: string]: unknown };

function rulesSeq(doc: Document): YAMLSeq {
  const root = doc.contents;
  if (isMap(root)) {
    const rules = root.get('rules', true);
    if (isSeq(rules)) return rules;
  }
  if (isSeq(root)) {
    const first = root.items[0];
    const nested = isMap(first) ? first.getIn(['config', 'rules'], true) : undefined;
    if (isSeq(nested)) return nested;
    return root;
  }
  throw new Error('no rules list in the routing file');
}

/** The rules as plain objects, in file order. */
export function readRules(text: string): PlainRule[] {
  const doc = parseDocument(text);
  return (rulesSeq(doc).toJSON() as PlainRule[]).filter((r) => r !== null && typeof r === 'object');
}

/** `text` after `edit` ran on its rules list (a YAMLSeq of YAMLMaps); keeps comments. */
export function editRules(text: string, edit: (rules: YAMLSeq, doc: Document) => void): string {
  const doc = parseDocument(text);
  edit(rulesSeq(doc), doc);
  return doc.toString({ lineWidth: 0 });
}

/** The rule map with this id. */
export function ruleNode(rules: YAMLSeq, id: string): YAMLMap {
  const node = rules.items.find((r) => isMap(r) && r.get('id') === id);
  if (!isMap(node)) throw new Error(`no rule ${id}`);
  return node;
}

/** Appends a rule written as a plain object, in flow style for its filter (as authors write them). */
export function appendRule(rules: YAMLSeq, doc: Document, rule: object): void {
  const node = doc.createNode(rule) as YAMLMap;
  const filter = node.get('filter', true);
  if (isMap(filter)) filter.flow = true;
  rules.items.push(node);
}
