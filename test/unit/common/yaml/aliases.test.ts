/**
 * An alias that names no anchor before it (`*nope`) is a YAML error at the alias, in every reader:
 * yaml itself parses it without an error, and the tree walk would read it as null (a silently
 * wrong value, e.g. a routing value that then fails its schema for no visible reason).
 */
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../../src/assets/frontmatter.js';
import { parseYamlSource } from '../../../../src/common/yaml/source.js';
import { loadRoutingSource } from '../../../../src/routing/file/load-routing-file.js';

const places = (errors: readonly { span: { line: number; column: number } }[]) =>
  errors.map((e) => `${e.span.line}:${e.span.column}`);

describe('unresolved aliases', () => {
  it('are syntax errors of a YAML file, at the alias', () => {
    const source = parseYamlSource('a: 1\nb: *nope\n');
    expect(places(source.syntaxErrors)).toEqual(['2:4']);
    expect(source.syntaxErrors[0]?.reason).toContain('*nope');
  });

  it('include an alias before its anchor (YAML resolves aliases backwards only)', () => {
    expect(places(parseYamlSource('a: *x\nb: &x 1\n').syntaxErrors)).toEqual(['1:4']);
  });

  it('leave resolved aliases, and text with `*` that is no alias, alone', () => {
    expect(parseYamlSource('a: &x {k: 1}\nb: *x\nc: [*x, *x]\n').syntaxErrors).toEqual([]);
    expect(parseYamlSource('a: "*nope"\nb: 2 * 3\n# *c\n').syntaxErrors).toEqual([]);
  });

  it('make the frontmatter invalid YAML at the alias', () => {
    const r = parseFrontmatter('---\nid: a\nname: *n\n---\nbody\n', 'f.md');
    expect(r.data).toBeNull();
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['asset.invalid-yaml', 3, 7]]);
    expect(parseFrontmatter('---\nid: &n a\nname: *n\n---\n', 'f.md').diagnostics).toEqual([]);
  });

  it('are a routing.yaml-syntax error at the alias in routing.yaml', () => {
    const text = 'rules:\n  - id: r\n    filter: { kind: "true" }\n    values:\n      chat.model: { model: *m }\n';
    const loaded = loadRoutingSource(parseYamlSource(text), 'routing.yaml');
    expect(loaded.diagnostics.map((d) => [d.code, d.line, d.column])).toContainEqual(['routing.yaml-syntax', 5, 28]);
  });
});
