/** Diagnostics rendered for the site: registry text in the catalog's locale plus links. */
import type { Diagnostic, Locale } from '../diagnostics/define.js';
import { lookupCode } from '../diagnostics/registry.js';
import { renderDiagnostic } from '../diagnostics/render.js';
import type { CatalogDiagnostic } from './model.js';

export interface LinkContext {
  readonly locale: Locale;
  /** `https://host/owner/repo/blob/REF`, or null: source links then point at the asset's page. */
  readonly repoUrl: string | null;
  /** Display path of a file -> page of the asset it defines. */
  readonly pageOfFile: ReadonlyMap<string, string>;
}

/** `routing.unknown-namespace` -> `codes/routing/unknown-namespace/`. */
export function codeHref(code: string): string {
  const [area = 'x', slug = 'x'] = code.split('.');
  return `codes/${encodeURIComponent(area)}/${encodeURIComponent(slug)}/`;
}

/** Only http(s) repository URLs are accepted, so a config value can never become a `javascript:` link. */
export function safeRepoUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    return u.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

function sourceLink(d: Diagnostic, ctx: LinkContext): CatalogDiagnostic['source'] {
  if (d.file === null) return null;
  if (ctx.repoUrl && !d.file.startsWith('../') && !d.file.startsWith('/')) {
    const path = d.file.split('/').map(encodeURIComponent).join('/');
    return { href: `${ctx.repoUrl}/${path}${d.line ? `#L${d.line}` : ''}`, external: true };
  }
  const page = ctx.pageOfFile.get(d.file);
  return page === undefined ? null : { href: page, external: false };
}

export function viewDiagnostic(d: Diagnostic, ctx: LinkContext): CatalogDiagnostic {
  const known = lookupCode(d.code) !== undefined;
  const text = known
    ? renderDiagnostic(d, ctx.locale)
    : { title: d.code, message: d.key ?? d.code, consequence: '', fix: '' };
  return {
    code: d.code,
    codeHref: codeHref(d.code),
    severity: d.severity,
    file: d.file,
    line: d.line,
    column: d.column,
    title: text.title,
    message: text.message,
    consequence: text.consequence,
    fix: text.fix,
    related: d.related.map((r) => ({ file: r.file, line: r.line, message: r.message[ctx.locale] })),
    suggestion: d.suggestion ?? null,
    source: sourceLink(d, ctx),
  };
}

/** Diagnostics grouped by file (display path). */
export function byFile<T extends { readonly file: string | null }>(list: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const d of list) {
    if (d.file === null) continue;
    const arr = map.get(d.file);
    if (arr) arr.push(d);
    else map.set(d.file, [d]);
  }
  return map;
}
