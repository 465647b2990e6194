/** One page per diagnostic code, from the registry (the same text the CLI prints). */
import type { Diagnostic, Locale, Template } from '../diagnostics/define.js';
import { registry } from '../diagnostics/registry.js';
import { codeHref } from './diagnostic-view.js';
import { renderMarkdown } from './markdown.js';
import type { CatalogCode } from './model.js';

const staticText = (t: Template<never>): string | null => (typeof t === 'string' ? t : null);

export function viewCodes(diagnostics: readonly Diagnostic[], locale: Locale): CatalogCode[] {
  const counts = new Map<string, number>();
  for (const d of diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return [...registry.values()].map((def) => ({
    code: def.code,
    href: codeHref(def.code),
    area: def.code.split('.')[0] ?? '',
    slug: def.code.split('.')[1] ?? '',
    severity: def.severity,
    title: def.title[locale],
    spec: def.spec,
    message: staticText(def.message[locale]),
    consequence: staticText(def.consequence[locale]),
    fix: staticText(def.fix[locale]),
    whyHtml: renderMarkdown(def.why[locale]),
    example: def.example ? { file: def.example.file, bad: def.example.bad, good: def.example.good } : null,
    count: counts.get(def.code) ?? 0,
  }));
}
