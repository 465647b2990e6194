import { describe, expect, it, vi } from 'vitest';
import { fileOnly, report } from '../../../src/diagnostics/report.js';
import { escapeData, escapeProperty, formatReport } from '../../../src/report/format/index.js';
import { makeReport } from './support/build-report.js';
import { sampleDiagnostics } from './support/sample-diagnostics.js';
import { bigEntry, unresolvedWorld } from './support/test-registry.js';

vi.mock('../../../src/diagnostics/registry.js', async () =>
  (await import('./support/test-registry.js')).mockRegistry(),
);

/** Undo the runner's escaping, as actions/runner does when it parses a command. */
function unescape(text: string): string {
  return text
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}

function parse(line: string) {
  const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!m) throw new Error(`not a workflow command: ${line}`);
  const props = Object.fromEntries(
    (m[2] ?? '')
      .split(',')
      .filter(Boolean)
      .map((kv) => {
        const i = kv.indexOf('=');
        return [kv.slice(0, i), unescape(kv.slice(i + 1))];
      }),
  );
  return { command: m[1], props, message: unescape(m[3] as string) };
}

const lines = (r: ReturnType<typeof makeReport>, locale: 'en' | 'zh-CN' = 'en') =>
  formatReport(r, { format: 'github', locale }).split('\n').filter(Boolean);

describe('github format', () => {
  it('escapes data and property values as the runner expects', () => {
    expect(escapeData('100% a\r\nb: c, d')).toBe('100%25 a%0D%0Ab: c, d');
    expect(escapeProperty('100% a\r\nb: c, d')).toBe('100%25 a%0D%0Ab%3A c%2C d');
  });

  it('writes one command per diagnostic; hint becomes notice', () => {
    const out = lines(makeReport(sampleDiagnostics()));
    expect(out.map((l) => parse(l).command)).toEqual(['error', 'warning', 'notice']);
  });

  it('writes file, line, col, endLine, endColumn and title for single-line ranges', () => {
    const first = parse(lines(makeReport(sampleDiagnostics()))[0] as string);
    expect(first.props).toEqual({
      file: 'roleplay/characters/alice/CHARACTER.md',
      line: '5',
      col: '5',
      endLine: '5',
      endColumn: '11',
      title: 'world.test-unresolved: World reference does not resolve',
    });
    expect(lines(makeReport(sampleDiagnostics()))[0]).toMatch(
      /^::error file=[^,]+,line=5,col=5,endLine=5,endColumn=11,title=/,
    );
  });

  it('drops columns on multi-line ranges and positions on whole-file problems', () => {
    const [, second, third] = lines(makeReport(sampleDiagnostics())).map(parse);
    expect(second!.props).toEqual({
      file: 'roleplay/worlds/astra/entries/守卫 长文.md',
      line: '1',
      endLine: '40',
      title: 'entry.test-too-big: Entry too big',
    });
    expect(Object.keys(third!.props)).toEqual(['file', 'title']);
  });

  it('keeps %, :, commas, newlines, CJK and spaces intact through the runner escaping', () => {
    // A carriage return in a value (the id) is shown as `\u{d}` (src/common/visible.ts): it could
    // rewrite what a log viewer shows; a line break is safe, the runner escaping carries it.
    const d = report(bigEntry, { file: 'a dir/文件,名:1%.md', line: 3, column: 2 }, { id: '100%: a,b\nc\r' });
    const [line] = lines(makeReport([d]));
    expect(line).not.toMatch(/[\r\n]/);
    const parsed = parse(line as string);
    expect(parsed.props.file).toBe('a dir/文件,名:1%.md');
    expect(
      parsed.message.startsWith(
        'Entry `100%: a,b\nc\\u{d}` is too big\nConsequence: It never fits.\nFix: Split it,\nor raise the budget.',
      ),
    ).toBe(true);
    expect(parsed.message).toContain('Docs: https://');
  });

  it('includes related places and the suggestion in the message, localized', () => {
    const msg = parse(lines(makeReport(sampleDiagnostics()), 'zh-CN')[0] as string).message;
    expect(msg).toContain('\n相关：roleplay/worlds/astra/WORLD.md:2 最接近的世界');
    expect(msg).toContain('\n建议替换为：astra');
  });

  it('writes only a title for a diagnostic without a file', () => {
    const d = report(unresolvedWorld, fileOnly(null), { character: 'a', ref: 'b' });
    expect(lines(makeReport([d]))[0]).toMatch(
      /^::error title=world\.test-unresolved%3A World reference does not resolve::/,
    );
  });

  it('prints nothing for a clean report', () => {
    expect(formatReport(makeReport([]), { format: 'github', locale: 'en' })).toBe('');
  });
});
