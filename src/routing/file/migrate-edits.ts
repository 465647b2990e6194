/**
 * Text edits for `rp-assets routing migrate`: remove migrated (unknown or retired) value paths and
 * bump the revision of each changed rule, editing the original text at the yaml CST ranges so every
 * comment, quote style, blank line, BOM and CRLF outside the edits stays byte-identical.
 */
import { isAlias, isMap, isNode, isScalar, isSeq, visit } from 'yaml';
import type { Document, Node, Pair, YAMLMap } from 'yaml';
import { locateRules } from './locate-rules.js';
import { parseYamlSource, type YamlSource } from '../../common/yaml/source.js';

export interface RuleMigration {
  /** Index of the rule in the file's rule list. */
  readonly index: number;
  /** Dotted paths removed (`render.legacyWrap`, `old.ns`), as migrateRule reports them. */
  readonly removed: readonly string[];
  /** Unknown rule fields to remove (`priorty`). */
  readonly removedFields?: readonly string[];
  /** The revision to write. */
  readonly revision: number;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const pairKey = (p: Pair): string | null => (isScalar(p.key) ? String(p.key.value) : null);
const findPair = (m: YAMLMap, key: string): Pair | undefined => (m.items as Pair[]).find((p) => pairKey(p) === key);
const rangeOf = (n: unknown): readonly number[] | undefined =>
  (n as { range?: readonly number[] } | null)?.range ?? undefined;

/**
 * Where the lines of a text start. Line breaks are LF, CRLF or a lone CR (YAML's three; see
 * loneCrToLf in common/yaml/source.ts). Built once per file, so finding a line is a binary search,
 * not a scan back for a CR (which an LF file does not have: that scan made migrate quadratic).
 */
class Lines {
  /** Offsets of the first character of each line; the first is 0. */
  private readonly starts: number[] = [0];
  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) this.starts.push(i + 1);
    }
  }
  /** The index of the line holding `offset` (the last line start at or before it). */
  private index(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  /** The start of the line holding `offset`. */
  start(offset: number): number {
    return this.starts[this.index(offset)] as number;
  }
  /** Just past the line break at or after `offset` (the text's end when there is none). */
  end(offset: number): number {
    return this.starts[this.index(offset) + 1] ?? this.text.length;
  }
  /** The break that ends the line holding `offset`; null for a last line without one. */
  breakOf(offset: number): string | null {
    const i = this.index(offset);
    const next = this.starts[i + 1];
    if (next === undefined) return null;
    return this.text[next - 2] === '\r' && this.text[next - 1] === '\n' ? '\r\n' : (this.text[next - 1] as string);
  }
  /** The break of the nearest line before `offset` that has one; null when none has. */
  breakBefore(offset: number): string | null {
    const i = this.index(offset);
    return i === 0 ? null : this.breakOf(this.starts[i - 1] as number);
  }
}

/** Edits that remove `pairs` (all of the map's removed pairs at once) from `map`. */
function removalEdits(text: string, lines: Lines, map: YAMLMap, pairs: readonly Pair[]): Edit[] {
  const all = map.items as Pair[];
  const r = rangeOf(map);
  if (pairs.length === all.length) {
    if (!r) return [];
    // `render:\n  legacy: 1` -> `render: {}`; anything odd between the colon and the map keeps its place.
    let i = (r[0] as number) - 1;
    while (i >= 0 && /\s/.test(text[i] as string)) i--;
    const start = text[i] === ':' ? i + 1 : (r[0] as number);
    let end = r[1] as number;
    while (end > start && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--; // a block map's range takes its line end
    return [{ start, end, text: start === r[0] ? '{}' : ' {}' }];
  }
  const keyStart = (p: Pair | undefined) => rangeOf(p?.key)?.[0];
  const valueEnd = (p: Pair | undefined) => rangeOf(p?.value)?.[1] ?? rangeOf(p?.key)?.[1];
  if (map.flow) {
    // Remove maximal runs of consecutive removed pairs, with the separator on one side.
    const removed = new Set(pairs);
    const edits: Edit[] = [];
    for (let i = 0; i < all.length; i++) {
      if (!removed.has(all[i] as Pair)) continue;
      let j = i;
      while (j + 1 < all.length && removed.has(all[j + 1] as Pair)) j++;
      const next = keyStart(all[j + 1]);
      const prev = valueEnd(all[i - 1]);
      const first = keyStart(all[i]);
      const last = valueEnd(all[j]);
      if (next !== undefined && first !== undefined) edits.push({ start: first, end: next, text: '' });
      else if (prev !== undefined && last !== undefined) edits.push({ start: prev, end: last, text: '' });
      i = j;
    }
    return edits;
  }
  return pairs.flatMap((pair): Edit[] => {
    const k = rangeOf(pair.key);
    const v = rangeOf(pair.value) ?? k;
    if (!k || !v) return [];
    const ls = lines.start(k[0] as number);
    if (text.slice(ls, k[0]).trim() === '')
      return [{ start: ls, end: lines.end(Math.max((v[1] as number) - 1, k[0] as number)), text: '' }];
    const nk = keyStart(all[all.indexOf(pair) + 1]);
    return nk !== undefined ? [{ start: k[0] as number, end: nk, text: '' }] : [];
  });
}

/**
 * The pair a dotted path of `values` names, and the map holding it: the path's namespace (its
 * longest key prefix), then one field per segment (array items addressed by index:
 * `censor.replaceRules.0.extra`). Undefined when the path leads nowhere in the text.
 */
function pairAtPath(values: YAMLMap, path: string): { map: YAMLMap; pair: Pair } | undefined {
  const keys = (values.items as Pair[]).map(pairKey).filter((k): k is string => k !== null);
  const ns = keys.filter((k) => path === k || path.startsWith(k + '.')).sort((a, b) => b.length - a.length)[0];
  if (ns === undefined) return undefined;
  const segs = path === ns ? [] : path.slice(ns.length + 1).split('.');
  let map: YAMLMap = values;
  let pair: Pair | undefined = findPair(map, ns);
  let i = 0;
  while (pair && i < segs.length) {
    let node: unknown = pair.value;
    while (isSeq(node) && i < segs.length && /^\d+$/.test(segs[i] as string)) node = node.items[Number(segs[i++])];
    if (i >= segs.length || !isMap(node)) return undefined;
    map = node;
    pair = findPair(map, segs[i++] as string);
  }
  return pair ? { map, pair } : undefined;
}

/** The pairs a migration removes from one rule, grouped by the map that holds them. */
function removedPairs(rule: YAMLMap, m: RuleMigration): Map<YAMLMap, Pair[]> {
  const byMap = new Map<YAMLMap, Pair[]>();
  const values = findPair(rule, 'values')?.value;
  if (isMap(values)) {
    for (const path of m.removed) {
      const found = pairAtPath(values, path);
      if (found) byMap.set(found.map, [...(byMap.get(found.map) ?? []), found.pair]);
    }
  }
  const fields = (m.removedFields ?? []).flatMap((f) => findPair(rule, f) ?? []);
  if (fields.length > 0) byMap.set(rule, fields);
  return byMap;
}

/** The text being edited: without its BOM, its lines, the line end a new line takes by default. */
interface EditedText {
  readonly text: string;
  readonly lines: Lines;
  readonly fileEol: string;
}

/**
 * The edit that sets the rule's revision: its `revision` value replaced, else `revision` inserted
 * after `id` (in a flow map on the same line; in a block map on a line of its own, indented as
 * `id:` and ending as that line does, so a mixed file keeps each region's line end). Null when
 * the rule has no `id` to insert after.
 */
function revisionEdit(rule: YAMLMap, revision: number, { text, lines, fileEol }: EditedText): Edit | null {
  const rev = findPair(rule, 'revision');
  const revRange = rangeOf(rev?.value);
  if (rev && revRange && isScalar(rev.value))
    return { start: revRange[0] as number, end: revRange[1] as number, text: String(revision) };
  const idPair = findPair(rule, 'id');
  const idEnd = rangeOf(idPair?.value)?.[1];
  const idKey = rangeOf(idPair?.key)?.[0];
  if (idEnd === undefined || idKey === undefined) return null;
  if (rule.flow) return { start: idEnd, end: idEnd, text: `, revision: ${revision}` };
  const at = lines.end(idEnd);
  const indent = ' '.repeat(idKey - lines.start(idKey));
  const eol = lines.breakOf(idEnd) ?? lines.breakBefore(idEnd) ?? fileEol;
  const newline = at === text.length && !/[\r\n]$/.test(text) ? eol : '';
  return { start: at, end: at, text: `${newline}${indent}revision: ${revision}${eol}` };
}

/**
 * The new text, or null when nothing changes. Throws if the text does not parse to a rule list.
 * `parsed`: the caller's parse of the same text without its BOM, so a large file is parsed once.
 */
export function applyMigrations(
  original: string,
  migrations: readonly RuleMigration[],
  parsed?: YamlSource,
): string | null {
  const bom = original.startsWith('\uFEFF') ? '\uFEFF' : '';
  const text = original.slice(bom.length);
  // a line written where there was none ends like the file's first line (LF for a one-line file)
  const fileEol = text.includes('\r\n') ? '\r\n' : /\r(?!\n)/.test(text) ? '\r' : '\n';
  const edited: EditedText = { text, lines: new Lines(text), fileEol };
  const source = parsed ?? parseYamlSource(text);
  if (source.syntaxErrors.length > 0) throw new Error('the file has YAML syntax errors');
  const located = locateRules(source.doc.contents);
  if (!located.ok) throw new Error('the file has no rule list');
  const edits: Edit[] = [];
  for (const m of migrations) {
    const rule = located.items[m.index];
    if (!isMap(rule)) continue;
    for (const [map, pairs] of removedPairs(rule, m)) edits.push(...removalEdits(text, edited.lines, map, pairs));
    const revision = revisionEdit(rule, m.revision, edited);
    if (revision !== null) edits.push(revision);
  }
  if (edits.length === 0) return null;
  edits.push(...aliasRepairs(source.doc, edits));
  return bom + applyEdits(text, edits);
}

/**
 * The text with `edits` applied in one pass (linear in the text and the edits; slicing the text
 * once per edit would be quadratic). An edit inside a range an earlier
 * edit already replaces (a removal inside a removed subtree) is dropped.
 */
function applyEdits(text: string, edits: readonly Edit[]): string {
  // at one offset an insertion goes first, then the longest removal (which covers the shorter)
  const length = (e: Edit) => (e.end === e.start ? -1 : e.end - e.start);
  const sorted = [...edits].sort(
    (a, b) => a.start - b.start || (length(a) < 0 ? -1 : length(b) < 0 ? 1 : length(b) - length(a)),
  );
  const parts: string[] = [];
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) continue; // overlaps the previous edit
    parts.push(text.slice(at, e.start), e.text);
    at = e.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/**
 * An alias keeps meaning what it meant when the edits remove the node it points at: the first alias
 * of such an anchor outside the removed text becomes the anchor itself, holding the value written
 * out as JSON (valid YAML in block and flow context: `*v` -> `&v {"preset":"code-helper"}`), and the
 * later aliases of the same anchor now refer to it. The caller still compares every rule's resolved
 * value before and after, and writes nothing when one changed that was not meant to.
 */
function aliasRepairs(doc: Document.Parsed, edits: readonly Edit[]): Edit[] {
  const removed = mergedRanges(edits.filter((e) => e.end > e.start));
  const inRemoved = (at: number): boolean => {
    // binary search over the merged, sorted removed ranges
    let lo = 0;
    let hi = removed.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const r = removed[mid] as Edit;
      if (at < r.start) hi = mid - 1;
      else if (at >= r.end) lo = mid + 1;
      else return true;
    }
    return false;
  };
  // in document order: the latest anchor of each name seen so far is the one an alias refers to
  const events: { at: number; alias?: { name: string; end: number }; anchor?: { name: string; node: Node } }[] = [];
  visit(doc, (_key, node) => {
    const r = rangeOf(node);
    if (!r) return;
    if (isAlias(node)) events.push({ at: r[0] as number, alias: { name: node.source, end: r[1] as number } });
    else if (isNode(node) && node.anchor) events.push({ at: r[0] as number, anchor: { name: node.anchor, node } });
  });
  events.sort((a, b) => a.at - b.at);
  const latest = new Map<string, { node: Node; removed: boolean; repaired: boolean }>();
  const repairs: Edit[] = [];
  for (const e of events) {
    if (e.anchor) latest.set(e.anchor.name, { node: e.anchor.node, removed: inRemoved(e.at), repaired: false });
    if (!e.alias || inRemoved(e.at)) continue;
    const target = latest.get(e.alias.name);
    if (!target || !target.removed || target.repaired) continue;
    target.repaired = true;
    const value: unknown = target.node.toJS(doc);
    repairs.push({ start: e.at, end: e.alias.end, text: `&${e.alias.name} ${JSON.stringify(value ?? null)}` });
  }
  return repairs;
}

/** Sorted, non-overlapping ranges covering `edits`. */
function mergedRanges(edits: readonly Edit[]): Edit[] {
  const out: Edit[] = [];
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && e.start <= last.end) out[out.length - 1] = { ...last, end: Math.max(last.end, e.end) };
    else out.push({ start: e.start, end: e.end, text: '' });
  }
  return out;
}
