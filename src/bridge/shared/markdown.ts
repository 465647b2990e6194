/**
 * Asset files as an author writes them: YAML frontmatter (lists of keys in flow style, long
 * texts as block scalars) and the body after one blank line. `bodyText` undoes exactly that
 * framing, so a body written here reads back as the text it came from.
 */
import { Document, isSeq } from 'yaml';
import type { Json } from './same-json.js';

export type Frontmatter = ReadonlyArray<readonly [string, Json | undefined]>;

/** The loader's view of a text: LF line ends, no NUL (the loader refuses files with one), well-formed UTF-16. */
export function asBodyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\0/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

export function writeAsset(front: Frontmatter, body: string | null): string {
  const doc = new Document({});
  for (const [key, value] of front) if (value !== undefined) doc.set(key, doc.createNode(value));
  for (const pair of doc.contents && 'items' in doc.contents ? doc.contents.items : []) {
    const v = (pair as { value: unknown }).value;
    if (isSeq(v) && v.items.every((i) => typeof (i as { value?: unknown }).value === 'string')) v.flow = true;
  }
  const yaml = Object.keys(Object.fromEntries(front.filter(([, v]) => v !== undefined))).length
    ? doc.toString({ lineWidth: 0, blockQuote: 'literal', flowCollectionPadding: false })
    : '';
  const head = `---\n${yaml}---\n`;
  return body === null ? head : `${head}\n${asBodyText(body)}\n`;
}

/** The text of a body written by `writeAsset` (one blank line before, one newline after). */
export function bodyText(body: string): string {
  let t = body.startsWith('\n') ? body.slice(1) : body;
  if (t.endsWith('\n')) t = t.slice(0, -1);
  return t;
}
