/**
 * Markdown as plain text, for the places that show a short line of an asset's text (cards, meta
 * descriptions, search results): `**bold**`, `` `code` ``, links and headings lose their marks and keep
 * their words; images keep their alt text; raw HTML is dropped. The same parser as `renderMarkdown`
 * (remark-parse, CommonMark), so what a page renders and what a card says agree.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';

const parser = unified().use(remarkParse).freeze();

/** The part of an mdast node this reads (the tree's own types are not a dependency of ours). */
interface MdNode {
  readonly type: string;
  readonly value?: string;
  readonly alt?: string | null;
  readonly children?: readonly MdNode[];
}

const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'code', 'tableRow', 'thematicBreak']);

function collect(node: MdNode, out: string[]): void {
  if (node.type === 'html') return;
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') out.push(node.value ?? '');
  else if (node.type === 'image') out.push(node.alt ?? '');
  else if (node.type === 'break') out.push(' ');
  for (const child of node.children ?? []) collect(child, out);
  if (BLOCKS.has(node.type)) out.push(' ');
}

/** The words of a Markdown text on one line, whitespace collapsed. A text with no Markdown mark is returned as it is, trimmed. */
export function plainText(markdown: string): string {
  if (!/[`*_[\]<>#!~\\|]|^\s*(?:[-+]|\d+[.)])\s/m.test(markdown)) return markdown.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  collect(parser.parse(markdown) as MdNode, out);
  return out.join('').replace(/\s+/g, ' ').trim();
}
