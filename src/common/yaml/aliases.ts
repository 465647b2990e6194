/**
 * Aliases that name no anchor before them. yaml parses `*nope` without an error and only fails when
 * a document is converted to plain JavaScript, which the readers here never do: the tree walk
 * (tree.ts) would read such an alias as null, a silently wrong value. They are added to the
 * document's errors as yaml's own `BAD_ALIAS`, at the alias, so every reader (frontmatter,
 * routing, scenarios, config) reports them as the YAML error it already reports.
 */
import { YAMLParseError, isAlias, isNode, visit } from 'yaml';
import type { Document } from 'yaml';

export function addUnresolvedAliasErrors(doc: Document.Parsed, text: string): void {
  if (!text.includes('*')) return; // no alias can be in the text: the common case costs one scan
  const firstAnchor = new Map<string, number>();
  const aliases: { name: string; range: readonly [number, number] }[] = [];
  visit(doc, (_key, node) => {
    if (!isNode(node) || !node.range) return;
    if (isAlias(node)) aliases.push({ name: node.source, range: [node.range[0], node.range[1]] });
    else if (node.anchor) {
      const at = firstAnchor.get(node.anchor);
      if (at === undefined || node.range[0] < at) firstAnchor.set(node.anchor, node.range[0]);
    }
  });
  for (const a of aliases) {
    const anchor = firstAnchor.get(a.name);
    if (anchor !== undefined && anchor < a.range[0]) continue;
    const message = `Unresolved alias *${a.name}: no anchor &${a.name} is defined before it`;
    doc.errors.push(new YAMLParseError([a.range[0], a.range[1]], 'BAD_ALIAS', message));
  }
}
