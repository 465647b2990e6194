/**
 * Typed access to the catalog for the pages. The content collections give the page list (each page
 * route reads its collection once, in getStaticPaths); each item is joined with its precomputed
 * catalog object, which the loader handed over in memory (catalog-slot.ts), and passed as props.
 */
import { getCollection } from 'astro:content';
import type { PlaygroundData } from '@core/catalog/playground.js';
import type {
  Catalog,
  CatalogCharacter,
  CatalogCode,
  CatalogDiagnostic,
  CatalogEntry,
  CatalogOverride,
  CatalogRetrievalScenario,
  CatalogRouting,
  CatalogRule,
  CatalogWorld,
} from '@core/catalog/model.js';
import type { Locale } from '@core/diagnostics/define.js';
import type { ReportSummary } from '@core/report/report.js';
import { sharedCatalog } from './catalog-slot.js';

export interface SiteMeta {
  readonly locale: Locale;
  readonly roots: readonly string[];
  readonly summary: ReportSummary;
  /** Items in the entries and rules collections. */
  readonly counts: { readonly entries: number; readonly rules: number };
  readonly diagnostics: readonly CatalogDiagnostic[];
  readonly overrides: readonly CatalogOverride[];
  readonly routing: CatalogRouting | null;
  /** Retrieval scenario results, or null when no retrieval.tests.yaml was run. */
  readonly retrievalScenarios: readonly CatalogRetrievalScenario[] | null;
  readonly characters: readonly CatalogCharacter[];
  readonly worlds: readonly CatalogWorld[];
}

async function catalog(): Promise<Catalog> {
  return (await sharedCatalog()).catalog;
}

export async function siteMeta(): Promise<SiteMeta> {
  const c = await catalog();
  return {
    locale: c.locale,
    roots: c.roots,
    summary: c.summary,
    counts: { entries: c.entries.length, rules: c.routing?.rules.length ?? 0 },
    diagnostics: c.diagnostics,
    overrides: c.overrides,
    routing: c.routing,
    retrievalScenarios: c.retrievalScenarios,
    characters: c.characters,
    worlds: c.worlds,
  };
}

/** The searchable documents (the sharded index under data/search/ is built from them). */
export async function searchIndex(): Promise<Catalog['search']> {
  return (await catalog()).search;
}

/** The playground's data (data/playground.json). */
export async function playgroundData(): Promise<PlaygroundData> {
  return (await sharedCatalog()).playground;
}

type PageCollection = 'characters' | 'worlds' | 'entries' | 'rules' | 'codes';

/**
 * The pages of a collection, in the collection's order, each as its catalog object. A collection
 * is read only when the catalog has items for it (Astro warns about empty collections).
 */
async function pages<T>(
  name: PageCollection,
  list: (c: Catalog) => readonly T[],
  idOf: (x: T) => string,
): Promise<T[]> {
  const items = list(await catalog());
  if (items.length === 0) return [];
  const byId = new Map(items.map((x) => [idOf(x), x]));
  return (await getCollection(name)).map((e) => {
    const x = byId.get(e.id);
    if (x === undefined) throw new Error(`the ${name} collection has \`${e.id}\`, which the catalog does not`);
    return x;
  });
}

export const characters = () =>
  pages<CatalogCharacter>(
    'characters',
    (c) => c.characters,
    (x) => x.slug,
  );
export const worlds = () =>
  pages<CatalogWorld>(
    'worlds',
    (c) => c.worlds,
    (x) => x.slug,
  );
export const entries = () =>
  pages<CatalogEntry>(
    'entries',
    (c) => c.entries,
    (x) => x.href,
  );
export const rules = () =>
  pages<CatalogRule>(
    'rules',
    (c) => c.routing?.rules ?? [],
    (x) => x.slug,
  );
export const codes = () =>
  pages<CatalogCode>(
    'codes',
    (c) => c.codes,
    (x) => x.code,
  );
