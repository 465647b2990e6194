/**
 * `rp-assets diff --probe FILE`: extra routing inputs to compare, as YAML or JSON — a list whose
 * items are an input (`{ guildId: '10001' }`) or `{ name, input }`, or a mapping with `probes:`.
 * Pure; a problem names the file's line.
 */
import { FILE_LIMITS, YamlBudget } from '../common/yaml/budget.js';
import type { Plain } from '../common/yaml/plain.js';
import { isMapping, readPlain } from '../common/yaml/plain.js';
import { parseYamlSource } from '../common/yaml/source.js';
import { pointerSegment } from '../common/spans.js';
import { checkRoutingInput } from '../routing/input/check-input.js';
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

/** Read through the YAML layer as routing files are: one budget for aliases and depth, exact lines. */
export function parseProbes(text: string): ParsedProbes {
  const source = parseYamlSource(text);
  const syntax = source.syntaxErrors[0];
  if (syntax) return { ok: false, problem: { line: syntax.span.line, message: syntax.reason } };
  const read = readPlain(source.doc.contents, source, new YamlBudget(FILE_LIMITS));
  if (read.kind === 'too-large') {
    const what = read.reason === 'depth' ? `nested deeper than ${read.limit}` : `more than ${read.limit} nodes`;
    return { ok: false, problem: { line: read.span.line, message: `the file is too large: ${what}` } };
  }
  const lineAt = (at: string): number | null => read.nodes.get(at)?.value.line ?? null;
  const root = read.root;
  const wrapped = isMapping(root);
  const list: Plain | undefined = wrapped ? root['probes'] : root;
  const listAt = wrapped ? pointerSegment('probes') : '';
  if (!Array.isArray(list))
    return {
      ok: false,
      problem: {
        line: lineAt(list === undefined ? '' : listAt),
        message: 'expected a list of routing inputs (or `probes:`)',
      },
    };
  if (list.length > MAX_PROBES)
    return { ok: false, problem: { line: lineAt(listAt), message: `more than ${MAX_PROBES} probes` } };
  const probes: ProbeInput[] = [];
  for (const [i, value] of list.entries()) {
    const named = isMapping(value) && 'input' in value ? value : { input: value };
    const checked = checkRoutingInput(named.input);
    if (!checked.ok)
      return { ok: false, problem: { line: lineAt(listAt + pointerSegment(i)), message: checked.message } };
    const name = typeof named['name'] === 'string' && named['name'] !== '' ? named['name'] : `#${i + 1}`;
    probes.push({ name, input: checked.input });
  }
  return { ok: true, probes };
}
