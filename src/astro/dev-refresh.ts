/**
 * `astro dev`: editing an asset file refreshes the pages. The integration's catalog is computed once;
 * this watches the asset roots and, when a file the catalog reads changes (Markdown, YAML, JSON, an
 * avatar image), computes the catalog again and puts it under the same key (handover.ts), makes the
 * server environments evaluate the integration's virtual modules again, clears Astro's cache of
 * `getStaticPaths` and tells the browser to reload.
 *
 * Astro 7.3 has no public call to clear that cache: the server environments clear it on their
 * `astro:content-changed` message, which Astro's content layer sends when its data changes; this
 * sends the same message (tested with `astro dev` in test/e2e/site/dev.test.ts).
 */
import { extname, relative, resolve, sep } from 'node:path';

interface EnvironmentModules {
  getModuleById(id: string): unknown;
  invalidateModule(module: never): void;
}

/** The part of Vite's dev server this uses (Vite is Astro's, not a dependency of ours). */
export interface DevServer {
  readonly watcher: {
    add(path: string): unknown;
    on(event: 'add' | 'change' | 'unlink', listener: (path: string) => void): unknown;
  };
  readonly environments: Readonly<
    Record<
      string,
      {
        readonly moduleGraph: EnvironmentModules;
        readonly runner?: { readonly evaluatedModules: EnvironmentModules };
        readonly hot: { send(event: string, payload: object): void };
      }
    >
  >;
  readonly ws: { send(payload: { type: 'full-reload' }): void };
}

/** The files a change of which can change the catalog. */
const ASSET_FILE = new Set(['.md', '.markdown', '.yaml', '.yml', '.json', '.png', '.jpg', '.jpeg', '.webp']);
/** Folders whose files are never assets (the loader skips `_`/`.` folders and node_modules). */
const SKIPPED = /^(?:node_modules|\..+|_.*)$/;
/** Astro's server environments (`ASTRO_VITE_ENVIRONMENT_NAMES`: ssr, prerender). */
const SERVER_ENVIRONMENTS = ['ssr', 'prerender'];

/** Whether a change of `path` can change a catalog whose roots, routing and config are `watched` (absolute). */
export function isAssetChange(path: string, watched: readonly string[]): boolean {
  if (!ASSET_FILE.has(extname(path).toLowerCase())) return false;
  return watched.some((w) => {
    const rel = relative(w, path);
    if (rel === '') return true;
    if (rel.startsWith('..')) return false;
    return !rel
      .split(sep)
      .slice(0, -1)
      .some((part) => SKIPPED.test(part));
  });
}

export interface RefreshOptions {
  /** The folder the catalog's display paths are relative to. */
  readonly cwd: string;
  /** The catalog's roots, routing file and config file (display paths), once known. */
  readonly watched: () => Promise<readonly string[]>;
  /** The integration's virtual modules (resolved ids), evaluated again after a change. */
  readonly modules: readonly string[];
  /** Computes and registers the catalog again. */
  readonly recollect: () => void;
}

/** Watches the assets on `server` and refreshes the pages when one changes. */
export function refreshOnAssetChange(server: DevServer, o: RefreshOptions): void {
  let watched: readonly string[] = [];
  const watch = () =>
    o.watched().then(
      (paths) => {
        watched = paths.map((p) => resolve(o.cwd, p));
        for (const p of watched) server.watcher.add(p);
      },
      () => {}, // a catalog that failed shows its error on the pages; the next edit tries again
    );
  void watch();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const changed = (path: string) => {
    if (!isAssetChange(path, watched)) return;
    // an editor's save is often several events: one recollection for them
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      o.recollect();
      void watch();
      for (const name of SERVER_ENVIRONMENTS) {
        const env = server.environments[name];
        if (env === undefined) continue;
        for (const id of o.modules) {
          const node = env.moduleGraph.getModuleById(id);
          if (node) env.moduleGraph.invalidateModule(node as never);
          const evaluated = env.runner?.evaluatedModules.getModuleById(id);
          if (evaluated) env.runner?.evaluatedModules.invalidateModule(evaluated as never);
        }
        env.hot.send('astro:content-changed', {});
      }
      server.ws.send({ type: 'full-reload' });
    }, 100);
  };
  for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
}
