/**
 * Values written to namespaces nobody registered, values that do not fit their namespace schema,
 * and an engine that is not enabled (the engine-first fallback drops the whole rule at run time).
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import { report } from '../../diagnostics/report.js';
import { unregisteredNamespace } from '../../diagnostics/codes/routing/lint/unregistered-namespace.js';
import { valueSchemaMismatch } from '../../diagnostics/codes/routing/lint/value-schema-mismatch.js';
import { engineDisabled } from '../../diagnostics/codes/routing/runtime/engine-disabled.js';
import { ENGINE_OFF } from '../engines/engines.js';
import type { JsonValue, RoutingRule } from '../model/types.js';

const isObject = (v: JsonValue | undefined): v is { readonly [key: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
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
      const engine = selectedEngine(entry.rule, ns);
      if (engine !== null && entry.rule.enabled && !ctx.isEngineEnabled(engine))
        out.push(
          report(engineDisabled, placeOf(file.file, spanAt(entry.spans, ['values', ns, 'id'])), {
            ruleId: entry.rule.id,
            engine,
          }),
        );
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

/** The engine id a rule's `chat.engine` value selects (not `off`), else null. */
function selectedEngine(rule: RoutingRule, ns: string): string | null {
  if (ns !== 'chat.engine') return null;
  const value = rule.values[ns];
  const id = isObject(value) ? value['id'] : undefined;
  return typeof id === 'string' && id !== ENGINE_OFF ? id : null;
}
