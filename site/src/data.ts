/**
 * Typed access to the loader's collections. Each page route reads its collection once, in
 * getStaticPaths, and passes every item its precomputed data as props.
 */
import { getCollection, getEntry } from 'astro:content';
import type {
  CatalogCharacter,
  CatalogCode,
  CatalogDiagnostic,
  CatalogEntry,
  CatalogOverride,
  CatalogRouting,
  CatalogRule,
  CatalogWorld,
} from '@core/catalog/model.js';
import type { Locale } from '@core/diagnostics/define.js';
import type { ReportSummary } from '@core/validate/report.js';

export interface SiteMeta {
  readonly locale: Locale;
  readonly roots: readonly string[];
  readonly summary: ReportSummary;
  readonly diagnostics: readonly CatalogDiagnostic[];
  readonly overrides: readonly CatalogOverride[];
  readonly routing: CatalogRouting | null;
  readonly characters: readonly {
    id: string; name: string; href: string; description: string; tags: readonly string[];
    worldLine: string; diagnostics: number; isDefault: boolean;
  }[];
  readonly worlds: readonly { id: string; name: string; href: string; description: string; entries: number; diagnostics: number }[];
}

export async function siteMeta(): Promise<SiteMeta> {
  const e = await getEntry('meta', 'site');
  if (!e) throw new Error('the catalog loader produced no site metadata');
  return e.data as unknown as SiteMeta;
}

async function all<T>(name: 'characters' | 'worlds' | 'entries' | 'rules' | 'codes'): Promise<T[]> {
  return (await getCollection(name)).map((e) => e.data as unknown as T);
}

export const characters = () => all<CatalogCharacter>('characters');
export const worlds = () => all<CatalogWorld>('worlds');
export const entries = () => all<CatalogEntry>('entries');
export const rules = () => all<CatalogRule>('rules');
export const codes = () => all<CatalogCode>('codes');
