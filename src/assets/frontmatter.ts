/**
 * Frontmatter: a YAML block between `---` lines that stand alone, at the very start of the file.
 *
 * Decisions (docs/assets.md): a delimiter line is exactly `---` optionally followed by spaces or
 * tabs; `----`, `--- # end` and `...` are not delimiters. YAML positions are mapped back to the
 * original file (the BOM adds one column on line 1 only; CRLF does not move lines or columns).
 */
import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { frontmatterNotMapping } from '../diagnostics/codes/asset/frontmatter-not-mapping.js';
import { invalidYaml } from '../diagnostics/codes/asset/invalid-yaml.js';
import { misplacedFrontmatter } from '../diagnostics/codes/asset/misplaced-frontmatter.js';
import { unclosedFrontmatter } from '../diagnostics/codes/asset/unclosed-frontmatter.js';
import { flatFrontmatter } from './flat-yaml.js';
import type { Span } from './model.js';
import { FRONTMATTER_LIMITS, YamlBudget } from '../common/yaml/budget.js';
import type { TooLarge } from '../common/yaml/budget.js';
import { spanOf } from '../common/yaml/positions.js';
import { describeNode, readTree } from '../common/yaml/tree.js';
import type { YamlMap } from '../common/yaml/tree.js';
import { addUnresolvedAliasErrors } from '../common/yaml/aliases.js';

const NEWLINES = /\r\n?/g;
const DELIMITER = /^---[ \t]*$/;

export interface Frontmatter {
  /** True when a closed block was found (even if its YAML was invalid). */
  readonly hasFrontmatter: boolean;
  /** The top-level mapping; null when absent, unclosed, invalid or not a mapping (fallbacks apply). */
  readonly data: YamlMap | null;
  readonly body: string;
  readonly bodyLine: number;
  readonly keySpans: { readonly [key: string]: Span };
  readonly diagnostics: readonly Diagnostic[];
}

interface Line {
  readonly start: number;
  readonly end: number;
}

function nextLine(text: string, start: number): Line | null {
  if (start > text.length) return null;
  const nl = text.indexOf('\n', start);
  return { start, end: nl === -1 ? text.length : nl };
}

function isDelimiter(text: string, line: Line): boolean {
  if (text.charCodeAt(line.start) !== 45 || !text.startsWith('---', line.start)) return false;
  return line.end - line.start === 3 || DELIMITER.test(text.slice(line.start, line.end));
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function lineSpan(line: number, length: number, shift: number): Span {
  return { line, column: 1 + shift, endLine: line, endColumn: length + 1 + shift };
}

/** A file without a block on line 1 whose first non-blank line looks like one. */
function misplaced(text: string, file: string, bom: boolean): Diagnostic[] {
  let line: Line | null = nextLine(text, 0);
  let n = 1;
  while (line && text.slice(line.start, line.end).trim() === '') {
    line = line.end >= text.length ? null : nextLine(text, line.end + 1);
    n++;
  }
  if (!line || !text.startsWith('---', line.start)) return [];
  const found = text.slice(line.start, line.end);
  const place = { file, ...lineSpan(n, found.length, n === 1 && bom ? 1 : 0) };
  return [report(misplacedFrontmatter, place, { found, line: n }, { suggestion: n === 1 ? '---' : undefined })];
}

/** Where each key's pair runs, from the key to the end of its value. */
function keySpansOf(tree: YamlMap): Record<string, Span> {
  const keySpans: Record<string, Span> = {};
  for (const p of tree.pairs) {
    const { line, column } = p.keySpan;
    keySpans[p.key] = { line, column, endLine: p.value.span.endLine, endColumn: p.value.span.endColumn };
  }
  return keySpans;
}

/** A block past the YAML budget is refused whole, reported on the whole block. */
function tooLarge(t: TooLarge, file: string, whole: Span): Diagnostic {
  const [detail, problem] =
    t.reason === 'depth'
      ? [`YAML nested more than ${t.limit} levels deep`, 'TOO_DEEP']
      : t.reason === 'cycle'
        ? ['an alias inside the node its anchor names, which would repeat itself without end', 'ALIAS_CYCLE']
        : [`more than ${t.limit} YAML nodes after alias expansion`, 'TOO_MANY_NODES'];
  return report(invalidYaml, { file, ...whole }, { detail, problem });
}

function noFrontmatter(text: string, diagnostics: Diagnostic[]): Frontmatter {
  return { hasFrontmatter: false, data: null, body: text, bodyLine: 1, keySpans: {}, diagnostics };
}

/**
 * The closing `---` line after the opening one, and the line number it is on; scans only lines that
 * start with `-` (indexOf), counting lines between them. Without one, the first line starting with
 * `---` that is not a delimiter (a near miss) is noted.
 */
function closingDelimiter(text: string, first: Line): { line: Line | null; lineNo: number; nearMiss: number | null } {
  let lineNo = 1;
  let nearMiss: number | null = null;
  let counted = first.end;
  let from = first.end;
  for (;;) {
    const at = text.indexOf('\n-', from);
    if (at === -1) return { line: null, lineNo, nearMiss };
    lineNo += countNewlines(text, counted, at + 1);
    counted = at + 1;
    const candidate = nextLine(text, at + 1) as Line;
    if (isDelimiter(text, candidate)) return { line: candidate, lineNo, nearMiss };
    if (nearMiss === null && text.startsWith('---', candidate.start)) nearMiss = lineNo;
    from = at + 1;
  }
}

type ParsedBlock = Pick<Frontmatter, 'data' | 'keySpans' | 'diagnostics'>;

/**
 * The YAML between the delimiters as a mapping with positions: the flat fast path when it
 * applies, else the yaml parser (syntax errors, unresolved aliases, budgets, a non-mapping).
 */
function parseBlock(yamlText: string, file: string, whole: Span): ParsedBlock {
  const failed = (d: Diagnostic): ParsedBlock => ({ data: null, keySpans: {}, diagnostics: [d] });
  const flat = flatFrontmatter(yamlText, 1, new YamlBudget(FRONTMATTER_LIMITS));
  if (flat?.kind === 'too-large') return failed(tooLarge(flat, file, whole));
  if (flat) return { data: flat, keySpans: keySpansOf(flat), diagnostics: [] };
  const lines = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  addUnresolvedAliasErrors(doc, yamlText);
  const source = { doc, span: spanOf(lines, 1) };
  const error = doc.errors[0];
  if (error) {
    const detail = error.message.split('\n')[0] ?? error.code;
    return failed(report(invalidYaml, { file, ...source.span(error.pos) }, { detail, problem: error.code }));
  }
  const contents = doc.contents;
  if (contents === null || (isScalar(contents) && contents.value === null))
    return { data: { kind: 'map', pairs: [], span: whole }, keySpans: {}, diagnostics: [] };
  const tree = readTree(contents, source, new YamlBudget(FRONTMATTER_LIMITS), whole);
  if (tree.kind === 'too-large') return failed(tooLarge(tree, file, whole));
  if (!isMap(contents) || tree.kind !== 'map')
    return failed(report(frontmatterNotMapping, { file, ...tree.span }, { found: describeNode(tree) }));
  return { data: tree, keySpans: keySpansOf(tree), diagnostics: [] };
}

export function parseFrontmatter(input: string, file: string): Frontmatter {
  const bom = input.charCodeAt(0) === 0xfeff;
  const stripped = bom ? input.slice(1) : input;
  const text = stripped.indexOf('\r') === -1 ? stripped : stripped.replace(NEWLINES, '\n');
  const first = nextLine(text, 0);
  if (!first || !isDelimiter(text, first)) return noFrontmatter(text, misplaced(text, file, bom));
  const { line, lineNo, nearMiss } = closingDelimiter(text, first);
  if (!line) {
    const related = nearMiss === null ? [] : [{ file, line: nearMiss, column: 1, message: NEAR_MISS }];
    const place = { file, ...lineSpan(1, first.end - first.start, bom ? 1 : 0) };
    return noFrontmatter(text, [report(unclosedFrontmatter, place, { nearMiss }, { related })]);
  }
  const yamlText = text.slice(Math.min(first.end + 1, line.start), line.start);
  const body = line.end >= text.length ? '' : text.slice(line.end + 1);
  const whole: Span = { line: 2, column: 1, endLine: Math.max(2, lineNo - 1), endColumn: 1 };
  return { hasFrontmatter: true, body, bodyLine: lineNo + 1, ...parseBlock(yamlText, file, whole) };
}

const NEAR_MISS = {
  'zh-CN': '这一行看起来像结束分隔符，但 `---` 必须单独成行',
  en: 'this line looks like the closing delimiter, but `---` must stand alone on its line',
};
