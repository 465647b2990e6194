import { describe, expect, it } from 'vitest';
import { annotationsFor } from '../../../src/action/annotations.js';
import { classify } from '../../../src/action/findings.js';
import { pathMap } from '../../../src/action/paths.js';
import { selectAnnotations } from '../../../src/action/rank.js';
import { diag, finding, printed } from './helpers.js';

/** Undo the runner's escaping of a property value. */
function unescapeProperty(s: string): string {
  return s.replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
}

function parse(line: string): { level: string; props: Record<string, string>; message: string } {
  const m = /^::(\w+) ([^:]*)::(.*)$/s.exec(line);
  if (!m) throw new Error(`not a command: ${line}`);
  const props: Record<string, string> = {};
  for (const part of (m[2] as string).split(',')) {
    const i = part.indexOf('=');
    props[part.slice(0, i)] = unescapeProperty(part.slice(i + 1));
  }
  return { level: m[1] as string, props, message: unescapeProperty(m[3] as string) };
}

describe('annotation lines', () => {
  it('maps severities to error, warning and notice with title, file, line and single-line columns', () => {
    const fs = [
      finding({ severity: 'error' }),
      finding({ severity: 'warning', line: 5, endLine: 7 }),
      finding({ severity: 'hint', line: null, column: null, endLine: null, endColumn: null }),
    ];
    const sel = selectAnnotations(fs, { annotate: 'hint', maxAnnotations: 30, metaNotices: 0 });
    const lines = printed(annotationsFor(sel, 'en')).map(parse);
    expect(lines.map((l) => l.level)).toEqual(['error', 'warning', 'notice']);
    expect(lines[0]?.props).toMatchObject({
      file: 'roleplay/characters/alice/CHARACTER.md',
      line: '3',
      col: '10',
      endColumn: '16',
      title: 'character.unresolved-world: Unknown world reference',
    });
    expect(lines[1]?.props).toMatchObject({ line: '5', endLine: '7' });
    expect(lines[1]?.props.col).toBeUndefined();
    expect(lines[1]?.props.endColumn).toBeUndefined();
    expect(lines[2]?.props.line).toBeUndefined();
    expect(lines[0]?.message).toContain('Consequence: ');
    expect(lines[0]?.message).toContain('Fix: ');
  });

  it('escapes %, :, , and newlines and keeps CJK, in messages and in file names with spaces', () => {
    const d = diag({ data: { ref: '50%: a,b\n第二行 星界', suggestion: null }, file: 'my roles/角色 甲/CHARACTER.md' });
    const map = pathMap('/ws', 'assets dir');
    const [f] = classify([d], map, { mode: 'nofilter', diff: null, baseline: null });
    const line = printed(
      annotationsFor(selectAnnotations([f!], { annotate: 'hint', maxAnnotations: 30, metaNotices: 0 }), 'zh-CN'),
    )[0] as string;
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('file=assets dir/my roles/角色 甲/CHARACTER.md,');
    expect(line).toContain('50%25: a,b%0A第二行 星界');
    expect(line).toMatch(/title=character.unresolved-world%3A 引用的世界书不存在/);
    const parsed = parse(line);
    expect(parsed.props.file).toBe('assets dir/my roles/角色 甲/CHARACTER.md');
    expect(parsed.message).toContain('50%: a,b\n第二行 星界');
  });

  it('ends with one notice that counts what was left out', () => {
    const many = Array.from({ length: 25 }, (_, i) => finding({ severity: 'error', line: i + 1, endLine: i + 1 }));
    const sel = selectAnnotations(many, { annotate: 'hint', maxAnnotations: 30, metaNotices: 0 });
    const lines = printed(annotationsFor(sel, 'en'));
    expect(lines).toHaveLength(11);
    const last = parse(lines[10] as string);
    expect(last.level).toBe('notice');
    expect(last.message).toMatch(/^15 more findings \(15 errors, 0 warnings, 0 hints\)/);
  });
});
