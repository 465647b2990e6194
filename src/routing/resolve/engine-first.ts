/**
 * Engine first (spec: 引擎优先): chat.engine is resolved before every other namespace. A disabled
 * engine drops, from the back of the sorted list, the last rule that sets it, and resolves again;
 * when no rule is left to drop the result is `off` (the scene does not reply).
 */
import { ENGINE_OFF } from '../engines/engines.js';
import { isPlainObject } from '../model/json-value.js';
import type { SchemaCheck } from '../namespaces/namespace-schema.js';
import { resolveNamespace, type NamespaceOutcome } from './resolve-namespace.js';
import type { CompiledRule, CompiledRuleSet } from './rule-set.js';
import { engineDisabledDiagnostic } from './runtime-diagnostics.js';
import type { JsonValue, RoutingDiagnostic } from '../model/types.js';

export const ENGINE_NAMESPACE = 'chat.engine';

export interface EngineOutcome {
  readonly engine: string;
  readonly outcome: NamespaceOutcome;
  /** Matched rules that survive the engine drops, in compareRules order. */
  readonly rules: readonly CompiledRule[];
  readonly diagnostics: readonly RoutingDiagnostic[];
}

/** The namespace schema, then the selected engine's own config schema for `config`. */
function engineCheck(set: CompiledRuleSet): (value: JsonValue) => SchemaCheck {
  const base = set.registry.compiled(ENGINE_NAMESPACE, null);
  return (value) => {
    const r = base.check(value);
    if (!r.ok || !isPlainObject(r.value) || typeof r.value['id'] !== 'string') return r;
    const validate = set.engineConfig(r.value['id']);
    if (!validate) return r;
    if (!Object.hasOwn(r.value, 'config')) return r;
    const c = validate(r.value['config'] as JsonValue);
    if (c.ok) return { ok: true, value: { ...r.value, config: c.value } };
    return { ok: false, error: `/config${c.error.startsWith('/ ') ? c.error.slice(1) : c.error}` };
  };
}

export function resolveEngine(set: CompiledRuleSet, matched: readonly CompiledRule[]): EngineOutcome {
  const compiled = set.registry.compiled(ENGINE_NAMESPACE, null);
  const check = engineCheck(set);
  const rules = [...matched];
  const diagnostics: RoutingDiagnostic[] = [];
  for (;;) {
    const outcome = resolveNamespace(ENGINE_NAMESPACE, rules, compiled, check);
    const v = outcome.value;
    const id = isPlainObject(v) && typeof v['id'] === 'string' ? v['id'] : ENGINE_OFF;
    if (id === ENGINE_OFF || set.engines.isEnabled(id)) return { engine: id, outcome, rules, diagnostics };
    let at = -1;
    for (let i = rules.length - 1; i >= 0; i--)
      if (rules[i]?.engineId === id) {
        at = i;
        break;
      }
    if (at < 0) {
      return {
        engine: ENGINE_OFF,
        outcome: { value: { id: ENGINE_OFF }, sources: {}, suppressed: [], drops: [] },
        rules,
        diagnostics,
      };
    }
    const [victim] = rules.splice(at, 1) as [CompiledRule];
    diagnostics.push(engineDisabledDiagnostic(victim.rule.id, id));
  }
}
