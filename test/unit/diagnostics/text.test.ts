import stringWidth from 'string-width';
import { describe, expect, it, vi } from 'vitest';
import { formatReport } from '../../../src/report/format/index.js';
import { makeReport, sampleAssets } from './support/build-report.js';
import { sampleDiagnostics } from './support/sample-diagnostics.js';

vi.mock('../../../src/diagnostics/registry.js', async () =>
  (await import('./support/test-registry.js')).mockRegistry(),
);

const text = (r: ReturnType<typeof makeReport>, locale: 'zh-CN' | 'en' = 'zh-CN', color = false) =>
  formatReport(r, { format: 'text', locale, color });

describe('text format', () => {
  it('prints exactly the spec positive line on a clean run', () => {
    expect(text(makeReport([], sampleAssets()))).toBe(
      '1 个角色、1 个世界、3 个条目，未发现问题；没有运行路由或检索场景\n',
    );
    expect(text(makeReport([], sampleAssets()), 'en')).toBe(
      '1 character, 1 world, 3 entries: no problems found; no routing or retrieval scenario ran\n',
    );
  });

  it('counts routing rules in the clean line when a routing file was checked', () => {
    expect(text(makeReport([], sampleAssets(), 4))).toBe(
      '1 个角色、1 个世界、3 个条目、4 条路由规则，未发现问题；没有运行路由或检索场景\n',
    );
  });

  it('groups by severity in the order errors, warnings, hints with counts', () => {
    const out = text(makeReport(sampleDiagnostics(), sampleAssets()));
    const e = out.indexOf('错误（1）');
    const w = out.indexOf('警告（1）');
    const h = out.indexOf('提示（1）');
    expect(e).toBeGreaterThanOrEqual(0);
    expect(w).toBeGreaterThan(e);
    expect(h).toBeGreaterThan(w);
    const en = text(makeReport(sampleDiagnostics(), sampleAssets()), 'en');
    expect(en).toContain('Errors (1)');
    expect(en).toContain('Hints (1)');
  });

  it('shows place, code, message, consequence, fix, related and suggestion', () => {
    const out = text(makeReport(sampleDiagnostics(), sampleAssets()));
    expect(out).toMatch(
      /roleplay\/characters\/alice\/CHARACTER\.md:5:5 +world\.test-unresolved +角色 `alice` 引用的世界 `astara` 不存在/,
    );
    expect(out).toContain('后果：该世界书全程不生效。');
    expect(out).toContain('修复：改正 id。');
    expect(out).toContain('相关：roleplay/worlds/astra/WORLD.md:2  最接近的世界');
    expect(out).toContain('建议替换为：astra');
    // a whole-file hint shows the file without a line
    expect(out).toMatch(/\n {2}roleplay\/characters\/alice\/CHARACTER\.md +asset\.test-override/);
  });

  it('indents continuation lines of multi-line texts under the detail column', () => {
    const out = text(makeReport(sampleDiagnostics(), sampleAssets()));
    expect(out).toContain('修复：拆分它，\n          或提高预算。');
  });

  it('aligns the code column by display width when paths contain CJK', () => {
    const diags = sampleDiagnostics();
    const r = makeReport(
      [diags[1]!, { ...diags[1]!, file: 'roleplay/worlds/astra/entries/g.md', line: 12 }],
      sampleAssets(),
    );
    const rows = text(r)
      .split('\n')
      .filter((l) => l.includes('entry.test-too-big'));
    expect(rows).toHaveLength(2);
    const codeAt = rows.map((l) => stringWidth(l.slice(0, l.indexOf('entry.test-too-big'))));
    expect(codeAt[0]).toBe(codeAt[1]);
  });

  it('lists each checked character with the world status line', () => {
    const out = text(makeReport(sampleDiagnostics(), sampleAssets()));
    expect(out).toContain(
      '已检查的角色\n  alice (爱丽丝)  roleplay/characters/alice/CHARACTER.md\n    世界：astra ✓(3 条目) / astara ✗(未找到)',
    );
    const en = text(makeReport(sampleDiagnostics(), sampleAssets()), 'en');
    expect(en).toContain('Worlds: astra ✓(3 entries) / astara ✗(not found)');
  });

  it('ends with the totals line', () => {
    const out = text(makeReport(sampleDiagnostics(), sampleAssets()));
    expect(out.endsWith('1 个角色、1 个世界、3 个条目：1 个错误、1 个警告、1 个提示；没有运行路由或检索场景\n')).toBe(
      true,
    );
    const en = text(makeReport(sampleDiagnostics(), sampleAssets()), 'en');
    expect(
      en.endsWith(
        '1 character, 1 world, 3 entries: 1 error, 1 warning, 1 hint; no routing or retrieval scenario ran\n',
      ),
    ).toBe(true);
  });

  it('omits asset counts and the character section when showAssets is false', () => {
    const r = makeReport(sampleDiagnostics(), sampleAssets());
    const out = formatReport(r, { format: 'text', locale: 'zh-CN', showAssets: false });
    expect(out).not.toContain('已检查的角色');
    expect(out.endsWith('\n1 个错误、1 个警告、1 个提示\n')).toBe(true);
    expect(formatReport(makeReport([]), { format: 'text', locale: 'zh-CN', showAssets: false })).toBe('未发现问题\n');
  });

  it('uses ANSI colour only when asked', () => {
    const r = makeReport(sampleDiagnostics(), sampleAssets());
    expect(text(r)).not.toContain('\u001b[');
    const coloured = text(r, 'zh-CN', true);
    expect(coloured).toContain('\u001b[31m');
    expect(coloured.replace(new RegExp(String.fromCharCode(27) + '\\[\\d+m', 'g'), '')).toBe(text(r));
  });
});

describe('text format with hostile data', () => {
  it('shows control characters and bidi overrides as escapes, keeping the output one line per field', async () => {
    const { report } = await import('../../../src/diagnostics/report.js');
    const { bigEntry } = await import('./support/test-registry.js');
    const esc = String.fromCharCode(27);
    const d = report(
      bigEntry,
      { file: `evil${esc}[2J\u202e.md`, line: 1, column: 1 },
      { id: `x${esc}]0;title\u0007\ry` },
    );
    const out = formatReport(makeReport([d]), { format: 'text', locale: 'en' });
    expect(out).not.toContain(esc);
    expect(out).not.toContain('\u202e');
    expect(out).not.toContain('\r');
    expect(out).toContain('evil\\u{1b}[2J\\u{202e}.md:1:1');
    expect(out).toContain('Entry `x\\u{1b}]0;title\\u{7}\\ry` is too big');
  });
});
