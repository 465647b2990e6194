/**
 * The content loader: one `collectCatalog` run over the core (the same loader, validation, routing
 * and retrieval the CLI uses), shared by every collection, then `store.set` per item. No checks here:
 * every finding comes from the core. Pages receive precomputed relations, never query for them.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { collectCatalog, type CollectedCatalog } from '@core/catalog/collect.js';
import { cwdFileSystem } from '@core/cli/cwd-fs.js';
import { nodeFileSystem } from '@core/core/node-fs.js';
import { OPTIONS_ENV, readSiteOptions, sideDataDir } from './site-options.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type CollectionName = 'characters' | 'worlds' | 'entries' | 'rules' | 'codes' | 'meta';

let pending: { key: string; value: Promise<CollectedCatalog> } | null = null;

/** One catalog per build (all collections load in the same process); rebuilt when the options change. */
function catalog(): Promise<CollectedCatalog> {
  const key = process.env[OPTIONS_ENV] ?? '';
  if (pending?.key !== key) {
    const o = readSiteOptions(process.env);
    pending = {
      key,
      value: collectCatalog(
        {
          roots: o.roots,
          routing: o.routing,
          config: o.config,
          configDiagnostics: o.configDiagnostics,
          locale: o.locale,
          repoUrl: o.repoUrl,
        },
        cwdFileSystem(nodeFileSystem(), o.cwd),
      ),
    };
  }
  return pending.value;
}

type Item = { readonly id: string; readonly data: Record<string, unknown> };

function itemsOf(name: CollectionName, c: CollectedCatalog): Item[] {
  const cat = c.catalog;
  const asData = (x: object) => x as unknown as Record<string, unknown>;
  switch (name) {
    case 'characters':
      return cat.characters.map((x) => ({ id: x.slug, data: asData(x) }));
    case 'worlds':
      return cat.worlds.map((x) => ({ id: x.slug, data: asData(x) }));
    case 'entries':
      return cat.entries.map((x) => ({ id: x.href, data: asData(x) }));
    case 'rules':
      return (cat.routing?.rules ?? []).map((x) => ({ id: x.slug, data: asData(x) }));
    case 'codes':
      return cat.codes.map((x) => ({ id: x.code, data: asData(x) }));
    case 'meta':
      return [
        {
          id: 'site',
          data: {
            locale: cat.locale,
            roots: cat.roots,
            summary: cat.summary,
            counts: { entries: cat.entries.length, rules: cat.routing?.rules.length ?? 0 },
            diagnostics: cat.diagnostics,
            overrides: cat.overrides,
            routing: cat.routing ? { ...cat.routing, rules: [] } : null,
            characters: cat.characters.map((x) => ({
              id: x.id,
              name: x.name,
              href: x.href,
              description: x.description,
              tags: x.tags,
              worldLine: x.worldLine,
              diagnostics: x.diagnostics.length,
              isDefault: x.isDefault,
            })),
            worlds: cat.worlds.map((x) => ({
              id: x.id,
              name: x.name,
              href: x.href,
              description: x.description,
              entries: x.entries.length,
              diagnostics: x.diagnostics.length,
            })),
          },
        },
      ];
  }
}

/** The search index and the playground data, written as files (see sideDataDir). */
async function writeSideData(c: CollectedCatalog): Promise<void> {
  const dir = sideDataDir(process.env);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'search.json'), JSON.stringify(c.catalog.search));
  await writeFile(join(dir, 'playground.json'), JSON.stringify(c.playground));
}

export function catalogLoader(name: CollectionName): Loader {
  return {
    name: `rp-assets-${name}`,
    async load(ctx: LoaderContext): Promise<void> {
      const collected = await catalog();
      if (name === 'meta') await writeSideData(collected);
      ctx.store.clear();
      for (const item of itemsOf(name, collected)) {
        // no digest: the store is rebuilt from scratch on every build, so there is nothing to skip
        ctx.store.set({ id: item.id, data: item.data });
      }
    },
  };
}
