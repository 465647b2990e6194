import type { Diagnostic, Locale, MessageData, Template } from './define.js';
import { lookupCode } from './registry.js';

export interface RenderedText {
  readonly title: string;
  readonly message: string;
  readonly consequence: string;
  readonly fix: string;
}

function fill(template: Template<never>, data: MessageData): string {
  return typeof template === 'function' ? (template as (d: MessageData) => string)(data) : template;
}

/** The human text of a diagnostic in one locale, from its registry definition. */
export function renderDiagnostic(d: Diagnostic, locale: Locale): RenderedText {
  const def = lookupCode(d.code);
  if (!def) throw new Error(`unknown diagnostic code ${d.code}`);
  return {
    title: def.title[locale],
    message: fill(def.message[locale], d.data),
    consequence: fill(def.consequence[locale], d.data),
    fix: fill(def.fix[locale], d.data),
  };
}
