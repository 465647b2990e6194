/** Values written to namespaces nobody registered, and values that do not fit their namespace schema. */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { unregisteredNamespace } from '../../diagnostics/codes/routing/lint/unregistered-namespace.js';
import { valueSchemaMismatch } from '../../diagnostics/codes/routing/lint/value-schema-mismatch.js';
import { closestCandidate } from '../../common/closest-candidate.js';
import type { LoadedRoutingFile } from '../file/load-routing-file.js';
import { placeOf } from '../../diagnostics/place.js';
import { spanAt } from '../../common/spans.js';
import type { LintContext } from './lint-context.js';

/** `/tools/deny` -> ['tools', 'deny'] (JSON Pointer unescaping). */
export function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function checkNamespaceValues(file: LoadedRoutingFile, ctx: LintContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of file.entries) {
    if (!entry.rule) continue;
    for (const [ns, value] of Object.entries(entry.rule.values)) {
      if (!ctx.namespaces.has(ns)) {
        const suggestion = closestCandidate(ns, ctx.namespaces.names());
        out.push(
          report(
            unregisteredNamespace,
            placeOf(file.file, spanAt(entry.spans, ['values', ns], 'key')),
            { namespace: ns, suggestion },
            suggestion ? { suggestion } : {},
          ),
        );
        continue;
      }
      for (const problem of ctx.namespaces.check(ns, value)) {
        const segments = pointerSegments(problem.pointer);
        out.push(
          report(valueSchemaMismatch, placeOf(file.file, spanAt(entry.spans, ['values', ns, ...segments])), {
            namespace: ns,
            path: [ns, ...segments].join('.'),
            expected: problem.expected,
          }),
        );
      }
    }
  }
  return out;
}
