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

const BECAUSE: Readonly<Record<Locale, (because: string) => string>> = {
  en: (b) => `, because ${b}`,
  'zh-CN': (b) => `，因为${b}`,
};

/**
 * The human text of a diagnostic in one locale, from its registry definition. A diagnostic that
 * follows from another (`cause`) names it after the message and carries the cause's fix.
 */
export function renderDiagnostic(d: Diagnostic, locale: Locale): RenderedText {
  const def = lookupCode(d.code);
  if (!def) throw new Error(`unknown diagnostic code ${d.code}`);
  const message = fill(def.message[locale], d.data);
  return {
    title: def.title[locale],
    message: d.cause === undefined ? message : message + BECAUSE[locale](d.cause.because[locale]),
    consequence: fill(def.consequence[locale], d.data),
    fix: d.cause === undefined ? fill(def.fix[locale], d.data) : d.cause.fix[locale],
  };
}
