import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic, Severity } from '../../../src/diagnostics/define.js';
import {
  diagnosticIdentity,
  diagnosticSortKey,
  sortDiagnostics,
  sortedAgain,
  withoutDuplicates,
} from '../../../src/diagnostics/sort.js';
import { compareText } from '../../../src/common/compare.js';

/** The one order spelt out field by field (src/diagnostics/sort.ts): the oracle of its sort key. */
function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  const nullable = (x: number | null, y: number | null): number =>
    x === y ? 0 : x === null ? -1 : y === null ? 1 : x - y;
  return (
    compareText(a.file ?? '', b.file ?? '') ||
    (a.file === null ? 0 : 1) - (b.file === null ? 0 : 1) ||
    nullable(a.line, b.line) ||
    nullable(a.column, b.column) ||
    compareText(a.code, b.code) ||
    nullable(a.endLine, b.endLine) ||
    nullable(a.endColumn, b.endColumn) ||
    compareText(diagnosticIdentity(a), diagnosticIdentity(b))
  );
}

const dedupeDiagnostics = (list: readonly Diagnostic[]): Diagnostic[] =>
  withoutDuplicates(sortDiagnostics(list), (d) => diagnosticSortKey(d));

function diag(
  code: string,
  file: string | null,
  line: number | null,
  column: number | null,
  data: Record<string, string> = {},
): Diagnostic {
  return { code, severity: 'error' as Severity, file, line, column, endLine: null, endColumn: null, data, related: [] };
}

describe('diagnosticSortKey', () => {
  it('orders as compareDiagnostics does, and is equal exactly when the identities are', () => {
    const text = fc.constantFrom('', 'a', 'a.md', 'a.md/b', 'ab.md', 'a-b.md', '角色.md', 'A.md');
    const position = fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: null });
    const arb = fc.record({
      code: fc.constantFrom('a', 'a.x', 'a.x-y', 'ab', 'b'),
      file: fc.option(text, { nil: null }),
      line: position,
      column: position,
      endLine: position,
      endColumn: position,
      id: text,
    });
    type Item = typeof arb extends fc.Arbitrary<infer T> ? T : never;
    const make = (i: Item): Diagnostic => ({
      ...diag(i.code, i.file, i.line, i.column, { id: i.id }),
      endLine: i.endLine,
      endColumn: i.endColumn,
    });
    fc.assert(
      fc.property(arb, arb, (x, y) => {
        const a = make(x);
        const b = make(y);
        const byKey = Math.sign(
          diagnosticSortKey(a) < diagnosticSortKey(b) ? -1 : diagnosticSortKey(a) > diagnosticSortKey(b) ? 1 : 0,
        );
        expect(byKey).toBe(Math.sign(compareDiagnostics(a, b)));
        expect(diagnosticSortKey(a) === diagnosticSortKey(b)).toBe(diagnosticIdentity(a) === diagnosticIdentity(b));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('sortDiagnostics', () => {
  it('orders by file, line, column, code, then data', () => {
    const list = [
      diag('b.x', 'b.md', 1, 1),
      diag('a.x', 'a.md', 2, 1),
      diag('a.y', 'a.md', 1, 5),
      diag('a.x', 'a.md', 1, 5, { id: 'z' }),
      diag('a.x', 'a.md', 1, 5, { id: 'a' }),
      diag('a.x', 'a.md', null, null),
      diag('a.x', null, null, null),
    ];
    const keys = sortDiagnostics(list).map((d) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.data.id ?? ''}`);
    expect(keys).toEqual([
      'null:null:null:a.x:',
      'a.md:null:null:a.x:',
      'a.md:1:5:a.x:a',
      'a.md:1:5:a.x:z',
      'a.md:1:5:a.y:',
      'a.md:2:1:a.x:',
      'b.md:1:1:b.x:',
    ]);
  });

  it('does not depend on the input order', () => {
    const arb = fc.array(
      fc.record({
        code: fc.constantFrom('a.x', 'a.y', 'b.z'),
        file: fc.option(fc.constantFrom('a.md', 'b.md', '角色.md'), { nil: null }),
        line: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        column: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        id: fc.constantFrom('p', 'q'),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, fc.integer(), (items, seed) => {
        const list = items.map((i) => diag(i.code, i.file, i.line, i.column, { id: i.id }));
        const shuffled = [...list].sort(
          (a, b) => ((JSON.stringify(a).length * seed) % 7) - ((JSON.stringify(b).length * seed) % 7),
        );
        expect(JSON.stringify(sortDiagnostics(shuffled))).toBe(JSON.stringify(sortDiagnostics(list)));
      }),
    );
  });

  it('drops exact duplicates only', () => {
    const a = diag('a.x', 'a.md', 1, 1, { id: 'a' });
    const out = dedupeDiagnostics([a, { ...a }, diag('a.x', 'a.md', 1, 1, { id: 'b' })]);
    expect(out).toHaveLength(2);
  });
});

describe('sortedAgain', () => {
  it('gives the order sortDiagnostics gives, whatever was kept, dropped or added since the last run', () => {
    const item = fc.record({
      code: fc.constantFrom('a.x', 'a.y'),
      file: fc.option(fc.constantFrom('a.md', 'b.md', '角色.md'), { nil: null }),
      line: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      id: fc.constantFrom('p', 'q'),
    });
    const arb = fc.record({
      before: fc.array(item, { maxLength: 30 }),
      keep: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
      added: fc.array(item, { maxLength: 12 }),
    });
    fc.assert(
      fc.property(arb, ({ before, keep, added }) => {
        const first = before.map((i) => diag(i.code, i.file, i.line, 1, { id: i.id }));
        const last = sortedAgain(undefined, first, diagnosticSortKey);
        const next = [
          ...first.filter((_, k) => keep[k]),
          ...added.map((i) => diag(i.code, i.file, i.line, 2, { id: i.id })),
        ];
        const again = sortedAgain(last, next, diagnosticSortKey).sorted;
        expect(again.map((d) => diagnosticSortKey(d))).toEqual(sortDiagnostics(next).map((d) => diagnosticSortKey(d)));
      }),
    );
  });
});
