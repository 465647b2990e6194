/**
 * The YAML layer (src/common/yaml/): one tree with spans, one budget whose exhaustion is an explicit
 * outcome, and the plain view routing, scenario and config files are checked on.
 */
import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, FRONTMATTER_LIMITS, YamlBudget } from '../../../../src/common/yaml/budget.js';
import { readPlain } from '../../../../src/common/yaml/plain.js';
import { parseYamlSource } from '../../../../src/common/yaml/source.js';
import { readTree } from '../../../../src/common/yaml/tree.js';

const at = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });

describe('the YAML budget', () => {
  it('keeps each file kind’s documented limits', () => {
    expect(FRONTMATTER_LIMITS).toEqual({ nodes: 100_000, depth: Infinity });
    expect(FILE_LIMITS).toEqual({ nodes: 200_000, depth: 200, counts: 'aliased' });
  });

  it('ends a walk past the node limit with a too-large outcome at the outermost alias', () => {
    const source = parseYamlSource('a: &a [x, x, x]\nb: &b [*a, *a]\nc: [1, *b]\n');
    const r = readTree(source.doc.contents, source, new YamlBudget({ nodes: 20, depth: 200 }));
    expect(r).toEqual({ kind: 'too-large', reason: 'nodes', limit: 20, span: at(3, 8, 3, 10) });
  });

  it('ends a walk past the depth limit with a too-large outcome at the node', () => {
    const source = parseYamlSource('a: [[[[x]]]]\n');
    const r = readTree(source.doc.contents, source, new YamlBudget({ nodes: 100, depth: 4 }));
    expect(r).toMatchObject({ kind: 'too-large', reason: 'depth', limit: 4, span: at(1, 8, 1, 9) });
  });

  it('is one budget for every walk of a file', () => {
    const source = parseYamlSource('- [a, b]\n- [c, d]\n');
    const budget = new YamlBudget({ nodes: 5, depth: 200 });
    const items = (source.doc.contents as { items: unknown[] }).items;
    expect(readPlain(items[0], source, budget)).toMatchObject({ kind: 'plain', root: ['a', 'b'] });
    expect(readPlain(items[1], source, budget)).toMatchObject({ kind: 'too-large', span: at(2, 7, 2, 8) });
  });
});

describe('the plain view', () => {
  it('records key and value spans by pointer, and an expanded alias as one place', () => {
    const source = parseYamlSource('base: &b {x: 1}\nuse: *b\n');
    const r = readPlain(source.doc.contents, source, new YamlBudget(FILE_LIMITS));
    if (r.kind !== 'plain') throw new Error('too large');
    expect(r.root).toEqual({ base: { x: 1 }, use: { x: 1 } });
    expect(r.nodes.get('/base/x')).toEqual({ key: at(1, 11, 1, 12), value: at(1, 14, 1, 15) });
    expect(r.nodes.get('/use')).toEqual({ key: at(2, 1, 2, 4), value: at(2, 6, 2, 8) });
    expect(r.nodes.has('/use/x')).toBe(false);
  });

  it('reads keys that are not strings as their plain value, and an empty document as null', () => {
    const source = parseYamlSource('1: a\n~: b\n[p, q]: c\n');
    const r = readPlain(source.doc.contents, source, new YamlBudget(FILE_LIMITS));
    expect(r).toMatchObject({ kind: 'plain', root: { '1': 'a', null: 'b', 'p,q': 'c' } });
    const empty = parseYamlSource('');
    expect(readPlain(empty.doc.contents, empty, new YamlBudget(FILE_LIMITS))).toEqual({
      kind: 'plain',
      root: null,
      nodes: new Map(),
    });
  });

  it('keeps a key written __proto__ as a key', () => {
    const source = parseYamlSource('__proto__: x\n');
    const r = readPlain(source.doc.contents, source, new YamlBudget(FILE_LIMITS));
    expect(r.kind === 'plain' && Object.keys(r.root as object)).toEqual(['__proto__']);
  });
});

describe('the tree', () => {
  it('keeps frontmatter’s reading of keys beside the key’s own node', () => {
    const source = parseYamlSource('1: a\n~: b\n');
    const r = readTree(source.doc.contents, source, new YamlBudget(FRONTMATTER_LIMITS));
    expect(r.kind === 'map' && r.pairs.map((p) => [p.key, p.keyNode?.kind])).toEqual([
      ['1', 'scalar'],
      ['', 'scalar'],
    ]);
  });
});
