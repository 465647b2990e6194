/**
 * How the catalog reaches the pages by reference: the integration registers its catalog promise
 * here under a key of its own, and the code of `virtual:rp-assets/catalog` (virtual-modules.ts)
 * reads it back by that key when the prerendered pages load.
 *
 * Why a registry on globalThis and not a module variable: Vite bundles the virtual module into the
 * prerender chunk, which Astro then imports in this same process (Astro 7.3 prerenders in the
 * process that runs `build()`; checked by test/e2e/site). The chunk and the integration share no
 * module instance (the chunk's code is generated, and the integration may itself run under a
 * loader such as vitest's), so the realm's global object is the one place both see. Why not
 * serialise the catalog into the module as Starlight does with its small config: a large catalog
 * inlined in the bundle is compiled again, a large share of the build (docs/performance-history.md). Each build has its own key, and the entry is dropped when the
 * build ends (`release`), so a process that builds twice never sees the first build's data.
 */
import type { CollectedCatalog } from '../catalog/collect.js';

/** The registry's global name (also written into the virtual module's code). */
export const REGISTRY = 'rp-assets.astro.catalogs';

const REGISTRY_SYMBOL: unique symbol = Symbol.for(REGISTRY);
type Registry = Map<string, Promise<CollectedCatalog>>;
type Holder = { [REGISTRY_SYMBOL]?: Registry };

function registry(): Registry {
  const holder = globalThis as Holder;
  return (holder[REGISTRY_SYMBOL] ??= new Map());
}

let builds = 0;

/** Registers a build's catalog; returns its key. */
export function register(catalog: Promise<CollectedCatalog>): string {
  const key = `${process.pid}-${++builds}-${Math.random().toString(36).slice(2)}`;
  registry().set(key, catalog);
  return key;
}

/** Puts a new catalog under a key already registered (`astro dev`, after an asset file changed). */
export function replace(key: string, catalog: Promise<CollectedCatalog>): void {
  registry().set(key, catalog);
}

/** Drops a build's catalog, so the process does not keep it alive after the build. */
export function release(key: string): void {
  registry().delete(key);
}

/** The source of `virtual:rp-assets/catalog` for the build registered under `key`. */
export function catalogModule(key: string): string {
  return [
    `const registry = globalThis[Symbol.for(${JSON.stringify(REGISTRY)})];`,
    `const catalog = registry && registry.get(${JSON.stringify(key)});`,
    'if (catalog === undefined) {',
    "  throw new Error('rp-assets/astro: the catalog is not in this process; the pages must render in the process that ran the integration (astro build or astro dev)');",
    '}',
    '/** The catalog and the playground data, computed once for the build by the integration. */',
    'export const collected = catalog;',
    '/** The catalog now: under `astro dev` the integration replaces it when an asset file changes. */',
    `export const current = () => registry.get(${JSON.stringify(key)}) ?? catalog;`,
  ].join('\n');
}
