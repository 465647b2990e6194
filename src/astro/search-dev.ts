/**
 * `astro dev`: the search index served from memory. A build writes the index's files itself
 * (index.ts, `astro:build:setup`); the dev server has no output folder, so this Vite plugin answers
 * the search page's requests under `<base>data/search/` from the same `buildSearchIndex`, built
 * once, on the first request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CollectedCatalog } from '../catalog/collect.js';
import { buildSearchIndex, type SearchIndexFiles } from '../catalog/search-index/build.js';

/** The part of Vite's plugin interface this uses (Vite is Astro's, not a dependency of ours). */
interface DevServerPlugin {
  readonly name: string;
  readonly apply: 'serve';
  configureServer(server: {
    middlewares: { use(fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): void };
  }): void;
}

/** The file of the index at `url` (under `prefix`), if there is one: its path without query or hash. */
export function searchFileAt(url: string, prefix: string, files: SearchIndexFiles['files']): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const path = url.slice(prefix.length).replace(/[?#].*$/s, '');
  return files.get(path);
}

/** `catalog` gives the catalog now (`astro dev` computes it again when an asset changes: dev-refresh.ts). */
export function searchIndexServer(prefix: string, catalog: () => Promise<CollectedCatalog>): DevServerPlugin {
  let index: Promise<SearchIndexFiles> | null = null;
  let indexed: Promise<CollectedCatalog> | null = null;
  return {
    name: 'rp-assets:search-index-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === undefined || !req.url.startsWith(prefix)) return next();
        const now = catalog();
        if (now !== indexed) {
          indexed = now;
          index = now.then((c) => buildSearchIndex(c.catalog.search));
        }
        if (index === null) return next();
        index.then(
          ({ files }) => {
            const body = searchFileAt(req.url as string, prefix, files);
            if (body === undefined) return next();
            res.setHeader('content-type', 'application/json');
            res.end(body);
          },
          () => next(),
        );
      });
    },
  };
}
