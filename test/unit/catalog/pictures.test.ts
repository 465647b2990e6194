/** The pictures' geometry (src/catalog/pictures/): budget bar, overrides diagram, text fitting; and their data. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/catalog/build-catalog.js';
import type { BudgetUse, CatalogOverride, MatrixCell } from '../../../src/catalog/model.js';
import { barScale, budgetBar } from '../../../src/catalog/pictures/budget-bar.js';
import {
  DIAGRAM_WIDTH,
  FONT_SIZE,
  overrideDiagram,
  overridePairs,
  type DiagramText,
} from '../../../src/catalog/pictures/override-diagram.js';
import { gridRow } from '../../../src/catalog/pictures/rule-grid.js';
import { fitText, NARROW_EM, textWidthEm } from '../../../src/catalog/pictures/text-width.js';
import { loadRealTokenCounter } from '../../../src/budgets/real-tokens.js';
import { retrieve } from '../../../src/retrieval/index.js';
import { reportOf, sampleGraph } from './graph-fixture.js';

const use = (over: Partial<BudgetUse> = {}): BudgetUse => ({
  contextTotal: 7000,
  worldEntries: 5000,
  worldCore: 2500,
  maxEntries: 8,
  coreTokens: 800,
  coreKept: 800,
  constants: 2,
  constantTokens: 300,
  constantsLeftOut: 0,
  room: 4700,
  slots: 6,
  ...over,
});

describe('text width and fitting', () => {
  it('counts CJK, kana, Hangul and full-width forms as one em, the rest as a narrow width', () => {
    expect(textWidthEm('abc')).toBeCloseTo(3 * NARROW_EM);
    expect(textWidthEm('王都かなカナ한국ＡＢ')).toBe(10);
    expect(textWidthEm('𠮷')).toBe(1); // outside the BMP, one code point
  });

  it('cuts to the width with an ellipsis, whole code points only, and leaves text that fits alone', () => {
    expect(fitText('global', 10)).toBe('global');
    expect(fitText('公共角色与世界观资料库', 5)).toBe('公共角色…');
    expect(fitText('𠮷𠮷𠮷𠮷', 3)).toBe('𠮷𠮷…');
    expect(fitText('abc', 0.5)).toBe('');
  });

  it('never returns text wider than asked (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.double({ min: 1, max: 60, noNaN: true }), (s, max) => {
        const out = fitText(s, max);
        expect(textWidthEm(out)).toBeLessThanOrEqual(max + 1e-9);
        if (out !== s) {
          expect(out.endsWith('…')).toBe(true);
          expect(s.startsWith(out.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});

describe('the budget bar', () => {
  it('lays the core, constants, room and unusable context end to end on a contextTotal axis', () => {
    const g = budgetBar(use());
    expect(g.scale).toBe(7000);
    expect(g.segments.map((s) => [s.kind, s.from, s.to])).toEqual([
      ['core', 0, 800],
      ['constants', 800, 1100],
      ['room', 1100, 5800],
      ['spare', 5800, 7000],
    ]);
    expect(g.segments.map((s) => [s.x, s.width])).toEqual([
      [0, 11.43],
      [11.43, 4.28],
      [15.71, 67.15],
      [82.86, 17.14],
    ]);
    // worldEntries counts after the world core; no worldCore marker when the core fits whole
    expect(g.markers.map((m) => [m.kind, m.value, m.at, m.x, m.anchor, m.lane])).toEqual([
      ['worldEntries', 5000, 5800, 82.86, 'end', 0],
      ['contextTotal', 7000, 7000, 100, 'end', 1],
    ]);
  });

  it('marks the worldCore cut-off where the core was cut, and nothing is left past contextTotal', () => {
    const g = budgetBar(
      use({
        contextTotal: 1000,
        worldEntries: 1200,
        worldCore: 40,
        coreTokens: 292,
        coreKept: 40,
        constantTokens: 97,
        room: 863,
      }),
    );
    expect(g.scale).toBe(1240);
    expect(g.markers.map((m) => [m.kind, m.anchor, m.lane])).toEqual([
      ['worldCore', 'start', 0],
      ['contextTotal', 'end', 1],
      ['worldEntries', 'end', 2],
    ]);
    expect(g.segments.map((s) => s.kind)).toEqual(['core', 'constants', 'room']);
  });

  it('caps the axis at twice contextTotal and draws a farther cut-off at the edge', () => {
    const g = budgetBar(use({ worldEntries: 100000, room: 6200 - 300 }));
    expect(barScale(use({ worldEntries: 100000 }))).toBe(14000);
    const we = g.markers.find((m) => m.kind === 'worldEntries');
    expect(we).toMatchObject({ x: 100, offScale: true, anchor: 'end' });
    expect(g.markers.find((m) => m.kind === 'contextTotal')).toMatchObject({ x: 50, offScale: false, anchor: 'start' });
  });

  it('draws an empty axis when the world book is off (contextTotal 0)', () => {
    const g = budgetBar(use({ contextTotal: 0, coreKept: 0, constants: 0, constantTokens: 0, room: 0, slots: 8 }));
    expect(g.segments).toEqual([]);
    expect(g.scale).toBe(5000);
    expect(g.markers.map((m) => [m.kind, m.x])).toEqual([
      ['contextTotal', 0],
      ['worldEntries', 100],
    ]);
  });

  it('keeps segments in order inside the axis and every label on its own lane (property)', () => {
    const budget = fc.integer({ min: 0, max: 200000 });
    fc.assert(
      fc.property(
        budget,
        budget,
        budget,
        budget,
        budget,
        fc.integer({ min: 0, max: 20 }),
        (ct, we, wc, core, constTok, n) => {
          const kept = Math.min(core, wc, ct);
          const room = Math.max(0, Math.min(we, ct - kept));
          const c = Math.min(constTok, room);
          const g = budgetBar(
            use({
              contextTotal: ct,
              worldEntries: we,
              worldCore: wc,
              coreTokens: core,
              coreKept: kept,
              constantTokens: c,
              room: room - c,
              constants: n,
            }),
          );
          let end = 0;
          for (const s of g.segments) {
            expect(s.x).toBeGreaterThanOrEqual(end - 0.011);
            expect(s.width).toBeGreaterThanOrEqual(0);
            expect(s.x + s.width).toBeLessThanOrEqual(100.011);
            end = s.x + s.width;
          }
          expect(new Set(g.markers.map((m) => m.lane)).size).toBe(g.markers.length);
          for (const m of g.markers) {
            expect(m.x).toBeGreaterThanOrEqual(0);
            expect(m.x).toBeLessThanOrEqual(100);
            expect(m.anchor).toBe(m.x <= 50 ? 'start' : 'end');
          }
        },
      ),
    );
  });
});

describe("a character's budget use", () => {
  const graph = sampleGraph();
  const cat = buildCatalog({ report: reportOf(graph), routing: null, locale: 'en' });

  it('is what the retrieval core packs before any key matches', () => {
    for (const c of cat.characters) {
      const r = retrieve(graph, c.id, ['\u0000 nothing matches']);
      const u = c.budgetUse;
      expect(u.coreKept, c.id).toBe(r.worldCore.keptTokens);
      expect(u.coreTokens, c.id).toBe(r.worldCore.tokens);
      expect(u.constantTokens, c.id).toBe(r.contextTotal.worldEntries);
      expect(u.constants, c.id).toBe(r.injected.length);
      expect(u.constantsLeftOut, c.id).toBe(r.excluded.filter((e) => e.constant && e.reason !== 'disabled').length);
    }
  });

  it('leaves min(worldEntries, contextTotal − core) − constants for matched entries', () => {
    const bob = cat.characters.find((c) => c.id === 'bob')?.budgetUse;
    expect(bob).toMatchObject({ worldEntries: 100, maxEntries: 8, constants: 1, slots: 7 });
    expect(bob?.room).toBe(100 - (bob?.constantTokens ?? 0));
    // maxEntries 0: the constant does not fit, no slots
    const alice = cat.characters.find((c) => c.id === 'alice')?.budgetUse;
    expect(alice).toMatchObject({ maxEntries: 0, constants: 0, constantsLeftOut: 1, slots: 0 });
  });

  it('counts the same core and constants in real tokens when built with a tokenizer, and only then', async () => {
    expect(cat.characters.every((c) => c.budgetUse.real === undefined)).toBe(true);
    const counter = await loadRealTokenCounter();
    const real = buildCatalog({ report: reportOf(graph), routing: null, locale: 'en', realTokens: counter });
    for (const c of real.characters) {
      const r = retrieve(graph, c.id, ['\u0000 nothing matches']);
      const injectedBodies = r.injected.map((e) => graph.entries.find((x) => x.file === e.file)?.body ?? '');
      expect(c.budgetUse.real, c.id).toEqual({
        encoding: 'o200k_base',
        coreKept: r.worldCore.parts.reduce((n, p) => n + counter.count(p.text), 0),
        constantTokens: injectedBodies.reduce((n, b) => n + counter.count(b), 0),
      });
      // the estimate's figures are unchanged
      const { real: _, ...estimate } = c.budgetUse;
      expect(estimate).toEqual(cat.characters.find((x) => x.id === c.id)?.budgetUse);
    }
    expect(real.characters.some((c) => (c.budgetUse.real?.constantTokens ?? 0) > 0)).toBe(true);
  });
});

describe('the overrides diagram', () => {
  const roots = ['公共角色与世界观资料库（所有项目共享的基础版本，请勿直接修改）', 'mid', 'local'];
  const o = (kind: 'character' | 'world', id: string, winner: number, ...shadowed: number[]): CatalogOverride => ({
    kind,
    id,
    href: '',
    winner: { file: `${roots[winner]}/${id}`, root: roots[winner] ?? '' },
    shadowed: shadowed.map((s) => ({ file: `${roots[s]}/${id}`, root: roots[s] ?? '' })),
  });
  const overrides = [
    o('character', 'erina', 2, 0, 1),
    o('character', 'kai', 2, 0),
    o('world', 'astra', 2, 0),
    o('world', 'seas', 1, 0),
  ];
  const text: DiagramText = {
    root: (i, r) => `${i + 1}. ${r}`,
    pair: (p, earlier) => [
      `↑ replaces ${earlier}`,
      `${p.characters} characters · ${p.worlds} worlds · ${p.entries} entries`,
    ],
  };

  it('counts what each later root replaces of each earlier one, entries with the replacing worlds', () => {
    const pairs = overridePairs(roots, overrides, (id) => (id === 'astra' ? 4 : 2));
    expect(pairs).toEqual([
      { later: 1, earlier: 0, characters: 0, worlds: 1, entries: 2 },
      { later: 2, earlier: 0, characters: 2, worlds: 1, entries: 4 },
      { later: 2, earlier: 1, characters: 1, worlds: 0, entries: 0 },
    ]);
    expect(overridePairs(['a'], [], () => 0)).toEqual([]);
  });

  it('keeps boxes apart, every label inside its box, and arrows from the later box to the earlier one', () => {
    const pairs = overridePairs(roots, overrides, () => 3);
    const g = overrideDiagram(roots, pairs, text);
    expect(g.width).toBe(DIAGRAM_WIDTH);
    expect(g.boxes).toHaveLength(3);
    for (const [i, b] of g.boxes.entries()) {
      const next = g.boxes[i + 1];
      if (next) expect(b.y + b.height).toBeLessThan(next.y);
      expect(b.x + b.width).toBeLessThanOrEqual(DIAGRAM_WIDTH);
      const labels = [b.title, ...b.lines];
      for (const l of labels) {
        expect(l.x + textWidthEm(l.text) * FONT_SIZE).toBeLessThanOrEqual(b.x + b.width);
        expect(l.y - FONT_SIZE).toBeGreaterThanOrEqual(b.y);
        expect(l.y).toBeLessThanOrEqual(b.y + b.height);
      }
      labels.slice(1).forEach((l, k) => expect(l.y - (labels[k]?.y ?? 0)).toBeGreaterThanOrEqual(FONT_SIZE));
    }
    // the long root name is cut, its full text kept for the <title>
    expect(g.boxes[0]?.title.text.endsWith('…')).toBe(true);
    expect(g.boxes[0]?.title.full).toBe(`1. ${roots[0]}`);
    expect(g.arrows).toHaveLength(3);
    for (const a of g.arrows) {
      const from = g.boxes[a.pair.later];
      const to = g.boxes[a.pair.earlier];
      const [, x1, y1] = /^M (\S+) (\S+)/.exec(a.path) ?? [];
      expect(Number(x1)).toBe(from?.x);
      expect(Number(y1)).toBeGreaterThan(from?.y ?? Infinity);
      const tip = a.head.split(' ')[1]?.split(',').map(Number) ?? [];
      expect(tip[0]).toBe((to?.x ?? 0) - 1);
      expect(tip[1]).toBeGreaterThan(to?.y ?? Infinity);
      expect(tip[1]).toBeLessThan((to?.y ?? 0) + (to?.height ?? 0));
    }
    // nested lanes: distinct x for each arrow's vertical run
    const lanes = g.arrows.map((a) => /H (\S+) V/.exec(a.path)?.[1]);
    expect(new Set(lanes).size).toBe(3);
  });

  it('draws the roots alone when nothing is overridden', () => {
    const g = overrideDiagram(['global', 'project'], [], text);
    expect(g.arrows).toEqual([]);
    expect(g.boxes.map((b) => [b.x, b.lines.length])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('the routing grid rows', () => {
  it('shows every rule touching the namespace when there are few', () => {
    expect(gridRow({ cells: ['write', '', 'lock', 'write-lock'], decider: 3 })).toEqual({
      shown: [0, 2, 3],
      hidden: 0,
    });
  });

  it('keeps the last ones and always the deciding rule when there are many', () => {
    const cells = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 'write' : '')) as MatrixCell[];
    expect(gridRow({ cells, decider: 27 }, 4)).toEqual({ shown: [18, 21, 24, 27], hidden: 6 });
    // a decider far back (later writes all lost to locks) is kept in front of the last ones
    expect(gridRow({ cells, decider: 3 }, 4)).toEqual({ shown: [3, 21, 24, 27], hidden: 6 });
    expect(gridRow({ cells, decider: null }, 4).shown).toHaveLength(4);
  });
});
