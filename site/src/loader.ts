/**
 * The content loader: one `collectCatalog` run over the core (the same loader, validation, routing
 * and retrieval the CLI uses), shared by every collection, then `store.set` per item. No checks here:
 * every finding comes from the core. Pages receive precomputed relations, never query for them.
 * Under `rp-assets site` the core is the command's own (offered through the catalog slot, so it is
 * not loaded twice); under a bare `astro build` of site/ the loader imports it.
 *
 * The collections are the page list: one item per page with its link data (id, name, href). The
 * heavy page data (bodies, diagnostics, budgets, the routing table) reaches the pages through the
 * catalog slot (catalog-slot.ts), not through the store, because Astro would serialise and recompile
 * all of it (docs/performance.md).
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import type { CollectedCatalog } from '@core/catalog/collect.js';
import type { Catalog } from '@core/catalog/model.js';
import { shareCatalog } from './catalog-slot.js';
import { readSiteOptions } from './site-options.js';

export type CollectionName = 'characters' | 'worlds' | 'entries' | 'rules' | 'codes';

/**
 * The core, loaded here only when no `rp-assets site` command offered its own (a bare
 * `astro build` of site/): imported on demand, so the command's builds do not pay for Vite
 * transforming the whole core a second time.
 */
async function collectHere(): Promise<CollectedCatalog> {
  const [{ collectCatalog }, { cwdFileSystem }, { nodeFileSystem }] = await Promise.all([
    import('@core/catalog/collect.js'),
    import('@core/core/cwd-fs.js'),
    import('@core/node/node-fs.js'),
  ]);
  const o = readSiteOptions(process.env);
  return collectCatalog(
    {
      roots: o.roots,
      routing: o.routing,
      config: o.config,
      configDiagnostics: o.configDiagnostics,
      locale: o.locale,
      repoUrl: o.repoUrl,
    },
    cwdFileSystem(nodeFileSystem(), o.cwd),
  );
}

/** One catalog per build (all collections load in the same process); rebuilt when the options change. */
function catalog(): Promise<CollectedCatalog> {
  return shareCatalog(collectHere);
}

/** What the store keeps of each page: its id and link data. */
export interface PageItem {
  readonly id: string;
  readonly data: { readonly name: string; readonly href: string };
}

function pageItems(name: CollectionName, cat: Catalog): PageItem[] {
  switch (name) {
    case 'characters':
      return cat.characters.map((x) => ({ id: x.slug, data: { name: x.name, href: x.href } }));
    case 'worlds':
      return cat.worlds.map((x) => ({ id: x.slug, data: { name: x.name, href: x.href } }));
    case 'entries':
      return cat.entries.map((x) => ({ id: x.href, data: { name: x.name || x.id, href: x.href } }));
    case 'rules':
      return (cat.routing?.rules ?? []).map((x) => ({ id: x.slug, data: { name: x.name || x.id, href: x.href } }));
    case 'codes':
      return cat.codes.map((x) => ({ id: x.code, data: { name: x.title, href: x.href } }));
  }
}

export function catalogLoader(name: CollectionName): Loader {
  return {
    name: `rp-assets-${name}`,
    async load(ctx: LoaderContext): Promise<void> {
      const collected = await catalog();
      ctx.store.clear();
      for (const item of pageItems(name, collected.catalog)) {
        // no digest: the store is rebuilt from scratch on every build, so there is nothing to skip
        ctx.store.set({ id: item.id, data: item.data });
      }
    },
  };
}
