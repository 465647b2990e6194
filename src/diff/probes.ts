/**
 * `rp-assets diff --probe FILE`: extra routing inputs to compare, as YAML or JSON — a list whose
 * items are an input (`{ guildId: '10001' }`) or `{ name, input }`, or a mapping with `probes:`.
 * Pure; a problem names the file's line.
 */
import { LineCounter, isMap, isSeq, parseDocument } from 'yaml';
import type { Node } from 'yaml';
import { checkRoutingInput } from '../routing/check-input.js';
import type { ProbeInput } from './routing-diff.js';

export interface ProbeProblem {
  readonly line: number | null;
  readonly message: string;
}

export type ParsedProbes =
  | { readonly ok: true; readonly probes: readonly ProbeInput[] }
  | { readonly ok: false; readonly problem: ProbeProblem };

/** At most this many probes: each is explained twice. */
export const MAX_PROBES = 10_000;

export function parseProbes(text: string): ParsedProbes {
  const lines = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lines });
  const lineOf = (n: Node | null | undefined): number | null => (n?.range ? lines.linePos(n.range[0]).line : null);
  const firstError = doc.errors[0];
  if (firstError)
    return {
      ok: false,
      problem: { line: firstError.linePos?.[0]?.line ?? null, message: firstError.message.split('\n')[0] ?? '' },
    };
  const top = doc.contents as Node | null;
  const list = isMap(top) ? ((top.get('probes', true) as Node | undefined) ?? null) : top;
  if (!isSeq(list))
    return {
      ok: false,
      problem: { line: lineOf(list ?? top), message: 'expected a list of routing inputs (or `probes:`)' },
    };
  if (list.items.length > MAX_PROBES)
    return { ok: false, problem: { line: lineOf(list), message: `more than ${MAX_PROBES} probes` } };
  const probes: ProbeInput[] = [];
  for (const [i, item] of list.items.entries()) {
    const node = item as Node;
    const value: unknown = node && typeof node === 'object' && 'toJSON' in node ? node.toJSON() : node;
    const named =
      value !== null && typeof value === 'object' && !Array.isArray(value) && 'input' in value
        ? (value as { name?: unknown; input: unknown })
        : { input: value };
    const checked = checkRoutingInput(named.input);
    if (!checked.ok) return { ok: false, problem: { line: lineOf(node), message: checked.message } };
    const name = typeof named.name === 'string' && named.name !== '' ? named.name : `#${i + 1}`;
    probes.push({ name, input: checked.input });
  }
  return { ok: true, probes };
}
