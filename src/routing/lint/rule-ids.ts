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

export function checkRuleIds(file: LoadedRoutingFile): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (!file.readable) return out;
  const first = new Map<string, (typeof file.entries)[number]>();
  for (const entry of file.entries) {
    if (entry.id === null) continue;
    const earlier = first.get(entry.id);
    if (!earlier) {
      first.set(entry.id, entry);
      continue;
    }
    const there = spanAt(earlier.spans, ['id']);
    out.push(
      report(
        duplicateRuleId,
        placeOf(file.file, spanAt(entry.spans, ['id'])),
        { id: entry.id },
        {
          related: [
            {
              file: file.file,
              line: there?.line ?? null,
              column: there?.column ?? null,
              message: { en: `first rule \`${entry.id}\``, 'zh-CN': `第一条 \`${entry.id}\` 规则` },
            },
          ],
          key: entry.id,
        },
      ),
    );
  }
  const global = first.get('global');
  // A YAML error may have swallowed the global rule: only claim it is missing from a clean parse.
  const parsedCleanly = !file.diagnostics.some((d) => d.code === 'routing.yaml-syntax');
  if (!global && !parsedCleanly) return out;
  if (!global) {
    out.push(
      report(
        missingGlobal,
        placeOf(
          file.file,
          file.listSpan && { ...file.listSpan, endLine: file.listSpan.line, endColumn: file.listSpan.column },
        ),
        {},
      ),
    );
    return out;
  }
  const raw = isMapping(global.raw) ? global.raw : {};
  if (raw['enabled'] !== undefined && raw['enabled'] !== true) {
    out.push(
      report(
        invalidGlobal,
        placeOf(file.file, spanAt(global.spans, ['enabled'])),
        { problem: 'disabled', found: String(raw['enabled']) },
        { suggestion: 'true' },
      ),
    );
  }
  const filter = global.rule?.filter;
  if (filter && filter.kind !== 'true') {
    out.push(
      report(
        invalidGlobal,
        placeOf(file.file, spanAt(global.spans, ['filter'])),
        { problem: 'filter', found: JSON.stringify(filter) },
        { suggestion: "{ kind: 'true' }" },
      ),
    );
  }
  return out;
}
