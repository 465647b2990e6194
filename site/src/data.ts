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
  /** Items in the entries and rules collections. */
  readonly counts: { readonly entries: number; readonly rules: number };
  readonly diagnostics: readonly CatalogDiagnostic[];
  readonly overrides: readonly CatalogOverride[];
  readonly routing: CatalogRouting | null;
  readonly characters: readonly {
    id: string;
    name: string;
    href: string;
    description: string;
    tags: readonly string[];
    worldLine: string;
    diagnostics: number;
    isDefault: boolean;
  }[];
  readonly worlds: readonly {
    id: string;
    name: string;
    href: string;
    description: string;
    entries: number;
    diagnostics: number;
  }[];
}

export async function siteMeta(): Promise<SiteMeta> {
  const e = await getEntry('meta', 'site');
  if (!e) throw new Error('the catalog loader produced no site metadata');
  return e.data as unknown as SiteMeta;
}

async function all<T>(name: 'characters' | 'worlds' | 'entries' | 'rules' | 'codes'): Promise<T[]> {
  return (await getCollection(name)).map((e) => e.data as unknown as T);
}

/** Reads a collection only when the catalog says it has items (Astro warns about empty ones). */
async function some<T>(
  name: 'characters' | 'worlds' | 'entries' | 'rules',
  count: (m: SiteMeta) => number,
): Promise<T[]> {
  return count(await siteMeta()) > 0 ? all<T>(name) : [];
}

export const characters = () => some<CatalogCharacter>('characters', (m) => m.characters.length);
export const worlds = () => some<CatalogWorld>('worlds', (m) => m.worlds.length);
export const entries = () => some<CatalogEntry>('entries', (m) => m.counts.entries);
export const rules = () => some<CatalogRule>('rules', (m) => m.counts.rules);
export const codes = () => all<CatalogCode>('codes');
