/**
 * Load a routing file: decode, parse with positions, find the rule list (bare list, `rules:` mapping
 * or loader-entry list), normalise each rule and keep its span map. Never throws: unreadable files,
 * broken YAML and malformed rules become diagnostics, and whatever rules can be read are returned.
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import { fileOnly, report } from '../../diagnostics/report.js';
import { fileUnreadable } from '../../diagnostics/codes/routing/lint/file-unreadable.js';
import { invalidFileShape } from '../../diagnostics/codes/routing/lint/invalid-file-shape.js';
import { yamlSyntax } from '../../diagnostics/codes/routing/lint/yaml-syntax.js';
import { yamlTooLarge } from '../../diagnostics/codes/routing/lint/yaml-too-large.js';
import type { FileSystem } from '../../common/fs.js';
import type { RoutingRule } from '../model/types.js';
import { locateRules } from './locate-rules.js';
import { normaliseRule } from './normalise-rule.js';
import { placeOf } from '../../diagnostics/place.js';
import type { RuleSpans, Span } from '../../common/spans.js';
import { FILE_LIMITS, YamlBudget, tooLargeData } from '../../common/yaml/budget.js';
import type { Plain } from '../../common/yaml/plain.js';
import { readPlain } from '../../common/yaml/plain.js';
import { readYamlFile } from '../../common/yaml/read-file.js';
import type { YamlSource } from '../../common/yaml/source.js';

export interface LoadedRule {
  /** Null when the rule could not be read (no id or no valid filter); its diagnostics explain why. */
  readonly rule: RoutingRule | null;
  readonly id: string | null;
  readonly spans: RuleSpans;
  /** The rule as written (plain data), for checks that look at raw fields. */
  readonly raw: Plain;
}

export interface LoadedRoutingFile {
  readonly file: string;
  /** Every rule entry in file order, readable or not. */
  readonly entries: readonly LoadedRule[];
  /** The readable rules, in file order. */
  readonly rules: readonly RoutingRule[];
  readonly diagnostics: readonly Diagnostic[];
  /** Where the rule list starts (for file-level diagnostics), when there is one. */
  readonly listSpan?: Span;
  /** False when the file could not be read or parsed at all. */
  readonly readable: boolean;
}

/** Load `path`; `file` is the name used in diagnostics (defaults to `path`). */
export async function loadRoutingFile(path: string, fs: FileSystem, file = path): Promise<LoadedRoutingFile> {
  const read = await readYamlFile(path, fs);
  if (!read.ok) {
    return {
      file,
      entries: [],
      rules: [],
      diagnostics: [report(fileUnreadable, fileOnly(file), { path: file, reason: read.reason })],
      readable: false,
    };
  }
  return loadRoutingSource(read.source, file);
}

export function loadRoutingSource(source: YamlSource, file: string): LoadedRoutingFile {
  const diagnostics: Diagnostic[] = source.syntaxErrors.map((e) =>
    report(yamlSyntax, placeOf(file, e.span), { reason: e.reason }),
  );
  const located = locateRules(source.doc.contents);
  if (!located.ok) {
    if (source.syntaxErrors.length === 0) {
      const span = source.doc.contents?.range ? source.span(source.doc.contents.range) : undefined;
      diagnostics.push(report(invalidFileShape, placeOf(file, span), { found: located.found }));
    }
    return { file, entries: [], rules: [], diagnostics, readable: source.syntaxErrors.length === 0 };
  }
  // One budget for the file: every rule's walk spends from it.
  const budget = new YamlBudget(FILE_LIMITS);
  const raws: { raw: Plain; spans: RuleSpans }[] = [];
  for (const [index, node] of located.items.entries()) {
    const read = readPlain(node, source, budget);
    if (read.kind === 'too-large') {
      // Nothing of the file is checked: the rules read so far may be cut off.
      diagnostics.push(report(yamlTooLarge, placeOf(file, read.span), tooLargeData(read)));
      return { file, entries: [], rules: [], diagnostics, readable: false };
    }
    raws.push({ raw: read.root, spans: { index, nodes: read.nodes } });
  }
  const entries: LoadedRule[] = raws.map(({ raw, spans }) => {
    const { rule, id } = normaliseRule(raw, { file, spans, out: diagnostics });
    return { rule, id, spans, raw };
  });
  const listSpan = located.range ? source.span(located.range) : undefined;
  return {
    file,
    entries,
    rules: entries.flatMap((e) => (e.rule ? [e.rule] : [])),
    diagnostics,
    ...(listSpan ? { listSpan } : {}),
    readable: true,
  };
}
