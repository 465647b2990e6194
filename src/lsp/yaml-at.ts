/**
 * The YAML of an open document with file offsets: a whole YAML file, or the frontmatter block of a
 * Markdown asset file. What the cursor is on (a key or a scalar value, with its path from the top),
 * and every scalar below a path (for references and renames). The positions are the editor's: the
 * text as the client holds it, no BOM or line-end normalising, so offsets map back with
 * `TextDocument.positionAt`.
 */
import { isMap, isPair, isScalar, isSeq, parseDocument } from 'yaml';
import type { Document, Node as YamlAstNode } from 'yaml';

export type YamlPath = readonly (string | number)[];

export interface YamlText {
  readonly doc: Document;
  /** Where the YAML starts and ends in the file text. */
  readonly offset: number;
  readonly end: number;
}

export interface Hit {
  readonly path: YamlPath;
  /** On a mapping key (`path` ends with the key) or on a scalar value. */
  readonly on: 'key' | 'value';
  readonly value: string;
  /** File offsets of the key or scalar. */
  readonly start: number;
  readonly end: number;
  /** The mapping that holds the key or value, when there is one: the keys present beside it. */
  readonly siblings: readonly string[];
}

export interface ScalarAt {
  readonly path: YamlPath;
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*\r?$/m;

/** The frontmatter block of a Markdown file (between the `---` lines), or null without one. */
export function frontmatterYaml(text: string): YamlText | null {
  const open = OPEN.exec(text);
  if (open === null) return null;
  const rest = text.slice(open[0].length);
  const close = CLOSE.exec(rest);
  const yaml = close === null ? rest : rest.slice(0, close.index);
  return { doc: parseDocument(yaml, { uniqueKeys: false }), offset: open[0].length, end: open[0].length + yaml.length };
}

export function fileYaml(text: string): YamlText {
  return { doc: parseDocument(text, { uniqueKeys: false }), offset: 0, end: text.length };
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** What is at `offset` (a file offset), the deepest key or scalar whose range holds it. */
export function hitAt(y: YamlText, offset: number): Hit | null {
  const at = offset - y.offset;
  const visit = (node: unknown, path: YamlPath, siblings: readonly string[]): Hit | null => {
    if (isMap(node)) {
      const keys = node.items.map((p) => str(isScalar(p.key) ? p.key.value : p.key));
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = str(isScalar(pair.key) ? pair.key.value : pair.key);
        const kr = isScalar(pair.key) ? pair.key.range : undefined;
        if (kr && at >= kr[0] && at <= kr[1])
          return {
            path: [...path, key],
            on: 'key',
            value: key,
            start: kr[0] + y.offset,
            end: kr[1] + y.offset,
            siblings: keys,
          };
        const inner = visit(pair.value, [...path, key], keys);
        if (inner !== null) return inner;
      }
      return null;
    }
    if (isSeq(node)) {
      for (let i = 0; i < node.items.length; i++) {
        const inner = visit(node.items[i], [...path, i], siblings);
        if (inner !== null) return inner;
      }
      return null;
    }
    if (isScalar(node) && node.range && at >= node.range[0] && at <= node.range[1]) {
      return {
        path,
        on: 'value',
        value: str(node.value),
        start: node.range[0] + y.offset,
        end: node.range[1] + y.offset,
        siblings,
      };
    }
    return null;
  };
  return visit(y.doc.contents, [], []);
}

/** Every scalar value (and, with `keys`, every mapping key) in the document, with its path. */
export function scalars(y: YamlText, keys = false): ScalarAt[] {
  const out: ScalarAt[] = [];
  const visit = (node: unknown, path: YamlPath): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = str(isScalar(pair.key) ? pair.key.value : pair.key);
        if (keys && isScalar(pair.key) && pair.key.range)
          out.push({
            path: [...path, key, '$key'],
            value: key,
            start: pair.key.range[0] + y.offset,
            end: pair.key.range[1] + y.offset,
          });
        visit(pair.value, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, [...path, i]));
    } else if (isScalar(node) && node.range) {
      out.push({ path, value: str(node.value), start: node.range[0] + y.offset, end: node.range[1] + y.offset });
    }
  };
  visit(y.doc.contents, []);
  return out;
}

/** The top-level node of the document at `key`, as the `yaml` library gives it. */
export function topNode(y: YamlText, key: string): YamlAstNode | null {
  const c = y.doc.contents;
  if (!isMap(c)) return null;
  const v = c.get(key, true);
  return (v as YamlAstNode | undefined) ?? null;
}
