import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { formatRetrievalText, retrieve } from '../../../src/retrieval/index.js';
import { renderTable } from '../../../src/retrieval/table.js';
import { simple } from './build-graph.js';

describe('renderTable', () => {
  it('aligns columns by display width, CJK counting double', () => {
    const lines = renderTable(
      ['id', 'tokens', 'note'],
      [
        ['王都', '12', 'a'],
        ['guard', '3', 'b'],
      ],
      [false, true],
    );
    const noteColumn = lines.map((l) => stringWidth(l.slice(0, l.lastIndexOf(' ') + 1)));
    expect(new Set(noteColumn).size).toBe(1);
    expect(lines[1]).toBe('王都       12  a');
  });
});

describe('formatRetrievalText', () => {
  const g = simple([
    { id: '王都', keys: ['王都'], tokens: 3 },
    { id: 'miss', keys: ['x'] },
    { id: 'big', keys: ['王都'], tokens: 9000 },
  ]);
  const r = retrieve(g, 'alice', ['前往王都']);
  it('lists injected and left-out entries with reasons in both locales', () => {
    const zh = formatRetrievalText(r, 'zh-CN');
    expect(zh).toContain('注入（1 条，3 token）');
    expect(zh).toMatch(/big\s+astra\s+预算不足/);
    expect(zh).toMatch(/miss\s+astra\s+未命中/);
    const en = formatRetrievalText(r, 'en');
    expect(en).toMatch(/needs 9000, worldEntries has 5000 left/);
  });
});
