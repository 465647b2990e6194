/**
 * Document symbols: the frontmatter keys of an asset file (with the items of lists and mappings
 * below them), the rules of the routing file by id, the scenarios of a scenario file by name, the
 * fields of the config.
 */
import type { DocumentSymbol, DocumentSymbolParams } from 'vscode-languageserver';
import { SymbolKind } from 'vscode-languageserver';
import { isMap, isPair, isScalar, isSeq } from 'yaml';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { cursorAt } from './cursor.js';
import type { ServerState } from './server.js';
import type { YamlText } from './yaml-at.js';

function symbol(
  document: TextDocument,
  y: YamlText,
  name: string,
  kind: SymbolKind,
  range: readonly number[],
  sel: readonly number[],
  children: DocumentSymbol[] = [],
): DocumentSymbol {
  const at = (o: number | undefined) => document.positionAt(y.offset + (o ?? 0));
  return {
    name: name === '' ? '""' : name,
    kind,
    range: { start: at(range[0]), end: at(range[2] ?? range[1]) },
    selectionRange: { start: at(sel[0]), end: at(sel[1]) },
    children,
  };
}

function mappingSymbols(document: TextDocument, y: YamlText, node: unknown, depth: number): DocumentSymbol[] {
  if (!isMap(node) || depth > 2) return [];
  return node.items.flatMap((pair) => {
    if (!isPair(pair) || !isScalar(pair.key) || pair.key.range === undefined || pair.key.range === null) return [];
    const kr = pair.key.range;
    const vr = (pair.value as { range?: readonly number[] } | null)?.range ?? kr;
    const kind = isMap(pair.value) ? SymbolKind.Object : isSeq(pair.value) ? SymbolKind.Array : SymbolKind.Property;
    return [
      symbol(
        document,
        y,
        String(pair.key.value),
        kind,
        [kr[0], vr[1] ?? kr[1], vr[2] ?? vr[1] ?? kr[1]],
        kr,
        mappingSymbols(document, y, pair.value, depth + 1),
      ),
    ];
  });
}

/** Items of a list (rules, scenarios) named by their `id` or `name`. */
function listSymbols(document: TextDocument, y: YamlText, node: unknown, nameKey: 'id' | 'name'): DocumentSymbol[] {
  if (isMap(node)) {
    const rules = node.get('rules', true) ?? (node.get('config', true) as unknown);
    return listSymbols(document, y, rules, nameKey);
  }
  if (!isSeq(node)) return [];
  return node.items.flatMap((item) => {
    if (!isMap(item) || item.range === undefined || item.range === null) return [];
    const nameNode = item.get(nameKey, true);
    const nested = item.get('config', true);
    if (!isScalar(nameNode) || nameNode.range === undefined || nameNode.range === null) return [];
    const inner = isMap(nested) ? listSymbols(document, y, nested.get('rules', true), nameKey) : [];
    return [
      symbol(
        document,
        y,
        String(nameNode.value),
        nameKey === 'id' ? SymbolKind.Function : SymbolKind.Event,
        item.range,
        nameNode.range,
        inner,
      ),
    ];
  });
}

export function documentSymbols(state: ServerState, p: DocumentSymbolParams): DocumentSymbol[] {
  const c = cursorAt(state, p.textDocument.uri);
  if (c === null || c.yaml === null) return [];
  const contents = c.yaml.doc.contents;
  switch (c.kind.kind) {
    case 'routing':
      return listSymbols(c.document, c.yaml, contents, 'id');
    case 'routing-tests':
    case 'retrieval-tests':
      return listSymbols(c.document, c.yaml, contents, 'name');
    default:
      return mappingSymbols(c.document, c.yaml, contents, 0);
  }
}
