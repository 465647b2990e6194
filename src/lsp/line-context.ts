/**
 * Where the cursor is in a YAML block by its lines, for completion while the YAML is still being
 * typed (and so may not parse yet): typing a key (under which parent keys), or a value or list item
 * of which key. Indentation decides the parents, as it does for block YAML.
 */
export type LineContext =
  | { readonly at: 'key'; readonly parents: readonly string[]; readonly prefix: string }
  | { readonly at: 'value'; readonly parents: readonly string[]; readonly key: string; readonly prefix: string };

const indentOf = (line: string): number => line.length - line.trimStart().length;
const KEY_LINE = /^(\s*)(?:-\s+)?([^\s:#][^:#]*?):(?:\s|$)/;

/** The keys that open blocks above `row` with less indentation than `indent`, outermost first. */
function parentsAbove(lines: readonly string[], row: number, indent: number, top: number): string[] {
  const out: string[] = [];
  let limit = indent;
  for (let r = row - 1; r >= top && limit > 0; r--) {
    const line = lines[r] as string;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const m = KEY_LINE.exec(line);
    const i = indentOf(line);
    if (i < limit && m !== null && /:\s*(#.*)?$/.test(line)) {
      out.unshift((m[2] as string).trim());
      limit = i;
    } else if (i < limit) limit = i;
  }
  return out;
}

/**
 * `lines` are the block's lines, `top` the first line of the YAML (after a frontmatter's `---`),
 * `row`/`column` the cursor.
 */
export function lineContext(lines: readonly string[], top: number, row: number, column: number): LineContext | null {
  const line = lines[row];
  if (line === undefined || row < top) return null;
  const before = line.slice(0, column);
  const value = /^(\s*)([^\s:#][^:#]*?):\s*\[?(?:[^\]]*,\s*)?([^,\]\s]*)$/.exec(before);
  if (value !== null) {
    return {
      at: 'value',
      parents: parentsAbove(lines, row, indentOf(line), top),
      key: (value[2] as string).trim(),
      prefix: value[3] as string,
    };
  }
  const item = /^(\s*)-\s+([^\s:]*)$/.exec(before);
  if (item !== null) {
    const parents = parentsAbove(lines, row, indentOf(line) + 1, top);
    const key = parents.pop();
    return key === undefined ? null : { at: 'value', parents, key, prefix: item[2] as string };
  }
  const key = /^(\s*)([^\s:#-][^\s:#]*)?$/.exec(before);
  if (key !== null)
    return { at: 'key', parents: parentsAbove(lines, row, indentOf(before) || 0, top), prefix: key[2] ?? '' };
  return null;
}
