/** `global` exists, is enabled and unconditional; rule ids are unique. */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { duplicateRuleId } from '../../diagnostics/codes/routing/lint/duplicate-rule-id.js';
import { invalidGlobal } from '../../diagnostics/codes/routing/lint/invalid-global.js';
import { missingGlobal } from '../../diagnostics/codes/routing/lint/missing-global.js';
import type { LoadedRoutingFile } from '../file/load-routing-file.js';
import { placeOf } from '../../diagnostics/place.js';
import { spanAt } from '../../common/spans.js';
import { isMapping } from '../../common/yaml/plain.js';

type Entry = LoadedRoutingFile['entries'][number];

/** `routing.duplicate-rule-id` for each repeated id (pointing back at the first); the first rule of each id. */
function duplicateIds(file: LoadedRoutingFile): { first: Map<string, Entry>; out: Diagnostic[] } {
  const out: Diagnostic[] = [];
  const first = new Map<string, Entry>();
  for (const entry of file.entries) {
    if (entry.id === null) continue;
    const earlier = first.get(entry.id);
    if (!earlier) {
      first.set(entry.id, entry);
      continue;
    }
    const there = spanAt(earlier.spans, ['id']);
    const related = {
      file: file.file,
      line: there?.line ?? null,
      column: there?.column ?? null,
      message: { en: `first rule \`${entry.id}\``, 'zh-CN': `第一条 \`${entry.id}\` 规则` },
    };
    const at = placeOf(file.file, spanAt(entry.spans, ['id']));
    out.push(report(duplicateRuleId, at, { id: entry.id }, { related: [related], key: entry.id }));
  }
  return { first, out };
}

/** `routing.missing-global` at the rule list's first line. */
function missingGlobalAt(file: LoadedRoutingFile): Diagnostic {
  const span = file.listSpan && { ...file.listSpan, endLine: file.listSpan.line, endColumn: file.listSpan.column };
  return report(missingGlobal, placeOf(file.file, span), {});
}

/** `routing.invalid-global` for a `global` rule that is disabled or has a filter other than `true`. */
function invalidGlobalRule(file: LoadedRoutingFile, global: Entry): Diagnostic[] {
  const out: Diagnostic[] = [];
  const raw = isMapping(global.raw) ? global.raw : {};
  if (raw['enabled'] !== undefined && raw['enabled'] !== true) {
    const at = placeOf(file.file, spanAt(global.spans, ['enabled']));
    out.push(report(invalidGlobal, at, { problem: 'disabled', found: String(raw['enabled']) }, { suggestion: 'true' }));
  }
  const filter = global.rule?.filter;
  if (filter && filter.kind !== 'true') {
    const at = placeOf(file.file, spanAt(global.spans, ['filter']));
    out.push(
      report(
        invalidGlobal,
        at,
        { problem: 'filter', found: JSON.stringify(filter) },
        { suggestion: "{ kind: 'true' }" },
      ),
    );
  }
  return out;
}

export function checkRuleIds(file: LoadedRoutingFile): Diagnostic[] {
  if (!file.readable) return [];
  const { first, out } = duplicateIds(file);
  const global = first.get('global');
  if (global) return [...out, ...invalidGlobalRule(file, global)];
  // A YAML error may have swallowed the global rule: only claim it is missing from a clean parse.
  const parsedCleanly = !file.diagnostics.some((d) => d.code === 'routing.yaml-syntax');
  return parsedCleanly ? [...out, missingGlobalAt(file)] : out;
}
