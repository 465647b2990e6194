/**
 * No noise on a no-op (issue 31.2): rewriting a repository without changing what it says —
 * moving entry files, reordering frontmatter keys, CRLF <-> LF, a BOM, YAML flow <-> block style,
 * comments — gives `behaviourChanged: false` and a PR comment without a single line of changes
 * (its heading and the "compared" footer only).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFileSystem } from '../../src/common/memory-fs.js';
import { diffBehaviour, formatDiffMarkdown } from '../../src/diff/index.js';
import type { BehaviourDiff } from '../../src/diff/index.js';
import { validateProject } from '../../src/validate/project.js';
import { behaviourRepository } from './behaviour-arbitrary.js';

type Files = Record<string, string>;

async function diff(a: Files, b: Files): Promise<BehaviourDiff> {
  const side = async (label: string, files: Files) => {
    const run = await validateProject(memoryFileSystem(files));
    return { label, report: run.report, config: run.config };
  };
  return diffBehaviour(await side('a', a), await side('b', b));
}

const isYaml = (path: string): boolean => path.endsWith('.yaml');
const isMarkdown = (path: string): boolean => path.endsWith('.md');

/** Each file's text through `f` (Markdown files get `md`, YAML files `yaml`). */
function mapText(files: Files, md: (t: string) => string, yaml: (t: string) => string): Files {
  const out: Files = {};
  for (const [path, text] of Object.entries(files))
    out[path] = isMarkdown(path) ? md(text) : isYaml(path) ? yaml(text) : text;
  return out;
}

/** The frontmatter block of a Markdown file (between the `---` lines) rewritten by `f`. */
function frontmatter(text: string, f: (lines: string[]) => string[]): string {
  const m = /^---\n([\s\S]*?\n)---\n/.exec(text);
  if (m === null) return text;
  const lines = m[1]!.split('\n').slice(0, -1);
  return `---\n${f(lines).join('\n')}\n---\n${text.slice(m[0].length)}`;
}

/** Top-level keys with their indented lines, rotated by `shift`. */
function rotateKeys(lines: string[], shift: number): string[] {
  const groups: string[][] = [];
  for (const line of lines) {
    if (/^\s/.test(line) && groups.length > 0) groups[groups.length - 1]!.push(line);
    else groups.push([line]);
  }
  const n = groups.length;
  if (n === 0) return lines;
  const k = shift % n;
  return [...groups.slice(k), ...groups.slice(0, k)].flat();
}

/** `key: [a, b]` (no nesting, no quotes holding commas) as a block list; an empty `[]` stays. */
function flowToBlock(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const m = /^(\s*)([\w.]+): \[([^[\]{}'"]+)\]$/.exec(line);
    if (m === null) return [line];
    const [, indent = '', key = '', items = ''] = m;
    return [`${indent}${key}:`, ...items.split(', ').map((item) => `${indent}  - ${item}`)];
  });
}

/** A flow mapping line `key: { a: 1, b: 2 }` (no nesting) as a block mapping. */
function flowMapToBlock(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const m = /^(\s*)([\w.]+): \{ ([^{}[\]]+) \}$/.exec(line);
    if (m === null) return [line];
    const [, indent = '', key = '', pairs = ''] = m;
    return [`${indent}${key}:`, ...pairs.split(', ').map((pair) => `${indent}  ${pair}`)];
  });
}

const comment = (lines: string[]): string[] => ['# 注释：不改变任何含义', ...lines];

const rewrite: fc.Arbitrary<Rewrite> = fc.record({
  move: fc.boolean(),
  shift: fc.nat(5),
  block: fc.boolean(),
  comments: fc.boolean(),
  crlf: fc.boolean(),
  bom: fc.boolean(),
});

interface Rewrite {
  readonly move: boolean;
  readonly shift: number;
  readonly block: boolean;
  readonly comments: boolean;
  readonly crlf: boolean;
  readonly bom: boolean;
}

function apply(files: Files, r: Rewrite): Files {
  let out = files;
  if (r.move) {
    const moved: Files = {};
    for (const [path, text] of Object.entries(out))
      moved[path.replace(/^([^/]+\/worlds\/[^/]+\/entries)\//, '$1/moved/')] = text;
    out = moved;
  }
  const lines = (t: string): string[] => t.split('\n');
  const yamlLines = (t: string, f: (ls: string[]) => string[]): string => {
    const ls = lines(t);
    const last = ls.pop();
    return [...f(ls), last ?? ''].join('\n');
  };
  out = mapText(
    out,
    (t) =>
      frontmatter(t, (ls) => {
        let x = rotateKeys(ls, r.shift);
        if (r.block) x = flowToBlock(x);
        if (r.comments) x = comment(x);
        return x;
      }),
    (t) =>
      yamlLines(t, (ls) => {
        let x = ls;
        if (r.block) x = flowMapToBlock(flowToBlock(x));
        if (r.comments) x = comment(x);
        return x;
      }),
  );
  if (r.crlf)
    out = mapText(
      out,
      (t) => t.replace(/\n/g, '\r\n'),
      (t) => t.replace(/\n/g, '\r\n'),
    );
  if (r.bom)
    out = mapText(
      out,
      (t) => '\uFEFF' + t,
      (t) => '\uFEFF' + t,
    );
  return out;
}

describe('behaviour diff of a no-op rewrite', () => {
  it('moving, reordering, CRLF, BOM, flow/block style and comments: no behaviour change, no line in the comment', async () => {
    await fc.assert(
      fc.asyncProperty(behaviourRepository, rewrite, async (files, r) => {
        const d = await diff(files, apply(files, r));
        expect(d.behaviourChanged).toBe(false);
        expect(d.routing.rules).toEqual([]);
        expect(d.routing.inputs).toEqual([]);
        expect(d.retrieval.changes).toEqual([]);
        expect(d.retrieval.keys).toEqual([]);
        const body = formatDiffMarkdown(d, 'en')
          .split('\n')
          .filter((l) => l !== '');
        expect(body).toHaveLength(2);
        expect(body[0]).toMatch(/^## No behaviour change/);
        expect(body[1]).toMatch(/^Compared /);
      }),
      { numRuns: 60 },
    );
  });

  it('the rewrites do rewrite: the trees differ byte for byte', () => {
    const files = { 'a/characters/x/CHARACTER.md': '---\nid: x\nworlds: [astra, terra]\n---\n\nx\n' };
    const out = apply(files, { move: true, shift: 1, block: true, comments: true, crlf: true, bom: true });
    expect(out['a/characters/x/CHARACTER.md']).toBe(
      '\uFEFF---\r\n# 注释：不改变任何含义\r\nworlds:\r\n  - astra\r\n  - terra\r\nid: x\r\n---\r\n\r\nx\r\n',
    );
  });
});
