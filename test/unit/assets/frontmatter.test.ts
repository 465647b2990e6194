import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../src/assets/frontmatter.js';
import { parseAssetFile } from '../../../src/assets/parse-file.js';
import { checkFields } from '../../../src/assets/check-fields.js';

const codes = (text: string): string[] =>
  parseFrontmatter(text, 'f.md').diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`);

describe('parseFrontmatter delimiters', () => {
  it('accepts `---` alone, with trailing spaces or tabs', () => {
    const r = parseFrontmatter('--- \t\nid: a\n---  \nbody\n', 'f.md');
    expect(r.hasFrontmatter).toBe(true);
    expect(r.body).toBe('body\n');
    expect(r.bodyLine).toBe(4);
    expect(r.data?.pairs.map((p) => p.key)).toEqual(['id']);
  });

  it('treats `--- # end` and `----` as not closing', () => {
    expect(codes('---\nid: a\n--- # end\n')).toEqual(['1:1 asset.unclosed-frontmatter']);
    expect(codes('---\nid: a\n----\n')).toEqual(['1:1 asset.unclosed-frontmatter']);
    const r = parseFrontmatter('---\nid: a\n--- # end\nx', 'f.md');
    expect(r.diagnostics[0]?.related[0]?.line).toBe(3);
  });

  it('falls back to body text when the block is not closed', () => {
    const r = parseFrontmatter('---\nid: alice\n\n# 爱丽丝\n', 'f.md');
    expect(r).toMatchObject({ hasFrontmatter: false, data: null, bodyLine: 1, body: '---\nid: alice\n\n# 爱丽丝\n' });
  });

  it('warns about a block that does not start on line 1', () => {
    expect(codes('\n\n---\nid: a\n---\n')).toEqual(['3:1 asset.misplaced-frontmatter']);
    expect(codes('--- # x\nid: a\n---\n')).toEqual(['1:1 asset.misplaced-frontmatter']);
    expect(codes('# title\n\n---\n')).toEqual([]);
  });

  it('reads an empty block as an empty mapping', () => {
    const r = parseFrontmatter('---\n---\nbody', 'f.md');
    expect(r.data?.pairs).toEqual([]);
    expect(r.diagnostics).toEqual([]);
  });
});

describe('parseFrontmatter positions', () => {
  it('reports invalid YAML at its line in the original file', () => {
    expect(codes('---\nid: a\nname: [x\n---\n')).toEqual(['4:1 asset.invalid-yaml']);
    expect(codes('---\nid: a\nbudgets:\n\tmaxEntries: 1\n---\n')).toEqual(['4:1 asset.invalid-yaml']);
  });

  it('reports a non-mapping block', () => {
    expect(codes('---\n- a\n- b\n---\n')).toEqual(['2:1 asset.frontmatter-not-mapping']);
    expect(codes('---\n42\n---\n')).toEqual(['2:1 asset.frontmatter-not-mapping']);
  });

  it('maps key and value spans to the original file with BOM and CRLF', () => {
    const text = '\ufeff---\r\nid: alice\r\npriority: high\r\n---\r\nbody';
    const r = parseFrontmatter(text, 'f.md');
    expect(r.keySpans.priority).toEqual({ line: 3, column: 1, endLine: 3, endColumn: 15 });
    const f = checkFields(r.data, 'entry', 'f.md');
    expect(f.diagnostics.map((d) => [d.code, d.line, d.column, d.endLine, d.endColumn])).toEqual([
      ['asset.wrong-type', 3, 11, 3, 15],
    ]);
  });

  it('shifts columns on line 1 by the BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('---\nid: a\n')]);
    const r = parseAssetFile(bytes, 'f.md');
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.endColumn])).toEqual([
      ['asset.bom', 1, 1, 2],
      ['asset.unclosed-frontmatter', 1, 2, 5],
    ]);
  });

  it('stops alias bombs with a diagnostic instead of expanding them', () => {
    const lines = ['---', 'a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 0; i < 8; i++)
      lines.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(',')}]`,
      );
    lines.push('---', '');
    const start = Date.now();
    const r = parseFrontmatter(lines.join('\n'), 'f.md');
    expect(Date.now() - start).toBeLessThan(5000);
    expect(r.data).toBeNull();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['asset.invalid-yaml']);
    expect(r.diagnostics[0]?.data.problem).toBe('TOO_MANY_NODES');
  });

  it('resolves small aliases to the last anchor defined before them', () => {
    const r = parseFrontmatter('---\nbase: &k [王都]\nkeys: *k\nother: &k [旧名]\naliases: *k\n---\n', 'f.md');
    const f = checkFields(r.data, 'entry', 'f.md');
    expect(f.values.keys).toEqual(['王都']);
    expect(f.values.aliases).toEqual(['旧名']);
  });

  it('resolves thousands of aliases in bounded time', () => {
    const text = `---\nanchor: &a x\nmany: [${Array(9000).fill('*a').join(', ')}]\n---\n`;
    const start = Date.now();
    const r = parseFrontmatter(text, 'f.md');
    expect(Date.now() - start).toBeLessThan(5000);
    expect(r.data?.pairs.find((p) => p.key === 'many')?.value.kind).toBe('seq');
  });
});
