import { describe, expect, it } from 'vitest';
import { buildSummary, cell, encodePath } from '../../../src/action/summary.js';
import type { SummaryInput } from '../../../src/action/summary.js';
import type { AssetGraph } from '../../../src/assets/model.js';
import { finding } from './helpers.js';
import { NO_SCENARIOS } from '../../../src/validate/summarize.js';

const EMPTY: AssetGraph = { roots: [], characters: [], worlds: [], entries: [], overrides: [], diagnostics: [] };

function input(over: Partial<SummaryInput>): SummaryInput {
  return {
    locale: 'en',
    findings: [],
    failed: false,
    failOn: 'error',
    mode: 'nofilter',
    askedMode: 'nofilter',
    annotated: 0,
    omitted: 0,
    annotatedWhere: 'workflow commands',
    notes: [],
    assets: EMPTY,
    scenarios: NO_SCENARIOS,
    toRepo: (f) => f,
    blobBase: 'https://github.com/o/r/blob/abc',
    ...over,
  };
}

describe('buildSummary', () => {
  it('stays under the byte budget on a huge run, keeps the counts exact and says how many rows were left out', () => {
    const findings = Array.from({ length: 20_000 }, (_, i) =>
      finding({ line: i + 1, endLine: i + 1, file: `roleplay/characters/c${i}/CHARACTER.md` }),
    );
    const md = buildSummary(input({ findings, budget: 100_000 }));
    expect(Buffer.byteLength(md)).toBeLessThan(100_000 + 2_000);
    expect(md).toContain('| Reported (after the filter) | 20000 | 0 | 0 | 20000 |');
    const rows = md.match(/^\| 🔴 \|/gm)?.length ?? 0;
    expect(rows).toBeGreaterThan(100);
    expect(md).toContain(`… ${20_000 - rows} more rows not shown`);
  });

  it("with the default budget stays below GitHub's 1 MiB step-summary limit", () => {
    const findings = Array.from({ length: 50_000 }, (_, i) => finding({ line: i + 1, endLine: i + 1 }));
    expect(Buffer.byteLength(buildSummary(input({ findings })))).toBeLessThan(1024 * 1024);
  });

  it('links findings to the line at the head commit, encoding spaces and CJK; multi-line ranges as #Lx-Ly', () => {
    const md = buildSummary(
      input({
        findings: [
          finding({ file: 'rp assets/角色/CHARACTER.md', line: 4, endLine: 6, column: null, endColumn: null }),
        ],
      }),
    );
    expect(md).toContain(
      '[rp assets\\/角色\\/CHARACTER\\.md\\:4](https://github.com/o/r/blob/abc/rp%20assets/%E8%A7%92%E8%89%B2/CHARACTER.md#L4-L6)',
    );
  });

  it('collapses findings outside the filter in <details>', () => {
    const md = buildSummary(
      input({
        findings: [
          finding({}, { reported: true }),
          finding({ line: 9, endLine: 9 }, { reported: false, isNew: false }),
        ],
      }),
    );
    expect(md).toMatch(
      /<details>\n<summary>Pre-existing or outside the filter \(1\)<\/summary>[\s\S]*\(pre-existing\)[\s\S]*<\/details>/,
    );
  });
});

describe('cell and encodePath', () => {
  it('escapes pipes, newlines and HTML outside code spans', () => {
    expect(cell('a|b\nc <x> `<y>`')).toBe('a\\|b<br>c &lt;x&gt; <code>&lt;y&gt;</code>');
    expect(encodePath('a b/角 色/#1.md')).toBe('a%20b/%E8%A7%92%20%E8%89%B2/%231.md');
  });
});
