import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/catalog/build-catalog.js';
import { budgetFitGroups, budgetFits } from '../../../src/catalog/budget-fits.js';
import type { WorldUser } from '../../../src/catalog/model.js';
import type { Diagnostic } from '../../../src/diagnostics/define.js';
import { registry } from '../../../src/diagnostics/registry.js';
import { reportOf, sampleGraph } from './graph-fixture.js';

const build = (extra: Partial<Parameters<typeof buildCatalog>[0]> = {}) =>
  buildCatalog({ report: reportOf(sampleGraph()), routing: null, locale: 'zh-CN', ...extra });

describe('buildCatalog relations', () => {
  it("writes each character's worlds with the spec's status marks", () => {
    const alice = build().characters.find((c) => c.id === 'alice');
    expect(alice?.worldLine).toBe('世界：astra ✓(8 条目) / astara ✗(未找到)');
    expect(alice?.worlds.map((w) => [w.ref, w.resolved, w.href])).toEqual([
      ['astra', true, 'worlds/astra/'],
      ['astara', false, null],
    ]);
    const en = build({ locale: 'en' }).characters.find((c) => c.id === 'alice');
    expect(en?.worldLine).toBe('Worlds: astra ✓(8 entries) / astara ✗(not found)');
  });

  it('lists world entries in retrieval order: constant first, then priority, then id', () => {
    const astra = build().worlds[0];
    expect(astra?.entries.map((e) => e.id)).toEqual([
      'law',
      'capital',
      'guard',
      'dup',
      'dup',
      'huge',
      'orphan',
      '王都 旧账簿',
    ]);
    expect(build().entries.find((e) => e.id === 'law')?.position).toBe(1);
  });

  it('marks duplicate and never-matchable entries', () => {
    const rows = build().worlds[0]?.entries ?? [];
    expect(rows.filter((e) => e.duplicate).map((e) => e.id)).toEqual(['dup', 'dup']);
    // secondary keys alone cannot fire an entry; constant entries need no keys
    expect(rows.filter((e) => e.neverMatchable).map((e) => e.id)).toEqual(['orphan']);
  });

  it('gives duplicates distinct permalinks that point at each other', () => {
    const dups = build().entries.filter((e) => e.id === 'dup');
    expect(dups.map((d) => d.href)).toEqual(['worlds/astra/entries/dup/', 'worlds/astra/entries/dup-2/']);
    expect(dups[0]?.duplicates).toEqual([{ file: dups[1]?.file, href: dups[1]?.href }]);
  });

  it('gives a CJK id with a space a safe permalink', () => {
    const ledger = build().entries.find((e) => e.id === '王都 旧账簿');
    expect(ledger?.href).toMatch(/^worlds\/astra\/entries\/x-[0-9a-f]{8}\/$/);
  });

  it("compares each entry's tokens with the worldEntries budget of every character using the world", () => {
    const cat = build();
    const users = cat.worlds[0]?.users ?? [];
    const huge = cat.entries.find((e) => e.id === 'huge');
    expect(budgetFits(huge ?? { fits: [] }, users).map((f) => [f.character.id, f.budget, f.fits])).toEqual([
      ['alice', 5000, false],
      ['bob', 100, false],
    ]);
    const guard = build().entries.find((e) => e.id === 'guard');
    expect(guard?.fits).toEqual([true, true]);
    expect(users.map((u) => u.worldEntriesSource)).toEqual(['set', 'set']);
    expect(build().worlds[0]?.users.map((u) => u.id)).toEqual(['alice', 'bob']);
  });

  it('groups the fits by budget for the entry page, smallest budget first, keeping every character', () => {
    const users: WorldUser[] = [
      { id: 'a', name: 'A', href: 'characters/a/', worldEntries: 6000, worldEntriesSource: 'set', worldCore: 1 },
      { id: 'b', name: 'B', href: 'characters/b/', worldEntries: 100, worldEntriesSource: 'set', worldCore: 1 },
      { id: 'c', name: 'C', href: 'characters/c/', worldEntries: 6000, worldEntriesSource: 'default', worldCore: 1 },
      { id: 'd', name: 'D', href: 'characters/d/', worldEntries: 6000, worldEntriesSource: 'set', worldCore: 1 },
    ];
    const groups = budgetFitGroups({ fits: [true, false, true, true] }, users);
    expect(groups.map((g) => [g.budget, g.source, g.fits, g.characters.map((c) => c.id)])).toEqual([
      [100, 'set', false, ['b']],
      [6000, 'default', true, ['c']],
      [6000, 'set', true, ['a', 'd']],
    ]);
    expect(groups.flatMap((g) => g.characters).length).toBe(users.length);
    expect(budgetFitGroups({ fits: [] }, [])).toEqual([]);
  });

  it('explains zero, negative, clamped and ignored budgets and marks defaults', () => {
    const rows = build().characters.find((c) => c.id === 'alice')?.budgets ?? [];
    const row = (k: string) => rows.find((r) => r.key === k);
    expect(row('maxEntries')?.note).toContain('所有世界条目都不会激活');
    expect(row('examples')?.note).toContain('40 个字符');
    expect(row('recentMessages')).toMatchObject({ source: 'clamped', written: '0' });
    expect(row('contextTotal')).toMatchObject({ source: 'default', written: '"9000"', value: 7000 });
    expect(row('contextTotal')?.note).toContain('默认值');
    expect(row('worldCore')).toMatchObject({ source: 'default', note: null, written: null });
  });

  it('lists overrides with the winning and shadowed roots', () => {
    expect(build().overrides).toEqual([
      {
        kind: 'character',
        id: 'alice',
        href: 'characters/alice/',
        winner: { file: 'project/characters/alice/CHARACTER.md', root: 'project' },
        shadowed: [{ file: 'global/characters/alice/CHARACTER.md', root: 'global' }],
      },
    ]);
    expect(build().characters[0]?.override?.shadowed).toEqual(['global/characters/alice/CHARACTER.md']);
  });
});

describe('buildCatalog diagnostics', () => {
  // a registered code is needed: the registry is never empty (test/codes.test.ts)
  const def = [...registry.values()][0]!;
  const diag: Diagnostic = {
    code: def.code,
    severity: def.severity,
    file: 'global/worlds/astra/entries/guard.md',
    line: 3,
    column: 1,
    endLine: null,
    endColumn: null,
    data: {},
    related: [],
  };

  it('attaches a finding to the page of its file and links the source', () => {
    const graph = sampleGraph();
    const cat = buildCatalog({ report: reportOf(graph, [diag]), routing: null, locale: 'en' });
    const guard = cat.entries.find((e) => e.id === 'guard');
    expect(guard?.diagnostics.map((d) => [d.code, d.line])).toEqual([[def.code, 3]]);
    expect(guard?.diagnostics[0]?.source).toEqual({ href: 'worlds/astra/entries/guard/', external: false });
    expect(cat.worlds[0]?.entries.find((e) => e.id === 'guard')?.diagnosticCount).toBe(1);
    expect(cat.codes.find((c) => c.code === def.code)?.count).toBe(1);
    expect(guard?.diagnostics[0]?.codeHref).toMatch(/^codes\/[a-z-]+\/[a-z0-9-]+\/$/);
  });

  it('links to the repository when a URL is configured, never to a script URL', () => {
    const report = reportOf(sampleGraph(), [diag]);
    const gh = buildCatalog({ report, routing: null, locale: 'en', repoUrl: 'https://github.com/o/r/blob/abc/' });
    expect(gh.diagnostics[0]?.source).toEqual({
      href: 'https://github.com/o/r/blob/abc/global/worlds/astra/entries/guard.md#L3',
      external: true,
    });
    const evil = buildCatalog({ report, routing: null, locale: 'en', repoUrl: 'javascript:alert(1)//' });
    expect(evil.diagnostics[0]?.source?.external).toBe(false);
  });

  it('renders one page per registered code', () => {
    const cat = build();
    expect(cat.codes.map((c) => c.code)).toEqual([...registry.keys()]);
  });
});
