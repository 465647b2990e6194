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
import {
  AVATARS_ID,
  CATALOG_ID,
  CORE,
  DEV_HELPERS,
  OPTIONS_ID,
  optionsModule,
  VALIDATORS_ID,
  virtualModulesPlugin,
  withSlash,
} from './virtual-modules.js';
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

const require = createRequire(import.meta.url);

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

/** The site's pages and components (shipped in the package as site/). */
const ROUTES_DIR = new URL('../../site/src/routes/', import.meta.url);

/** What the integration keeps between its hooks (one build, or one dev server's life). */
interface IntegrationState {
  /** The handover key of the catalog the pages read (handover.ts). */
  key: string | null;
  catalog: Promise<CollectedCatalog> | null;
  outDir: string | null;
  site: string | null;
  base: string;
  /** The project folder the options' paths are relative to (null before the first setup). */
  cwd: string | null;
  searchWritten: Promise<unknown> | null;
  downloadsWritten: Promise<unknown> | null;
}

/** Forgets the catalog and the files being written (before a new setup, after a build or dev server). */
function drop(state: IntegrationState): void {
  if (state.key !== null) release(state.key);
  state.key = null;
  state.catalog = null;
  state.searchWritten = null;
  state.downloadsWritten = null;
}

type HookArgs<K extends 'astro:config:setup' | 'astro:build:done' | 'astro:server:setup'> = Parameters<
  NonNullable<AstroIntegration['hooks'][K]>
>[0];

/** `astro:config:setup`: starts the catalog, injects the pages and serves the virtual modules. */
async function setUp(
  state: IntegrationState,
  options: RpAssetsOptions,
  { config, command, injectRoute, updateConfig }: HookArgs<'astro:config:setup'>,
): Promise<void> {
  if (command === 'preview') return;
  drop(state);
  const cwd = (state.cwd = resolve(fileURLToPath(config.root), options.cwd ?? '.'));
  const collected = (state.catalog = options.catalog ?? collectProject(options, cwd));
  collected.catch(() => {}); // awaited by the pages; a failure surfaces there, not as unhandled
  const build = (state.key = register(collected));
  const fixed = { [OPTIONS_ID]: optionsModule(config), [CATALOG_ID]: catalogModule(build) };
  for (const [pattern, file] of ROUTES) {
    injectRoute({ pattern, entrypoint: fileURLToPath(new URL(file, ROUTES_DIR)), prerender: true });
  }
  const dev = command === 'dev';
  updateConfig({
    vite: {
      ...(dev
        ? {
            optimizeDeps: { include: DEV_HELPERS },
            // the avatars are served from the asset folder, which may lie outside the project
            server: { fs: { allow: [await workspaceRoot(fileURLToPath(config.root)), cwd] } },
          }
        : {}),
      resolve: { alias: { '@rp-assets/core': CORE } },
      // every page's small scripts (the theme and menu toggles) as one cached file, not inlined
      // into each of tens of thousands of pages (issue 41: half a kilobyte a page)
      build: { assetsInlineLimit: 0 },
      plugins: [
        virtualModulesPlugin({ fixed, collected, dev, cwd }),
        // Astro's dev server takes the base off a request's URL before any plugin's middleware
        // sees it (its base middleware goes first), so the index is asked for at the root
        searchIndexServer(`/${SEARCH_FOLDER}/`, () => state.catalog ?? collected),
      ],
    },
  });
}

/** `astro:build:setup`: starts writing the search index and the downloads into the emptied output folder. */
function startFiles(state: IntegrationState, options: RpAssetsOptions): void {
  const { catalog, outDir } = state;
  if (state.searchWritten !== null || catalog === null || outDir === null) return;
  const write = options.writeSearchIndex ?? writeSearchIndex;
  const folder = join(outDir, SEARCH_FOLDER);
  const phase = options.progress?.start('search-index', 'files', null);
  const searchWritten = (state.searchWritten = catalog.then((c) => write(c.catalog.search, folder)));
  searchWritten.then(
    (files) => {
      if (typeof files === 'number') phase?.advance(files);
      phase?.end();
    },
    () => phase?.end(),
  );
  searchWritten.catch(() => {}); // awaited in astro:build:done, which fails the build with it
  const cwd = state.cwd ?? process.cwd();
  const downloadsWritten = (state.downloadsWritten = catalog.then((c) => writeDownloads(c, outDir, cwd)));
  downloadsWritten.catch(() => {});
}

/** `astro:build:done`: waits for the files, writes the sitemap (when the site has an address). */
async function finishFiles(state: IntegrationState, { pages, dir }: HookArgs<'astro:build:done'>): Promise<void> {
  await state.searchWritten;
  if (state.site !== null) {
    const xml = sitemapXml(
      state.site,
      state.base,
      pages.map((p) => p.pathname),
    );
    await writeFile(new URL('sitemap.xml', dir), xml);
  }
  await state.downloadsWritten;
}

/** `astro dev`: an edited asset file gives a new catalog and reloads the page (dev-refresh.ts). */
function watchAssets(
  state: IntegrationState,
  options: RpAssetsOptions,
  { server }: HookArgs<'astro:server:setup'>,
): void {
  if (options.catalog !== undefined || state.key === null) return;
  const devKey = state.key;
  const cwd = state.cwd ?? '.';
  refreshOnAssetChange(server as unknown as DevServer, {
    cwd,
    watched: async () => {
      const { roots, routing } = (await (state.catalog ?? Promise.reject(new Error('stopped')))).catalog;
      return [...roots, ...(routing === null ? [] : [routing.file])];
    },
    modules: [CATALOG_ID, AVATARS_ID, VALIDATORS_ID].map((id) => `\0${id}`),
    recollect: () => {
      const next = collectProject(options, cwd);
      next.catch(() => {}); // awaited by the pages, which show the error
      state.catalog = next;
      replace(devKey, next);
    },
  });
}

export default function rpAssets(options: RpAssetsOptions = {}): AstroIntegration {
  const state: IntegrationState = {
    key: null,
    catalog: null,
    outDir: null,
    site: null,
    base: '/',
    cwd: null,
    searchWritten: null,
    downloadsWritten: null,
  };
  const shown = options.progress === undefined ? null : siteProgress(options.progress);
  return {
    name: 'rp-assets',
    hooks: {
      'astro:config:setup': (args) => setUp(state, options, args),
      'astro:config:done': ({ config }) => {
        state.outDir = fileURLToPath(config.outDir);
        state.site = config.site ?? null;
        state.base = withSlash(config.base);
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (shown === null) return;
        shown.buildStarted();
        setPrerenderer(shown.countPages);
      },
      // called once per Vite environment, each time after Astro emptied the output folder
      'astro:build:setup': () => startFiles(state, options),
      'astro:build:done': async (args) => {
        try {
          await finishFiles(state, args);
        } finally {
          shown?.buildEnded();
          drop(state);
        }
      },
      'astro:server:setup': (args) => watchAssets(state, options, args),
      'astro:server:done': () => drop(state),
    },
  };
}

export { SITE_CONFIG } from './site-config.js';
