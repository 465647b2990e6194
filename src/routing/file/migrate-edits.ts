/**
 * Text edits for `rp-assets routing migrate`: remove migrated (unknown or retired) value paths and
 * bump the revision of each changed rule, editing the original text at the yaml CST ranges so every
 * comment, quote style, blank line, BOM and CRLF outside the edits stays byte-identical.
 */
import { isMap, isScalar, isSeq } from 'yaml';
import type { Pair, YAMLMap } from 'yaml';
import { locateRules } from './locate-rules.js';
import { parseYamlSource } from './yaml-source.js';

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
const rangeOf = (n: unknown): readonly number[] | undefined => (n as { range?: readonly number[] } | null)?.range ?? undefined;

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}
function lineEnd(text: string, offset: number): number {
  const i = text.indexOf('\n', offset);
  return i < 0 ? text.length : i + 1;
}

/** Edits that remove `pair` from `map` (all of map's removed pairs are passed at once). */
function removalEdits(text: string, map: YAMLMap, pairs: readonly Pair[]): Edit[] {
  const all = map.items as Pair[];
  if (pairs.length === all.length) {
    const r = rangeOf(map);
    return r ? [{ start: r[0] as number, end: r[1] as number, text: '{}' }] : [];
  }
  return pairs.flatMap((pair): Edit[] => {
    const k = rangeOf(pair.key);
    const v = rangeOf(pair.value) ?? k;
    if (!k || !v) return [];
    const i = all.indexOf(pair);
    if (map.flow) {
      const next = all[i + 1];
      const nk = next ? rangeOf(next.key) : undefined;
      if (nk) return [{ start: k[0] as number, end: nk[0] as number, text: '' }];
      const prevEnd = rangeOf(all[i - 1]?.value) ?? rangeOf(all[i - 1]?.key);
      return [{ start: (prevEnd?.[1] as number) ?? (k[0] as number), end: v[1] as number, text: '' }];
    }
    const ls = lineStart(text, k[0] as number);
    if (text.slice(ls, k[0]).trim() === '') return [{ start: ls, end: lineEnd(text, Math.max((v[1] as number) - 1, k[0] as number)), text: '' }];
    const next = all[i + 1];
    const nk = next ? rangeOf(next.key) : undefined;
    return nk ? [{ start: k[0] as number, end: nk[0] as number, text: '' }] : [];
  });
}

/** The new text, or null when nothing changes. Throws if the text does not parse to a rule list. */
export function applyMigrations(original: string, migrations: readonly RuleMigration[]): string | null {
  const bom = original.startsWith('\uFEFF') ? '\uFEFF' : '';
  const text = original.slice(bom.length);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const source = parseYamlSource(text);
  if (source.syntaxErrors.length > 0) throw new Error('the file has YAML syntax errors');
  const located = locateRules(source.doc.contents);
  if (!located.ok) throw new Error('the file has no rule list');
  const edits: Edit[] = [];
  for (const m of migrations) {
    const rule = located.items[m.index];
    if (!isMap(rule)) continue;
    const valuesPair = findPair(rule, 'values');
    const values = valuesPair?.value;
    const byMap = new Map<YAMLMap, Pair[]>();
    for (const path of m.removed) {
      if (!isMap(values)) break;
      const keys = (values.items as Pair[]).map(pairKey).filter((k): k is string => k !== null);
      const ns = keys.filter((k) => path === k || path.startsWith(k + '.')).sort((a, b) => b.length - a.length)[0];
      if (ns === undefined) continue;
      const segs = path === ns ? [] : path.slice(ns.length + 1).split('.');
      let map: YAMLMap = values;
      let pair: Pair | undefined = findPair(map, ns);
      let i = 0;
      while (pair && i < segs.length) {
        let node: unknown = pair.value;
        // Array items are addressed by index (`censor.replaceRules.0.extra`).
        while (isSeq(node) && i < segs.length && /^\d+$/.test(segs[i] as string)) node = node.items[Number(segs[i++])];
        if (i >= segs.length || !isMap(node)) {
          pair = undefined;
          break;
        }
        map = node;
        pair = findPair(map, segs[i++] as string);
      }
      if (pair) byMap.set(map, [...(byMap.get(map) ?? []), pair]);
    }
    const fields = (m.removedFields ?? []).flatMap((f) => findPair(rule, f) ?? []);
    if (fields.length > 0) byMap.set(rule, fields);
    for (const [map, pairs] of byMap) edits.push(...removalEdits(text, map, pairs));
    const rev = findPair(rule, 'revision');
    const revRange = rangeOf(rev?.value);
    if (rev && revRange && isScalar(rev.value)) edits.push({ start: revRange[0] as number, end: revRange[1] as number, text: String(m.revision) });
    else {
      const idPair = findPair(rule, 'id');
      const idEnd = rangeOf(idPair?.value)?.[1];
      const idKey = rangeOf(idPair?.key)?.[0];
      if (idEnd === undefined || idKey === undefined) continue;
      if (rule.flow) edits.push({ start: idEnd, end: idEnd, text: `, revision: ${m.revision}` });
      else {
        const at = lineEnd(text, idEnd);
        const indent = ' '.repeat(idKey - lineStart(text, idKey));
        const newline = at === text.length && !text.endsWith('\n') ? eol : '';
        edits.push({ start: at, end: at, text: `${newline}${indent}revision: ${m.revision}${eol}` });
      }
    }
  }
  if (edits.length === 0) return null;
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  let floor = Infinity;
  for (const e of edits) {
    if (e.end > floor) continue; // overlapping edit (a removal inside a removed subtree)
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
    floor = e.start;
  }
  return bom + out;
}

