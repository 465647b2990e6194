/**
 * The diagnostics lists: every finding (`diagnostics/`), the findings of one severity
 * (`diagnostics/<severity>/`) and of one code (`diagnostics/codes/<area>/<slug>/`), each in the
 * report's order (by file, line) and split into pages (lists.ts). Filtering by severity and code
 * is by these static lists, so a filter always covers every page; the file filter searches the
 * file index of the whole list (data/diagnostics-files.json, src/catalog/diagnostic-files.ts).
 */
import type { CatalogDiagnostic } from '@rp-assets/core/catalog/model.js';
import type { Severity } from '@rp-assets/core/diagnostics/define.js';

export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'hint'];

export interface CodeFacet {
  readonly code: string;
  readonly severity: Severity;
  readonly count: number;
  /** Its list, or null for a code that cannot be a path (not `area.slug` in [a-z0-9-]). */
  readonly href: string | null;
  readonly area: string;
  readonly slug: string;
}

/** The counts every page of the lists shows: per severity and per code. */
export interface Facets {
  readonly total: number;
  readonly severities: readonly { readonly severity: Severity; readonly count: number; readonly href: string }[];
  readonly codes: readonly CodeFacet[];
}

export const ALL_HREF = 'diagnostics/';
export const severityHref = (s: Severity): string => `diagnostics/${s}/`;

const CODE = /^([a-z0-9-]+)\.([a-z0-9-]+)$/;

export function facets(list: readonly CatalogDiagnostic[]): Facets {
  const codes = new Map<string, { severity: Severity; count: number }>();
  const bySeverity = new Map<Severity, number>();
  for (const d of list) {
    bySeverity.set(d.severity, (bySeverity.get(d.severity) ?? 0) + 1);
    const c = codes.get(d.code);
    if (c) c.count++;
    else codes.set(d.code, { severity: d.severity, count: 1 });
  }
  return {
    total: list.length,
    severities: SEVERITIES.map((severity) => ({
      severity,
      count: bySeverity.get(severity) ?? 0,
      href: severityHref(severity),
    })),
    codes: [...codes]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([code, { severity, count }]) => {
        const m = CODE.exec(code);
        const area = m?.[1] ?? '';
        const slug = m?.[2] ?? '';
        return { code, severity, count, area, slug, href: m ? `diagnostics/codes/${area}/${slug}/` : null };
      }),
  };
}

/** What a page of the lists is filtered by. */
export type ListFilter =
  | { readonly kind: 'all' }
  | { readonly kind: 'severity'; readonly severity: Severity }
  | { readonly kind: 'code'; readonly code: string };
