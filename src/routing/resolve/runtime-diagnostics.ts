/** RoutingDiagnostic records built from the registered run-time code definitions (English message). */
import type { CodeDefinition, MessageData } from '../../diagnostics/define.js';
import { engineDisabled } from '../../diagnostics/codes/routing/runtime/engine-disabled.js';
import { invalidNamespace } from '../../diagnostics/codes/routing/runtime/invalid-namespace.js';
import { predicateError } from '../../diagnostics/codes/routing/runtime/predicate-error.js';
import { unknownNamespace } from '../../diagnostics/codes/routing/runtime/unknown-namespace.js';
import type { RoutingDiagnostic, RoutingDiagnosticCode } from '../model/types.js';

function text<D extends MessageData>(def: CodeDefinition<D>, data: D): string {
  const t = def.message.en;
  return typeof t === 'function' ? t(data) : t;
}

function make<D extends MessageData>(
  def: CodeDefinition<D>,
  data: D,
  extra: Omit<RoutingDiagnostic, 'level' | 'code' | 'message'>,
): RoutingDiagnostic {
  return { level: 'warning', code: def.code as RoutingDiagnosticCode, ...extra, message: text(def, data) };
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const predicateErrorDiagnostic = (ruleId: string, error: unknown): RoutingDiagnostic =>
  make(predicateError, { ruleId, error: errorText(error) }, { ruleId });

export const unknownNamespaceDiagnostic = (ruleId: string, namespace: string): RoutingDiagnostic =>
  make(unknownNamespace, { ruleId, namespace }, { ruleId, namespace });

export const invalidNamespaceDiagnostic = (ruleId: string, namespace: string, error: string): RoutingDiagnostic =>
  make(invalidNamespace, { ruleId, namespace, error }, { ruleId, namespace });

export const engineDisabledDiagnostic = (ruleId: string, engine: string): RoutingDiagnostic =>
  make(engineDisabled, { ruleId, engine }, { ruleId, engine });
