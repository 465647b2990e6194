/** Our frontmatter for an imported entry: only what differs from our defaults, in the order of docs/format.md. */
import type { OurEntry } from './mapped.js';
import type { Frontmatter } from '../shared/markdown.js';
import type { Json } from '../shared/same-json.js';

/**
 * `aliases`: which of `ours.keys` were aliases here (an export marks them, entry/world-core.ts);
 * they go back to `aliases`, the others stay `keys`.
 */
export function entryFrontmatter(
  ours: OurEntry,
  namespace: string,
  kept: Record<string, Json>,
  aliases: readonly string[] = [],
): Frontmatter {
  const isAlias = new Set(aliases);
  const asAliases = ours.keys.filter((k) => isAlias.has(k));
  return [
    ['name', ours.name === '' ? undefined : ours.name],
    ['keys', ours.keys.filter((k) => !isAlias.has(k))],
    ['aliases', asAliases.length > 0 ? asAliases : undefined],
    ['secondaryKeys', ours.secondaryKeys.length > 0 ? [...ours.secondaryKeys] : undefined],
    ['priority', ours.priority === 0 ? undefined : ours.priority],
    ['constant', ours.constant ? true : undefined],
    ['enabled', ours.enabled ? undefined : false],
    [namespace, Object.keys(kept).length > 0 ? kept : undefined],
  ];
}
