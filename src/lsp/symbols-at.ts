/**
 * The id under the cursor: a world (a `worlds:` item of a card, the `id` of a WORLD.md), an entry
 * (a `parents:` item or the `id` of an entry; an item of a retrieval scenario's `injected`,
 * `notInjected` or reasons) or a routing rule (a scenario's `decidedBy` value, a rule's `id`).
 */
import type { DocumentKind } from './documents.js';
import type { Hit, YamlPath } from './yaml-at.js';

export type IdTarget =
  | { readonly kind: 'world'; readonly id: string }
  | { readonly kind: 'entry'; readonly world: string | null; readonly id: string }
  | { readonly kind: 'rule'; readonly id: string };

const ENTRY_LISTS = new Set(['injected', 'notInjected']);
const REASON_MAPS = new Set(['reason', 'reasons']);

/** A retrieval scenario's entry reference (`id` or `world/id`) at `path`, else null. */
export function scenarioEntryRef(path: YamlPath, onKey: boolean, value: string): IdTarget | null {
  const i = path.indexOf('expect');
  if (i < 0) return null;
  const list = path[i + 1];
  const isItem = typeof list === 'string' && ENTRY_LISTS.has(list) && typeof path[i + 2] === 'number' && !onKey;
  const isReasonKey = typeof list === 'string' && REASON_MAPS.has(list) && path.length === i + 3 && onKey;
  if (!isItem && !isReasonKey) return null;
  const slash = value.indexOf('/');
  return slash < 0
    ? { kind: 'entry', world: null, id: value }
    : { kind: 'entry', world: value.slice(0, slash), id: value.slice(slash + 1) };
}

export function idAt(doc: DocumentKind, hit: Hit): IdTarget | null {
  const { path, on, value } = hit;
  const top = path[0];
  if (doc.kind === 'character' && top === 'worlds' && on === 'value' && path.length === 2)
    return { kind: 'world', id: value };
  if (doc.kind === 'world' && top === 'id' && on === 'value' && path.length === 1) return { kind: 'world', id: value };
  if (doc.kind === 'entry' && on === 'value') {
    const world = doc.asset?.world ?? null;
    if (top === 'parents' && path.length === 2) return { kind: 'entry', world, id: value };
    if (top === 'id' && path.length === 1) return { kind: 'entry', world, id: value };
  }
  if (doc.kind === 'retrieval-tests') return scenarioEntryRef(path, on === 'key', value);
  if (doc.kind === 'routing-tests' && on === 'value' && path.includes('decidedBy')) return { kind: 'rule', id: value };
  if (doc.kind === 'routing' && on === 'value' && path[path.length - 1] === 'id') return { kind: 'rule', id: value };
  return null;
}
