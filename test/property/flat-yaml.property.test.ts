import fc from 'fast-check';
import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { flatFrontmatter } from '../../src/assets/flat-yaml.js';
import { FRONTMATTER_LIMITS, YamlBudget } from '../../src/common/yaml/budget.js';
import type { TooLarge, YamlLimits } from '../../src/common/yaml/budget.js';
import { spanOf } from '../../src/common/yaml/positions.js';
import { readTree } from '../../src/common/yaml/tree.js';
import type { YamlNode } from '../../src/common/yaml/tree.js';

/** What the general path (yaml + readTree) makes of the same text; 'error' when yaml reports one. */
function viaYaml(text: string, limits: YamlLimits): YamlNode | TooLarge | 'error' {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return 'error';
  const fallback = { line: 2, column: 1, endLine: 2, endColumn: 1 };
  return readTree(doc.contents, { doc, span: spanOf(lines, 1) }, new YamlBudget(limits), fallback);
}

/** The fast path must either step aside or give exactly yaml's tree, or its too-large outcome. */
function agrees(text: string, limits: YamlLimits = FRONTMATTER_LIMITS): boolean {
  const flat = flatFrontmatter(text, 1, new YamlBudget(limits));
  if (flat === null) return false;
  expect(flat).toEqual(viaYaml(text, limits));
  return true;
}

const pieces = [
  'a',
  'Zed',
  '世界',
  '雾渡 灰原',
  '😀',
  '\ud800',
  'x y',
  ' ',
  '  ',
  '1',
  '0',
  '07',
  '12345678901234567890',
  '1.5',
  '0x1F',
  '0o7',
  '1e3',
  '.inf',
  '.nan',
  'true',
  'True',
  'false',
  'FALSE',
  'null',
  'Null',
  '~',
  'yes',
  'No',
  'on',
  '-',
  '-1',
  '+1',
  '.',
  '#',
  ' #',
  ':',
  ': ',
  ',',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '\t',
  '\u2028',
  '\u0085',
  '\ufeff',
  '\u007f',
  '@',
  '!',
  '&',
  '*',
  '|',
  '>',
  '%',
  '?',
  '`',
  '=',
  '<<',
  '/',
  '\\',
];
const safe = ['a', 'Zed', '世界', '雾渡 灰原', '😀', 'x y', '1', '0', '42', 'true', 'false', 'yes', '/', '(1)', "it's"];
const text = (from: string[]) =>
  fc.array(fc.constantFrom(...from), { minLength: 1, maxLength: 4 }).map((p) => p.join(''));
// Mostly text the fast path takes, often anything at all, so both sides of every refusal are hit.
const scalarText = fc.oneof({ weight: 3, arbitrary: text(safe) }, { weight: 2, arbitrary: text(pieces) });
const separator = fc.constantFrom(', ', ',', ' , ', ',  ', ' ,');
const list = fc
  .tuple(fc.array(scalarText, { maxLength: 4 }), separator, fc.constantFrom('', ' ', ','))
  .map(([items, sep, pad]) => `[${pad === ',' ? '' : pad}${items.join(sep)}${pad}]`);
const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('id', 'keys', 'priority', 'a_b', 'k-2', 'K', 'x9') },
  { weight: 1, arbitrary: fc.constantFrom('true', 'null', 'a b', '-x', '世界', '_', 'on') },
);
const colon = fc.oneof(
  { weight: 6, arbitrary: fc.constant(': ') },
  { weight: 1, arbitrary: fc.constantFrom(':  ', ':', ' : ') },
);
const line = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(key, colon, fc.oneof(scalarText, list)).map(([k, c, v]) => k + c + v) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '  indented: 1', '# note', '- item', 'a: |', '  text', '...') },
);
const block = fc.array(line, { minLength: 1, maxLength: 5 }).map((lines) => lines.join('\n') + '\n');

describe('flatFrontmatter', () => {
  it('gives yaml’s exact tree (values, types, spans) or steps aside, on generated blocks', () => {
    let taken = 0;
    fc.assert(
      fc.property(block, (text) => {
        if (agrees(text)) taken++;
      }),
      { numRuns: 20000 },
    );
    // The generator must exercise the fast path, not only its refusals.
    expect(taken).toBeGreaterThan(1000);
  });

  it('passes the node budget where yaml’s walk does, with the same outcome', () => {
    let over = 0;
    fc.assert(
      fc.property(block, fc.integer({ min: 1, max: 12 }), (text, nodes) => {
        const limits = { nodes, depth: Infinity };
        if (agrees(text, limits) && flatFrontmatter(text, 1, new YamlBudget(limits))?.kind === 'too-large') over++;
      }),
      { numRuns: 10000 },
    );
    // The generator must reach the limit on the fast path, not only stay under it.
    expect(over).toBeGreaterThan(100);
  });

  it('takes the shapes world entries are written in', () => {
    const entry = [
      'spec: pi-roleplay/world-entry@1',
      'id: places-00136',
      'name: 雾渡',
      'keys: [雾渡, 陆言羽, 灰原]',
      'secondary_keys: []',
      'tags: [ wuxia ,  night market ]',
      'priority: 77',
      'constant: false',
      'enabled: true',
      'note: it’s 50% done, really (see [1])',
    ];
    expect(agrees(entry.join('\n') + '\n')).toBe(true);
  });

  it.each([
    ['a comment', 'a: x # note\n'],
    ['a value that is only a comment', 'a: #x\n'],
    ['a float', 'a: 1.5\n'],
    ['a hex integer', 'a: 0x1F\n'],
    ['a leading-zero integer', 'a: 007\n'],
    ['an integer beyond 2^53', 'a: 12345678901234567890\n'],
    ['a negative number', 'a: -3\n'],
    ['a tilde', 'a: ~\n'],
    ['a capitalised null', 'a: NULL\n'],
    ['a quoted string', 'a: "x"\n'],
    ['a nested mapping', 'a: b: c\n'],
    ['a trailing space', 'a: x \n'],
    ['an empty value', 'a:\n'],
    ['a blank line', 'a: x\n\nb: y\n'],
    ['a continuation line', 'a: x\n  y\n'],
    ['a duplicate key', 'a: x\na: y\n'],
    ['a boolean key', 'true: x\n'],
    ['a trailing comma', 'a: [x, y,]\n'],
    ['an empty list item', 'a: [x, , y]\n'],
    ['a list that goes on', 'a: [x,\n  y]\n'],
    ['text after a list', 'a: [x] y\n'],
    ['a nested list', 'a: [[x]]\n'],
    ['a tab', 'a: x\ty\n'],
    ['a line separator', 'a: x\u2028y\n'],
    ['a missing final newline', 'a: x'],
  ])('steps aside for %s', (_what, text) => {
    expect(flatFrontmatter(text, 1, new YamlBudget(FRONTMATTER_LIMITS))).toBeNull();
  });
});
