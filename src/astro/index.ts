/**
 * `rp-assets/astro`: the catalog site as an Astro integration. `rp-assets site` passes it inline
 * to Astro's `build()`; a user adds it to the `integrations` of their own Astro project
 * (docs/site.md, "In your own Astro project"):
 *
 *     import rpAssets from 'rp-assets/astro';
 *     export default defineConfig({ integrations: [rpAssets({ roots: ['roleplay'] })] });
 *
 * In `astro:config:setup` it starts the catalog (one `collectCatalog` over the core), injects the
 * pages (site/src/routes/, routes.ts) and adds a Vite plugin serving three virtual modules, as
 * Starlight does: `virtual:rp-assets/options` (the base path and the options, serialised: small),
 * `virtual:rp-assets/catalog` (the catalog, by reference: handover.ts says why) and
 * `virtual:rp-assets/validators` (the project's routing validators compiled ahead of time by ajv's
 * standalone generator, for the playground: the browser gets no JSON Schema compiler).
 *
 * The search index (`data/search/`, thousands of small files) is not a route: like the sitemap and
 * Pagefind integrations, this one writes the files itself, from `astro:build:setup` (the output
 * folder has been emptied by then) and waits for them in `astro:build:done`; `astro dev` serves
 * them from memory. As a route its `getStaticPaths` had to build the whole index on the main thread
 * before Astro rendered the first page. Written this way, `rp-assets site` builds it on a worker of its pool while
 * the pages render. The downloads (each world as SillyTavern World Info, each character as a V3
 * card in JSON and PNG: downloads.ts) are written the same way.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { CollectedCatalog } from '../catalog/collect.js';
import type { SearchSource } from '../catalog/search.js';
import { writeSearchIndex } from '../node/search-index-files.js';
import { searchIndexServer } from './search-dev.js';
import { writeDownloads } from './downloads.js';
import { catalogModule, register, release, replace } from './handover.js';
import { refreshOnAssetChange, type DevServer } from './dev-refresh.js';
import { collectProject, type ProjectOptions } from './project.js';
import { ROUTES } from './routes.js';
import { sitemapXml } from './sitemap.js';
import { avatarsModule } from './avatars.js';
import { precompileRoutingValidators } from '../routing/router/precompile.js';
import type { Progress } from '../common/progress.js';
import { siteProgress } from './progress.js';

export type { ProjectOptions };

export interface RpAssetsOptions extends ProjectOptions {
  /**
   * A catalog already being collected (what `rp-assets site` passes: it starts the catalog on its
   * worker pool before Astro loads). The project options above are then not read.
   */
  readonly catalog?: Promise<CollectedCatalog>;
  /**
   * Builds and writes the search index into a folder (what `rp-assets site` passes: the same
   * `writeSearchIndex`, on a worker of its pool). Default: `writeSearchIndex` on this thread.
   */
  readonly writeSearchIndex?: (sources: readonly SearchSource[], folder: string) => Promise<unknown>;
  /**
   * Told how far the build is (what `rp-assets site` passes): phases `bundle`, `pages` (pages
   * rendered of the total) and `search-index` (files written); see progress.ts.
   */
  readonly progress?: Progress;
}

/** Where the search page fetches the index from, under the base path. */
const SEARCH_FOLDER = 'data/search';

const OPTIONS_ID = 'virtual:rp-assets/options';
const CATALOG_ID = 'virtual:rp-assets/catalog';
const VALIDATORS_ID = 'virtual:rp-assets/validators';
const AVATARS_ID = 'virtual:rp-assets/avatars';

/** The ajv runtime helpers the standalone validators import, by absolute path (a user's project may not see ajv). */
const require = createRequire(import.meta.url);
const runtimeHelper = (helper: string): string => require.resolve(`ajv/dist/runtime/${helper}`);
/**
 * `astro dev` serves modules to the browser as they are, and the helpers are CommonJS (`exports is
 * not defined`): there the module imports them by package name, and Vite pre-bundles them into ES
 * modules (`optimizeDeps.include`), as it does a project's own CommonJS dependencies.
 */
const DEV_HELPERS = ['equal', 'ucs2length', 'uri', 'validation_error'].map((h) => `ajv/dist/runtime/${h}`);

/**
 * The folder Vite's dev server serves files from by default (`searchForWorkspaceRoot`, from the
 * Vite that Astro uses): setting `server.fs.allow` replaces that default, so the list keeps it.
 */
async function workspaceRoot(root: string): Promise<string> {
  const vite = createRequire(require.resolve('astro')).resolve('vite');
  const { searchForWorkspaceRoot } = (await import(pathToFileURL(vite).href)) as {
    searchForWorkspaceRoot: (root: string) => string;
  };
  return searchForWorkspaceRoot(root);
}

/** The playground's validators: the routing schemas of the project's config, compiled now (none without routing). */
async function validatorsModule(collected: Promise<CollectedCatalog>, dev: boolean): Promise<string> {
  const routing = (await collected).playground.routing;
  if (routing === null) return 'export const validators = {};\n';
  return precompileRoutingValidators(routing.config, {
    runtime: dev ? (h) => `ajv/dist/runtime/${h}` : runtimeHelper,
    schemaRegExp: coreModule('common/regex/schema-regexp'),
  });
}

/**
 * The core as the site's modules import it (`@rp-assets/core/…`, a name no project of a user has):
 * src/ in a checkout, build/ when installed.
 */
const CORE = fileURLToPath(new URL('../', import.meta.url));
/** A core module by absolute path: the TypeScript source in a checkout, build/'s JavaScript when installed. */
const coreModule = (name: string): string =>
  existsSync(join(CORE, `${name}.ts`)) ? join(CORE, `${name}.ts`) : join(CORE, `${name}.js`);
/** The site's pages and components (shipped in the package as site/). */
const ROUTES_DIR = new URL('../../site/src/routes/', import.meta.url);

/** `/sub` and `/sub/` alike as `/sub/`. */
const withSlash = (base: string): string => (base.endsWith('/') ? base : `${base}/`);

export default function rpAssets(options: RpAssetsOptions = {}): AstroIntegration {
  let key: string | null = null;
  let catalog: Promise<CollectedCatalog> | null = null;
  let outDir: string | null = null;
  let site: string | null = null;
  let devCwd = '.';
  let base = '/';
  let searchWritten: Promise<unknown> | null = null;
  let downloadsWritten: Promise<unknown> | null = null;
  let projectDir: string | null = null;
  const drop = (): void => {
    if (key !== null) release(key);
    key = null;
    catalog = null;
    searchWritten = null;
    downloadsWritten = null;
  };
  const write = options.writeSearchIndex ?? writeSearchIndex;
  const shown = options.progress === undefined ? null : siteProgress(options.progress);
  return {
    name: 'rp-assets',
    hooks: {
      'astro:config:setup': async ({ config, command, injectRoute, updateConfig }) => {
        if (command === 'preview') return;
        drop();
        const cwd = (devCwd = resolve(fileURLToPath(config.root), options.cwd ?? '.'));
        projectDir = cwd;
        const collected = (catalog = options.catalog ?? collectProject(options, cwd));
        collected.catch(() => {}); // awaited by the pages; a failure surfaces there, not as unhandled
        const build = (key = register(collected));
        // The options module holds only what the pages read, serialised (it is small, and the
        // client scripts import it too); the catalog is not in it. The base is read here because
        // Vite's SSR environment reports import.meta.env.BASE_URL as `/` for an inline base.
        // `site` (the published address, or null) gives the pages canonical and Open Graph URLs.
        const modules: Record<string, string> = {
          [OPTIONS_ID]: `export const base = ${JSON.stringify(withSlash(config.base))};\nexport const site = ${JSON.stringify(config.site ?? null)};`,
          [CATALOG_ID]: catalogModule(build),
        };
        for (const [pattern, file] of ROUTES) {
          injectRoute({ pattern, entrypoint: fileURLToPath(new URL(file, ROUTES_DIR)), prerender: true });
        }
        updateConfig({
          vite: {
            ...(command === 'dev'
              ? {
                  optimizeDeps: { include: DEV_HELPERS },
                  // the avatars are served from the asset folder, which may lie outside the project
                  server: { fs: { allow: [await workspaceRoot(fileURLToPath(config.root)), cwd] } },
                }
              : {}),
            resolve: { alias: { '@rp-assets/core': CORE } },
            plugins: [
              {
                name: 'rp-assets:virtual-modules',
                resolveId: (id: string) =>
                  id in modules || id === VALIDATORS_ID || id === AVATARS_ID ? `\0${id}` : undefined,
                load: (id: string) =>
                  id === `\0${VALIDATORS_ID}`
                    ? validatorsModule(collected, command === 'dev')
                    : id === `\0${AVATARS_ID}`
                      ? avatarsModule(collected, cwd)
                      : id.startsWith('\0')
                        ? modules[id.slice(1)]
                        : undefined,
              },
              // Astro's dev server takes the base off a request's URL before any plugin's middleware
              // sees it (its base middleware goes first), so the index is asked for at the root
              searchIndexServer(`/${SEARCH_FOLDER}/`, () => catalog ?? collected),
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        site = config.site ?? null;
        base = withSlash(config.base);
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (shown === null) return;
        shown.buildStarted();
        setPrerenderer(shown.countPages);
      },
      // called once per Vite environment, each time after Astro emptied the output folder
      'astro:build:setup': () => {
        if (searchWritten !== null || catalog === null || outDir === null) return;
        const folder = join(outDir, SEARCH_FOLDER);
        const phase = options.progress?.start('search-index', 'files', null);
        searchWritten = catalog.then((c) => write(c.catalog.search, folder));
        searchWritten.then(
          (files) => {
            if (typeof files === 'number') phase?.advance(files);
            phase?.end();
          },
          () => phase?.end(),
        );
        searchWritten.catch(() => {}); // awaited in astro:build:done, which fails the build with it
        const into = outDir;
        const cwd = projectDir ?? process.cwd();
        downloadsWritten = catalog.then((c) => writeDownloads(c, into, cwd));
        downloadsWritten.catch(() => {});
      },
      'astro:build:done': async ({ pages, dir }) => {
        try {
          await searchWritten;
          if (site !== null) {
            const xml = sitemapXml(
              site,
              base,
              pages.map((p) => p.pathname),
            );
            await writeFile(new URL('sitemap.xml', dir), xml);
          }
          await downloadsWritten;
        } finally {
          shown?.buildEnded();
          drop();
        }
      },
      // `astro dev`: an edited asset file gives a new catalog and reloads the page (dev-refresh.ts)
      'astro:server:setup': ({ server }) => {
        if (options.catalog !== undefined || key === null) return;
        const devKey = key;
        refreshOnAssetChange(server as unknown as DevServer, {
          cwd: devCwd,
          watched: async () => {
            const { roots, routing } = (await (catalog ?? Promise.reject(new Error('stopped')))).catalog;
            return [...roots, ...(routing === null ? [] : [routing.file])];
          },
          modules: [CATALOG_ID, AVATARS_ID, VALIDATORS_ID].map((id) => `\0${id}`),
          recollect: () => {
            const next = collectProject(options, devCwd);
            next.catch(() => {}); // awaited by the pages, which show the error
            catalog = next;
            replace(devKey, next);
          },
        });
      },
      'astro:server:done': drop,
    },
  };
}

export { SITE_CONFIG } from './site-config.js';
