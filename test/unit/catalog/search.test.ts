import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../src/catalog/build-catalog.js';
import { foldForSearch, searchDoc, searchIndex } from '../../../src/catalog/search.js';
import { reportOf, sampleGraph } from './graph-fixture.js';

describe('search', () => {
  const catalog = buildCatalog({ report: reportOf(sampleGraph()), routing: null, locale: 'zh-CN' });
  const docs = catalog.search.map(searchDoc);

  it('finds an exact Chinese phrase from an entry body and ranks that entry first', () => {
    const hits = searchIndex(docs, '守夜人点起灯塔');
    expect(hits[0]?.doc.kind).toBe('entry');
    expect(hits[0]?.doc.id).toBe('capital');
    expect(hits).toHaveLength(1);
  });

  it('does not match the words of a phrase separately', () => {
    expect(searchIndex(docs, '灯塔守夜人')).toHaveLength(0);
  });

  it('ranks an id or name match above a body match', () => {
    const hits = searchIndex(docs, '王都');
    expect(hits[0]?.doc.id).toBe('王都 旧账簿');
    expect(hits.map((h) => h.doc.id)).toContain('capital');
    expect(hits.findIndex((h) => h.doc.id === '王都 旧账簿')).toBeLessThan(
      hits.findIndex((h) => h.doc.id === 'capital'),
    );
  });

  it('folds full-width and case (NFKC + lower case)', () => {
    expect(foldForSearch('ＡＢＣ')).toBe('abc');
    const docs = [
      searchDoc({ kind: 'entry', id: 'x', title: 'X', href: 'x/', names: ['Lantern'], keys: [], body: '' }),
    ];
    expect(searchIndex(docs, 'ＬＡＮＴ')).toHaveLength(1);
  });

  it('returns nothing for an empty query', () => {
    expect(searchIndex(docs, '   ')).toEqual([]);
  });
});
