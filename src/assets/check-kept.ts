/**
 * `entry.activation-differs`: a hint at the line of every kept SillyTavern / card setting that
 * changes when the entry fires here (the findings come from kept-activation.ts).
 */
import type { Diagnostic } from '../diagnostics/define.js';
import { report } from '../diagnostics/report.js';
import { activationDiffers } from '../diagnostics/codes/entry/activation-differs.js';
import type { Span } from '../common/spans.js';
import type { Plain } from '../common/yaml/plain.js';
import type { YamlNode } from '../common/yaml/tree.js';
import { activationFindings } from './kept-activation.js';

/** The span of the key at `path` below `node`, or of the deepest key found on the way. */
function keySpanAt(node: YamlNode, path: readonly string[], fallback: Span): Span {
  let here: YamlNode = node;
  let span = fallback;
  for (const key of path) {
    if (here.kind !== 'map') break;
    const pair = here.pairs.find((p) => p.key === key);
    if (!pair) break;
    span = pair.keySpan;
    here = pair.value;
  }
  return span;
}

const shown = (v: Plain): string => (typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v)));

export function checkKeptActivation(
  entry: { readonly id: string; readonly file: string; readonly secondaryKeys: readonly string[] },
  extensions: { readonly [key: string]: Plain },
  nodes: { readonly [name: string]: YamlNode },
  keySpans: { readonly [key: string]: Span },
): Diagnostic[] {
  return activationFindings(extensions, entry.secondaryKeys.length).map((f) => {
    const node = nodes[f.namespace];
    const top = keySpans[f.namespace] ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
    const span = node ? keySpanAt(node, f.path, top) : top;
    return report(
      activationDiffers,
      { file: entry.file, ...span },
      { id: entry.id, field: [f.namespace, ...f.path].join('.'), value: shown(f.value), effect: f.effect },
    );
  });
}
